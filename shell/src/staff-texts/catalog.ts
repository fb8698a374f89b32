import { defineCatalog } from '@clinio/design-system';
import english from './messages/en.json';

/**
 * The shell's staff-only texts (the dashboard frame, Edit Profile, the system administrator's
 * pages), ADR 045: English only for now; add `es` here with its file when staff read Spanish.
 */
export const staffCatalog = defineCatalog('shell/staff', english);
