import { defineCatalog } from '@clinio/design-system';
import english from './messages/en.json';

/**
 * The texts of the in-app help (index, search, article frame), English only: a staff screen (ADR 045).
 * A catalog of its own so that its texts load with the screen's chunk. The articles themselves
 * (their titles, summaries and markdown bodies in ./articles) are documents, translated whole.
 */
export const catalog = defineCatalog('mfe-admin/documentation', english);

/** A key of this catalog, and its translate function (for helpers outside components). */
export type MessageKey = keyof typeof english;
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;
