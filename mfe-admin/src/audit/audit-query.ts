import { AuditQuery, type AuditEntry } from '@clinio/contracts';
import { useEndpointQuery } from '@clinio/platform';
import {
  buildExportUrl,
  listPageQuery,
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

/** `listAuditEvents` (GET /api/audit) and GET /api/audit/export. */
export const CLINIC_AUDIT: AuditEndpoint<AuditFilters, AuditEntry> = {
  path: '/api/audit',
  pageSize: 50,
  filterKeys: ['q', 'user_id', 'action', 'resource_type', 'outcome', 'from', 'to'],
  useEntries: useClinicAuditEntries,
};

/** `listAuditEvents`' query for one page: `{ outcome: 'denied', page: 1, page_size: 50 }`. */
export function auditListQuery(filters: AuditFilters, page: number): AuditQuery {
  return listPageQuery(CLINIC_AUDIT, filters, page);
}

/** One page of the clinic's audit log, by name (ADR 031). */
function useClinicAuditEntries(filters: AuditFilters, page: number) {
  return useEndpointQuery('listAuditEvents', { query: auditListQuery(filters, page) });
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
