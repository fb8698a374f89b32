import { defineCatalog } from '@clinio/design-system';
import english from './messages/en.json';

/**
 * The texts of My Settings (security, two-factor, sessions, notifications, calendar link, password),
 * English only: a staff screen (ADR 045). Its Language section reads mfe-admin's staff catalog
 * (../staff-texts). A catalog of its own so that its texts load with the screen's chunk.
 */
export const catalog = defineCatalog('mfe-admin/user-settings', english);

/** A key of this catalog, and its translate function (for helpers outside components). */
export type MessageKey = keyof typeof english;
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;
