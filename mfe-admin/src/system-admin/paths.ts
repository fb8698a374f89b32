/** The system administrator's area (the shell draws '/system-admin' itself, its home page). */
export const SYSTEM_ADMIN_ROOT = '/system-admin';

export const SYSTEM_ADMIN_PATHS = {
  tenants: `${SYSTEM_ADMIN_ROOT}/tenants`,
  plans: `${SYSTEM_ADMIN_ROOT}/plans`,
  analytics: `${SYSTEM_ADMIN_ROOT}/analytics`,
  audit: `${SYSTEM_ADMIN_ROOT}/audit`,
  jobs: `${SYSTEM_ADMIN_ROOT}/jobs`,
  settings: `${SYSTEM_ADMIN_ROOT}/settings`,
} as const;

export function tenantPath(tenantId: string): string {
  return `${SYSTEM_ADMIN_PATHS.tenants}/${encodeURIComponent(tenantId)}`;
}

/** The tabs of the area, in the order they are drawn. */
export const SYSTEM_ADMIN_TABS = [
  { label: 'Tenants', path: SYSTEM_ADMIN_PATHS.tenants },
  { label: 'Plans & features', path: SYSTEM_ADMIN_PATHS.plans },
  { label: 'Analytics', path: SYSTEM_ADMIN_PATHS.analytics },
  { label: 'Audit', path: SYSTEM_ADMIN_PATHS.audit },
  { label: 'Jobs', path: SYSTEM_ADMIN_PATHS.jobs },
  { label: 'Settings', path: SYSTEM_ADMIN_PATHS.settings },
] as const;
