import { defineCatalog } from '@clinio/design-system';
import english from './messages/en.json';

/**
 * The texts of the roles page (role cards, the role dialog, super admins), English only: staff
 * screens (ADR 045). The permission names and role names stay as they are written elsewhere.
 */
export const catalog = defineCatalog('mfe-admin/roles', english);

/** A key of this catalog, and its translate function (for helpers outside components). */
export type MessageKey = keyof typeof english;
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;
