import type { MessageKey } from './catalog';

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

/** The tabs of the area, in the order they are drawn; each names its text in the area's catalog. */
export const SYSTEM_ADMIN_TABS = [
  { labelKey: 'area.tabs.tenants', path: SYSTEM_ADMIN_PATHS.tenants },
  { labelKey: 'area.tabs.plans', path: SYSTEM_ADMIN_PATHS.plans },
  { labelKey: 'area.tabs.analytics', path: SYSTEM_ADMIN_PATHS.analytics },
  { labelKey: 'area.tabs.audit', path: SYSTEM_ADMIN_PATHS.audit },
  { labelKey: 'area.tabs.jobs', path: SYSTEM_ADMIN_PATHS.jobs },
  { labelKey: 'area.tabs.settings', path: SYSTEM_ADMIN_PATHS.settings },
] as const satisfies readonly { labelKey: MessageKey; path: string }[];
