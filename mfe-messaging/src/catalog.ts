import { defineCatalog } from '@clinio/design-system';
import english from './messages/en.json';

/**
 * This remote's texts (ADR 045), released with its code. Every screen here is for clinic staff,
 * so the catalog is English only for now, like mfe-forms' staff catalog (ADR 053). A screen reads
 * them with `const t = useT(catalog)`; add a text to messages/en.json.
 */
export const catalog = defineCatalog('mfe-messaging', english);

/** A key of this remote's catalog, and its translate function (for helpers outside components). */
export type MessageKey = keyof typeof english;
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;
