import { isUuid, type ListDefinition } from '@clinio/contracts';
import { useListParams } from '@clinio/platform';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export type RangeFilter = 'from' | 'to' | 'provider_id' | 'branch_id' | 'appointment_type';
export const RANGE_FILTERS: readonly RangeFilter[] = [
  'from',
  'to',
  'provider_id',
  'branch_id',
  'appointment_type',
];

/** A date `days` before today, as the browser's calendar has it. */
export function daysBefore(days: number, today = new Date()): string {
  const at = new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
}

/** The range and filters the URL asks for, valid ones only; the last 30 days by default. */
export function rangeQuery(filters: Partial<Record<RangeFilter, string>>, today = new Date()) {
  const to = DATE.test(filters.to ?? '') ? (filters.to as string) : daysBefore(0, today);
  const from =
    DATE.test(filters.from ?? '') && (filters.from as string) <= to
      ? (filters.from as string)
      : daysBefore(29, today);
  const query: {
    from: string;
    to: string;
    provider_id?: string;
    branch_id?: string;
    appointment_type?: string;
  } = {
    from,
    to,
  };
  for (const key of ['provider_id', 'branch_id'] as const)
    if (isUuid(filters[key] ?? '')) query[key] = filters[key];
  if (/^[a-z][a-z0-9_]{1,39}$/.test(filters.appointment_type ?? ''))
    query.appointment_type = filters.appointment_type;
  return query;
}

/** The list params of a page whose filters are the range (and `extra`), kept in the URL. */
export function useRangeParams<E extends string = never>(
  extra: readonly E[] = [],
  choices: ListDefinition<E>['choices'] = {},
) {
  const definition: ListDefinition<RangeFilter | E> = {
    filters: [...RANGE_FILTERS, ...extra],
    pageSize: 1,
    choices: choices as ListDefinition<RangeFilter | E>['choices'],
  };
  return useListParams(definition);
}
