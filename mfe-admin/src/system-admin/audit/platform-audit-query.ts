import { PLATFORM_AUDIT_PAGE_SIZE, PlatformAuditQuery, type PlatformAuditEntry } from '@clinio/contracts';
import { useEndpointQuery } from '@clinio/platform';
import {
  listPageQuery,
  toFilterParams,
  type AuditEndpoint,
  type AuditOutcome,
} from '../../common/audit-list/audit-list-query';
import { issuesToFieldErrors, type FieldErrors } from '../../common/errors';
import type { MessageKey, Translate } from '../catalog';

export interface PlatformAuditFilters {
  /** A system administrator's id. */
  admin_id: string;
  /** A prefix: "tenant" finds tenant.suspended and tenant.reactivated. */
  action: string;
  tenant_id: string;
  outcome: AuditOutcome | '';
  /** UTC days, YYYY-MM-DD, as a date input gives them. */
  from: string;
  to: string;
}

export const NO_PLATFORM_FILTERS: PlatformAuditFilters = {
  admin_id: '',
  action: '',
  tenant_id: '',
  outcome: '',
  from: '',
  to: '',
};

/** `listPlatformAuditEvents` (GET /api/system-admin/audit) and …/export. */
export const PLATFORM_AUDIT: AuditEndpoint<PlatformAuditFilters, PlatformAuditEntry> = {
  path: '/api/system-admin/audit',
  pageSize: PLATFORM_AUDIT_PAGE_SIZE.default,
  filterKeys: ['admin_id', 'action', 'tenant_id', 'outcome', 'from', 'to'],
  useEntries: usePlatformAuditEntries,
};

/** `listPlatformAuditEvents`' query for one page: `{ tenant_id: '…', page: 1, page_size: 50 }`. */
function platformAuditListQuery(filters: PlatformAuditFilters, page: number): PlatformAuditQuery {
  return listPageQuery(PLATFORM_AUDIT, filters, page);
}

/** One page of the platform audit log, by name (ADR 031). */
function usePlatformAuditEntries(filters: PlatformAuditFilters, page: number) {
  return useEndpointQuery('listPlatformAuditEvents', { query: platformAuditListQuery(filters, page) });
}

const FRIENDLY: Partial<Record<string, MessageKey>> = {
  admin_id: 'audit.error.adminId',
  tenant_id: 'audit.error.tenant',
};

/** The API's own rules for the query (the range check included), the ID and tenant refusals worded with `t`. */
export function checkPlatformAuditFilters(filters: PlatformAuditFilters, t: Translate): FieldErrors {
  const check = PlatformAuditQuery.safeParse(Object.fromEntries(toFilterParams(PLATFORM_AUDIT, filters)));
  if (check.success) return {};
  const errors = issuesToFieldErrors(check.error.issues);
  for (const key of Object.keys(errors)) {
    const friendly = FRIENDLY[key];
    if (friendly !== undefined) errors[key] = t(friendly);
  }
  return errors;
}
