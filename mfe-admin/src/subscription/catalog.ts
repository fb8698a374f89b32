import { defineCatalog } from '@clinio/design-system';
import english from './messages/en.json';

/**
 * The texts of the subscription page (current plan, plans, comparison, change of plan), English
 * only: staff screens (ADR 045). Plan names and prices come from the plan list in contracts.
 */
export const catalog = defineCatalog('mfe-admin/subscription', english);

/** A key of this catalog, and its translate function (for helpers outside components). */
export type MessageKey = keyof typeof english;
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;
