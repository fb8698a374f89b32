import english from '../messages/en.json';
import { defineCatalog } from './catalog';

/** The screen kit's own texts (buttons, dialogs, the pager…), in every language a patient reads. */
export const kitCatalog = defineCatalog('design-system', english, {
  es: () => import('../messages/es.json'),
});
