import { defineCatalog } from '@clinio/design-system';
import english from './messages/en.json';

/** The texts of the platform settings page (session timeout, time zone and default branch), English only: staff screens (ADR 045). */
export const catalog = defineCatalog('mfe-admin/platform-settings', english);

/** A key of this catalog, and its translate function (for helpers outside components). */
export type MessageKey = keyof typeof english;
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;
