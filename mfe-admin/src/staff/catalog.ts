import { defineCatalog } from '@clinio/design-system';
import english from './messages/en.json';

/**
 * The texts of the staff page (list, filters, invite and edit dialogs), English only: staff screens
 * (ADR 045). Not ../staff-texts/catalog.ts, which holds the user settings' texts.
 */
export const catalog = defineCatalog('mfe-admin/staff-page', english);

/** A key of this catalog, and its translate function (for helpers outside components). */
export type MessageKey = keyof typeof english;
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;
