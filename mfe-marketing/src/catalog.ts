import { defineCatalog } from '@clinio/design-system';
import english from './messages/en.json';

/**
 * This remote's site-wide texts (ADR 045), released with its code: the frame (header, menu, footer,
 * skip link), the landing page and what it shares with other pages (features, security points,
 * plans, the closing call to action, the not-found page, the blog's frame, whose meta line the
 * landing page shows). Each lazily loaded page keeps its own texts in a catalog of its folder
 * (faq/catalog.ts, contact/catalog.ts…), so they arrive with the page's chunk instead of weighing
 * on the landing page's first load.
 *
 * The marketing site is read by clinics choosing the product, not by patients, so every catalog
 * here is English only for now (like mfe-messaging's); its English is spec 2.1's contract, so a
 * text moves here unchanged. A screen reads them with `const t = useT(catalog)`; add a text to
 * the messages/en.json next to the catalog.
 *
 * Lists that are data (the navigation, FAQ items, plans…) keep their order and routes in their
 * modules and name their texts by `MessageKey`, so every short text a visitor reads is in a catalog.
 * Long-form documents stay content modules: a document is translated as a whole, not sentence by
 * sentence. They are the blog's posts (each Markdown body with its title, summary and author in
 * blog/posts.ts), the privacy policy and the terms (Markdown compiled at build time) and the
 * illustrative case studies (case-studies/scenarios.ts); the frame around them (headings, labels,
 * links, loading and error texts) is in the catalogs.
 */
export const catalog = defineCatalog('mfe-marketing', english);

/** A key of this remote's catalog, and its translate function (for helpers outside components). */
export type MessageKey = keyof typeof english;
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;
