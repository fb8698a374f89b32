import { defineCatalog } from '@clinio/design-system';
import english from './messages/en.json';

/**
 * The texts of the waitlist offer page (ADR 045): a patient reads it, so it is complete in Spanish
 * (catalog.test.ts). The staff screens of this remote keep their own catalog.
 */
export const offerCatalog = defineCatalog('mfe-appointments/offer', english, {
  es: () => import('./messages/es.json'),
});
