import { defineCatalog } from '@clinio/design-system';
import english from './messages/en.json';

/**
 * The calendar's staff texts (ADR 045): English only for now. The waitlist offer page, which a
 * patient reads, has its own catalog complete in Spanish (waitlist/offer/catalog.ts).
 */
export const catalog = defineCatalog('mfe-appointments', english);
