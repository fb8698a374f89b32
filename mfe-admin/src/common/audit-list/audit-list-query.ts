import {
  AUDIT_OUTCOMES,
  hasListFilter,
  listFilterParams,
  listPageUrl,
  type ListDefinition,
} from '@clinio/contracts';

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

/** Where an audit log is read and what it may be filtered by. */
export interface AuditEndpoint<F> {
  /** The paged list, e.g. '/api/audit'; the CSV is `${path}/export`. */
  path: string;
  pageSize: number;
  /** The filters the API takes, in the order they are sent. */
  filterKeys: readonly (keyof F & string)[];
}

/** The log's filters and page as they live in the URL (`?outcome=denied&page=2`). */
export function auditListDefinition<F extends AuditFilterValues<F>>(
  endpoint: AuditEndpoint<F>,
): ListDefinition<keyof F & string> {
  const choices: Partial<Record<string, readonly string[]>> = { outcome: AUDIT_OUTCOMES };
  return { filters: endpoint.filterKeys, pageSize: endpoint.pageSize, choices };
}

const filtersOf = <F extends AuditFilterValues<F>>(filters: F) => filters as Record<keyof F & string, string>;

/** The filters that are set, trimmed, in the endpoint's order. */
export function toFilterParams<F extends AuditFilterValues<F>>(
  endpoint: AuditEndpoint<F>,
  filters: F,
): URLSearchParams {
  return listFilterParams(auditListDefinition(endpoint), filtersOf(filters));
}

export function hasAnyFilter<F extends AuditFilterValues<F>>(
  endpoint: AuditEndpoint<F>,
  filters: F,
): boolean {
  return hasListFilter(auditListDefinition(endpoint), filtersOf(filters));
}

/** One page of the list: '/api/audit?outcome=denied&page=1&page_size=50'. */
export function buildListUrl<F extends AuditFilterValues<F>>(
  endpoint: AuditEndpoint<F>,
  filters: F,
  page: number,
): string {
  return listPageUrl(endpoint.path, auditListDefinition(endpoint), { filters: filtersOf(filters), page });
}

/** The CSV export with the same filters, without paging. */
export function buildExportUrl<F extends AuditFilterValues<F>>(
  endpoint: AuditEndpoint<F>,
  filters: F,
): string {
  const query = toFilterParams(endpoint, filters).toString();
  return query === '' ? `${endpoint.path}/export` : `${endpoint.path}/export?${query}`;
}
