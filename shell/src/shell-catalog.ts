import { defineCatalog } from '@clinio/design-system';
import english from './messages/en.json';

/**
 * The shell's texts (ADR 045): its sign-in, registration and recovery pages, in every language a
 * patient reads. Spanish is its own chunk, loaded the first time the page is shown in Spanish.
 */
export const shellCatalog = defineCatalog('shell', english, { es: () => import('./messages/es.json') });
