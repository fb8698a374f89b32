import { defineCatalog } from '@clinio/design-system';
import english from './messages/en.json';

/**
 * mfe-admin's staff texts (ADR 045), English only for now. The rest of the remote still writes its
 * texts in the components (the no-literal-ui-text rule's exception list); a converted screen moves
 * its texts here.
 */
export const staffCatalog = defineCatalog('mfe-admin/staff', english);
