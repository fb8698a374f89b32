import { PLATFORM_AUDIT_PAGE_SIZE, PlatformAuditQuery, type AUDIT_OUTCOMES } from '@clinio/contracts';
import { issuesToFieldErrors, type FieldErrors } from '../../common/errors';

export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];
export const PLATFORM_AUDIT_LIST_SIZE = PLATFORM_AUDIT_PAGE_SIZE.default;

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

const FILTER_KEYS = ['admin_id', 'action', 'tenant_id', 'outcome', 'from', 'to'] as const;

export function hasPlatformFilters(filters: PlatformAuditFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key].trim() !== '');
}

function filterParams(filters: PlatformAuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value !== '') params.set(key, value);
  }
  return params;
}

export function platformAuditListUrl(filters: PlatformAuditFilters, page: number): string {
  const params = filterParams(filters);
  params.set('page', String(page));
  params.set('page_size', String(PLATFORM_AUDIT_LIST_SIZE));
  return `/api/system-admin/audit?${params.toString()}`;
}

export function platformAuditExportUrl(filters: PlatformAuditFilters): string {
  const query = filterParams(filters).toString();
  return query === '' ? '/api/system-admin/audit/export' : `/api/system-admin/audit/export?${query}`;
}

const FRIENDLY: Partial<Record<string, string>> = {
  admin_id: 'Enter an administrator ID (a UUID)',
  tenant_id: 'Choose a tenant',
};

/** The API's own rules for the query (the range check included). */
export function checkPlatformAuditFilters(filters: PlatformAuditFilters): FieldErrors {
  const check = PlatformAuditQuery.safeParse(Object.fromEntries(filterParams(filters)));
  if (check.success) return {};
  const errors = issuesToFieldErrors(check.error.issues);
  for (const key of Object.keys(errors)) errors[key] = FRIENDLY[key] ?? errors[key];
  return errors;
}
