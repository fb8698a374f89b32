import { defineCatalog } from '@clinio/design-system';
import english from './messages/en.json';

/**
 * mfe-forms' staff screens (templates, builder, consents, management, managers, chart tabs), ADR
 * 045: English only for now. What patients read (portal, kiosk, the form itself) is in
 * ../catalog.ts, complete in Spanish.
 */
export const staffCatalog = defineCatalog('mfe-forms/staff', english);
