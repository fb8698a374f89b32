import { AUDIT_OUTCOMES, AuditQuery } from '@clinio/contracts';
import { issuesToFieldErrors, type FieldErrors } from '../common/errors';

export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];
export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilters {
  user_id: string;
  action: string;
  resource_type: string;
  outcome: AuditOutcome | '';
  /** YYYY-MM-DD, as a date input gives it. */
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = {
  user_id: '',
  action: '',
  resource_type: '',
  outcome: '',
  from: '',
  to: '',
};

export function isAuditOutcome(value: string): value is AuditOutcome {
  return (AUDIT_OUTCOMES as readonly string[]).includes(value);
}

const FILTER_KEYS = ['user_id', 'action', 'resource_type', 'outcome', 'from', 'to'] as const;

export function hasFilters(filters: AuditFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key].trim() !== '');
}

/** The filters that are set, trimmed, in a stable order. */
function filterParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value !== '') params.set(key, value);
  }
  return params;
}

/** GET /api/audit for one page: '/api/audit?outcome=denied&page=1&page_size=50'. */
export function auditListUrl(filters: AuditFilters, page: number): string {
  const params = filterParams(filters);
  params.set('page', String(page));
  params.set('page_size', String(AUDIT_PAGE_SIZE));
  return `/api/audit?${params.toString()}`;
}

/** GET /api/audit/export with the same filters, without paging. */
export function auditExportUrl(filters: AuditFilters): string {
  const query = filterParams(filters).toString();
  return query === '' ? '/api/audit/export' : `/api/audit/export?${query}`;
}

/** The API's own rules for the query, plus a range that does not end before it starts. */
export function checkAuditFilters(filters: AuditFilters): FieldErrors {
  const set = Object.fromEntries(filterParams(filters));
  const check = AuditQuery.safeParse(set);
  const errors = check.success ? {} : issuesToFieldErrors(check.error.issues);
  if (errors.to === undefined && set.from !== undefined && set.to !== undefined && set.to < set.from) {
    errors.to = 'The end date is before the start date';
  }
  return errors;
}
