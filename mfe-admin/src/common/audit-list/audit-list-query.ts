import { AUDIT_OUTCOMES, hasListFilter, listFilterParams, type ListDefinition } from '@clinio/contracts';
import type { ApiQuery } from '@clinio/platform';
import { setFiltersOf, type SetFilters } from '../list-query';

export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export function isAuditOutcome(value: string): value is AuditOutcome {
  return (AUDIT_OUTCOMES as readonly string[]).includes(value);
}

/**
 * An audit log's filters as their inputs hold them ('' = not set). Every log filters by outcome
 * and by a range of days (YYYY-MM-DD, as a date input gives them); the rest is the log's own.
 */
export type AuditFilterValues<F> = Record<keyof F, string> & {
  outcome: AuditOutcome | '';
  from: string;
  to: string;
};

/** What an audit log may be filtered by, and how it pages. */
export interface AuditLogShape<F> {
  /** The paged list, e.g. '/api/audit'; the CSV is `${path}/export`. */
  path: string;
  pageSize: number;
  /** The filters the API takes, in the order they are sent. */
  filterKeys: readonly (keyof F & string)[];
}

/** One page of an audit log, as every log answers it. */
export interface AuditListPage<E> {
  items: E[];
  total: number;
  page: number;
  page_size: number;
}

/** Where an audit log is read and what it may be filtered by. */
export interface AuditEndpoint<F, E> extends AuditLogShape<F> {
  /**
   * A hook that reads one page of the log by its operation's name (ADR 031):
   * `useEndpointQuery('listAuditEvents', { query: listPageQuery(CLINIC_AUDIT, filters, page) })`.
   * The endpoint is a module constant, so a page calls the same hook on every render.
   */
  useEntries: (filters: F, page: number) => ApiQuery<AuditListPage<E>>;
}

/** The log's filters and page as they live in the URL (`?outcome=denied&page=2`). */
export function auditListDefinition<F extends AuditFilterValues<F>>(
  endpoint: AuditLogShape<F>,
): ListDefinition<keyof F & string> {
  const choices: Partial<Record<string, readonly string[]>> = { outcome: AUDIT_OUTCOMES };
  return { filters: endpoint.filterKeys, pageSize: endpoint.pageSize, choices };
}

const filtersOf = <F extends AuditFilterValues<F>>(filters: F) => filters as Record<keyof F & string, string>;

/** The filters that are set, trimmed, in the endpoint's order. */
export function toFilterParams<F extends AuditFilterValues<F>>(
  endpoint: AuditLogShape<F>,
  filters: F,
): URLSearchParams {
  return listFilterParams(auditListDefinition(endpoint), filtersOf(filters));
}

export function hasAnyFilter<F extends AuditFilterValues<F>>(
  endpoint: AuditLogShape<F>,
  filters: F,
): boolean {
  return hasListFilter(auditListDefinition(endpoint), filtersOf(filters));
}

/**
 * One page's query for the list's named call: the endpoint's filters that are set, trimmed, in its
 * order, then the page and the log's page size (`{ outcome: 'denied', page: 1, page_size: 50 }`).
 */
export function listPageQuery<F extends AuditFilterValues<F>>(
  endpoint: AuditLogShape<F>,
  filters: F,
  page: number,
): SetFilters<F> & { page: number; page_size: number } {
  return { ...setFiltersOf(filters, endpoint.filterKeys), page, page_size: endpoint.pageSize };
}

/** The CSV export with the same filters, without paging. */
export function buildExportUrl<F extends AuditFilterValues<F>>(
  endpoint: AuditLogShape<F>,
  filters: F,
): string {
  const query = toFilterParams(endpoint, filters).toString();
  return query === '' ? `${endpoint.path}/export` : `${endpoint.path}/export?${query}`;
}
