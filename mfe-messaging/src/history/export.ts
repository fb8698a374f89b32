import type { CsvColumn } from '@clinio/contracts';
import { downloadCsv, localDateStamp, type ApiClient } from '@clinio/platform';
import type { Translate } from '../catalog';
import type { MessageSummary } from '../common/types';
import { historyQuery } from './history-query';

/** At most this many messages in one file (100 pages of 100). */
export const EXPORT_LIMIT = 10_000;

/** Every message the filters match (page after page, up to the limit). */
export async function fetchAllMessages(
  api: ApiClient,
  filters: Record<string, string>,
): Promise<MessageSummary[]> {
  const rows: MessageSummary[] = [];
  for (let page = 1; rows.length < EXPORT_LIMIT; page += 1) {
    const answer = await api.call('listMessages', { query: historyQuery(filters, page, 100) });
    rows.push(...answer.items);
    if (answer.items.length === 0 || rows.length >= answer.total) break;
  }
  return rows;
}

/** The columns of the history's CSV: cells are formula-safe (toCsv prefixes =, +, -, @). */
export function messageColumns(t: Translate): CsvColumn<MessageSummary>[] {
  return [
    { header: t('history.csv.created'), value: (row) => row.created_at },
    { header: t('history.csv.direction'), value: (row) => t(`direction.${row.direction}`) },
    { header: t('history.csv.channel'), value: (row) => t(`channel.${row.channel}`) },
    { header: t('history.csv.patient'), value: (row) => row.patient_name ?? '' },
    { header: t('history.csv.address'), value: (row) => row.to_address },
    { header: t('history.csv.status'), value: (row) => t(`status.${row.status}`) },
    { header: t('history.csv.reason'), value: (row) => row.failure_reason ?? '' },
    { header: t('history.csv.sent'), value: (row) => row.sent_at ?? '' },
    { header: t('history.csv.delivered'), value: (row) => row.delivered_at ?? '' },
    { header: t('history.csv.subject'), value: (row) => row.subject },
    { header: t('history.csv.body'), value: (row) => row.body },
  ];
}

export async function exportMessages(
  api: ApiClient,
  filters: Record<string, string>,
  t: Translate,
): Promise<number> {
  const rows = await fetchAllMessages(api, filters);
  downloadCsv({ rows, columns: messageColumns(t), fileName: `messages-${localDateStamp()}.csv` });
  return rows.length;
}
