import { defineCatalog } from '@clinio/design-system';
import english from './messages/en.json';

/** The platform's own texts (the extension outlet's states), ADR 045. */
export const platformCatalog = defineCatalog('platform', english, { es: () => import('./messages/es.json') });
