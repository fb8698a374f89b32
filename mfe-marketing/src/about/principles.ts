import type { MessageKey } from './catalog';

/** The texts are keys of the remote's catalog. */
export interface Principle {
  titleKey: MessageKey;
  textKey: MessageKey;
}

/** The commitments that decide product arguments for us. */
export const PRINCIPLES: readonly Principle[] = [
  {
    titleKey: 'principle.1.title',
    textKey: 'principle.1.text',
  },
  {
    titleKey: 'principle.2.title',
    textKey: 'principle.2.text',
  },
  {
    titleKey: 'principle.3.title',
    textKey: 'principle.3.text',
  },
  {
    titleKey: 'principle.4.title',
    textKey: 'principle.4.text',
  },
];
