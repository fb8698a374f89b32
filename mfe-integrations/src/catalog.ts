import { defineCatalog } from '@clinio/design-system';
import english from './messages/en.json';

/**
 * This remote's texts (ADR 045), released with its code: English in the first chunk, Spanish
 * loaded the first time a screen shows in it. A screen reads them with `const t = useT(catalog)`.
 * Add a text to messages/en.json and messages/es.json (the catalog test fails without both).
 */
export const catalog = defineCatalog('mfe-integrations', english, { es: () => import('./messages/es.json') });
