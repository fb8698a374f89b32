import { defineCatalog } from '@clinio/design-system';
import english from './messages/en.json';

/** The texts of the branding section of clinic settings (colours, header, logo), English only: staff screens (ADR 045). */
export const catalog = defineCatalog('mfe-admin/brand', english);

/** A key of this catalog, and its translate function (for helpers outside components). */
export type MessageKey = keyof typeof english;
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;
