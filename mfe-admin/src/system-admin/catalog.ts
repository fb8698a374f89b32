import { defineCatalog } from '@clinio/design-system';
import english from './messages/en.json';

/**
 * The texts of the system administrator's area (/system-admin/*): tenants, plans and features,
 * analytics, the platform audit log, jobs and settings. Staff screens, so English only (ADR 045): the
 * loader map has no `es`. A catalog of its own so that it loads with the area's chunk.
 */
export const catalog = defineCatalog('mfe-admin/system-admin', english);

/** A key of this catalog, and its translate function (for helpers outside components). */
export type MessageKey = keyof typeof english;
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;
