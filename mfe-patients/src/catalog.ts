import { defineCatalog } from '@clinio/design-system';
import english from './messages/en.json';

/**
 * mfe-patients' texts (ADR 045), released with its code. The patient portal's are complete in
 * Spanish (catalog.test.ts); Spanish is loaded the first time a screen shows in it.
 */
export const catalog = defineCatalog('mfe-patients', english, { es: () => import('./messages/es.json') });
