import { defineCatalog } from '@clinio/design-system';
import english from './messages/en.json';

/**
 * The texts of the case studies page (the scenarios themselves are content, in scenarios.ts), English only like the site's catalog (../catalog.ts, whose comment says
 * why). A catalog of its own so that they load with the page's chunk, not with the landing page.
 */
export const catalog = defineCatalog('mfe-marketing/case-studies', english);

/** A key of this catalog, and its translate function (for helpers outside components). */
export type MessageKey = keyof typeof english;
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;
