import { isUuid, type EndpointInput, type Endpoints, type ListDefinition } from '@clinio/contracts';
import { CHANNELS, MESSAGE_STATUSES } from '../common/types';

export type MessagesQuery = NonNullable<EndpointInput<Endpoints['listMessages']>['query']>;

export const HISTORY_PAGE_SIZE = 25;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The history's filters and page, as they live in the URL (`?channel=sms&status=failed&page=2`). */
export const HISTORY_LIST: ListDefinition<
  'channel' | 'status' | 'patient_id' | 'campaign_id' | 'from' | 'to'
> = {
  filters: ['channel', 'status', 'patient_id', 'campaign_id', 'from', 'to'],
  pageSize: HISTORY_PAGE_SIZE,
  choices: { channel: CHANNELS, status: MESSAGE_STATUSES },
};

/** `listMessages`'s query: only the filters that are set and valid, and the page. */
export function historyQuery(
  filters: Record<string, string>,
  page: number,
  pageSize = HISTORY_PAGE_SIZE,
): MessagesQuery {
  const query: MessagesQuery = { page, page_size: pageSize };
  if (filters.channel) query.channel = filters.channel as MessagesQuery['channel'];
  if (filters.status) query.status = filters.status as MessagesQuery['status'];
  for (const key of ['from', 'to'] as const) if (DATE.test(filters[key] ?? '')) query[key] = filters[key];
  for (const key of ['patient_id', 'campaign_id'] as const)
    if (isUuid(filters[key] ?? '')) query[key] = filters[key];
  return query;
}
