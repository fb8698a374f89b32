import { defineCatalog } from '@clinio/design-system';
import english from './messages/en.json';

/**
 * The texts of mfe-admin's shared pieces (the audit list, the bar chart, the not-found page) and of
 * its routes (app.tsx), English only: staff screens (ADR 045).
 */
export const catalog = defineCatalog('mfe-admin/common', english);

/** A key of this catalog, and its translate function (for helpers outside components). */
export type MessageKey = keyof typeof english;
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;
