import type { MessageKey } from './catalog';

/** The options a clinic actually weighs. Categories, never named products. */
export const ALTERNATIVES = [
  { key: 'clinio', labelKey: 'comparison.alternative.clinio' },
  { key: 'paper', labelKey: 'comparison.alternative.paper' },
  { key: 'generic', labelKey: 'comparison.alternative.generic' },
  { key: 'legacy', labelKey: 'comparison.alternative.legacy' },
] as const satisfies readonly { key: string; labelKey: MessageKey }[];

export type AlternativeKey = (typeof ALTERNATIVES)[number]['key'];

/** The texts are keys of the remote's catalog. */
export interface ComparisonRow {
  topicKey: MessageKey;
  cells: Record<AlternativeKey, MessageKey>;
}

export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  {
    topicKey: 'comparison.row1.topic',
    cells: {
      clinio: 'comparison.row1.clinio',
      paper: 'comparison.row1.paper',
      generic: 'comparison.row1.generic',
      legacy: 'comparison.row1.legacy',
    },
  },
  {
    topicKey: 'comparison.row2.topic',
    cells: {
      clinio: 'comparison.row2.clinio',
      paper: 'comparison.row2.paper',
      generic: 'comparison.row2.generic',
      legacy: 'comparison.row2.legacy',
    },
  },
  {
    topicKey: 'comparison.row3.topic',
    cells: {
      clinio: 'comparison.row3.clinio',
      paper: 'comparison.row3.paper',
      generic: 'comparison.row3.generic',
      legacy: 'comparison.row3.legacy',
    },
  },
  {
    topicKey: 'comparison.row4.topic',
    cells: {
      clinio: 'comparison.row4.clinio',
      paper: 'comparison.row4.paper',
      generic: 'comparison.row4.generic',
      legacy: 'comparison.row4.legacy',
    },
  },
  {
    topicKey: 'comparison.row5.topic',
    cells: {
      clinio: 'comparison.row5.clinio',
      paper: 'comparison.row5.paper',
      generic: 'comparison.row5.generic',
      legacy: 'comparison.row5.legacy',
    },
  },
  {
    topicKey: 'comparison.row6.topic',
    cells: {
      clinio: 'comparison.row6.clinio',
      paper: 'comparison.row6.paper',
      generic: 'comparison.row6.generic',
      legacy: 'comparison.row6.legacy',
    },
  },
  {
    topicKey: 'comparison.row7.topic',
    cells: {
      clinio: 'comparison.row7.clinio',
      paper: 'comparison.row7.paper',
      generic: 'comparison.row7.generic',
      legacy: 'comparison.row7.legacy',
    },
  },
  {
    topicKey: 'comparison.row8.topic',
    cells: {
      clinio: 'comparison.row8.clinio',
      paper: 'comparison.row8.paper',
      generic: 'comparison.row8.generic',
      legacy: 'comparison.row8.legacy',
    },
  },
  {
    topicKey: 'comparison.row9.topic',
    cells: {
      clinio: 'comparison.row9.clinio',
      paper: 'comparison.row9.paper',
      generic: 'comparison.row9.generic',
      legacy: 'comparison.row9.legacy',
    },
  },
  {
    topicKey: 'comparison.row10.topic',
    cells: {
      clinio: 'comparison.row10.clinio',
      paper: 'comparison.row10.paper',
      generic: 'comparison.row10.generic',
      legacy: 'comparison.row10.legacy',
    },
  },
  {
    topicKey: 'comparison.row11.topic',
    cells: {
      clinio: 'comparison.row11.clinio',
      paper: 'comparison.row11.paper',
      generic: 'comparison.row11.generic',
      legacy: 'comparison.row11.legacy',
    },
  },
];

/** Where each alternative is genuinely the better choice. */
export const FAIR_POINTS: readonly { labelKey: MessageKey; textKey: MessageKey }[] = [
  {
    labelKey: 'comparison.alternative.paper',
    textKey: 'comparison.fair.paper',
  },
  {
    labelKey: 'comparison.alternative.generic',
    textKey: 'comparison.fair.generic',
  },
  {
    labelKey: 'comparison.alternative.legacy',
    textKey: 'comparison.fair.legacy',
  },
];
