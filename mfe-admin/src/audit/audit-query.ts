import { AuditQuery } from '@clinio/contracts';
import {
  buildExportUrl,
  buildListUrl,
  toFilterParams,
  type AuditEndpoint,
  type AuditOutcome,
} from '../common/audit-list/audit-list-query';
import { issuesToFieldErrors, type FieldErrors } from '../common/errors';

export interface AuditFilters {
  q: string;
  user_id: string;
  action: string;
  resource_type: string;
  outcome: AuditOutcome | '';
  /** YYYY-MM-DD, as a date input gives it. */
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = {
  q: '',
  user_id: '',
  action: '',
  resource_type: '',
  outcome: '',
  from: '',
  to: '',
};

/** GET /api/audit and /api/audit/export. */
export const CLINIC_AUDIT: AuditEndpoint<AuditFilters> = {
  path: '/api/audit',
  pageSize: 50,
  filterKeys: ['q', 'user_id', 'action', 'resource_type', 'outcome', 'from', 'to'],
};

/** GET /api/audit for one page: '/api/audit?outcome=denied&page=1&page_size=50'. */
export function auditListUrl(filters: AuditFilters, page: number): string {
  return buildListUrl(CLINIC_AUDIT, filters, page);
}

/** GET /api/audit/export with the same filters, without paging. */
export function auditExportUrl(filters: AuditFilters): string {
  return buildExportUrl(CLINIC_AUDIT, filters);
}

/** The API's own rules for the query, plus a range that does not end before it starts. */
export function checkAuditFilters(filters: AuditFilters): FieldErrors {
  const set = Object.fromEntries(toFilterParams(CLINIC_AUDIT, filters));
  const check = AuditQuery.safeParse(set);
  const errors = check.success ? {} : issuesToFieldErrors(check.error.issues);
  if (errors.to === undefined && set.from !== undefined && set.to !== undefined && set.to < set.from) {
    errors.to = 'The end date is before the start date';
  }
  return errors;
}
