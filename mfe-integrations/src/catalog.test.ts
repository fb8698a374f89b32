import { translationGaps } from '@clinio/design-system';
import english from './messages/en.json';
import spanish from './messages/es.json';

it('has a Spanish text for every English one', () => {
  expect(translationGaps(english, spanish)).toEqual({ missing: [], extra: [] });
});
