import { defineCatalog } from '@clinio/design-system';
import english from './messages/en.json';

/**
 * mfe-patients' staff screens (the patient list, the chart, import, duplicates, notes), ADR 045:
 * English only for now. The portal's texts are in ../catalog.ts, complete in Spanish.
 */
export const staffCatalog = defineCatalog('mfe-patients/staff', english);
