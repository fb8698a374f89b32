import {
  DEFAULT_PLAN_MATRIX_RESPONSE,
  type AnalyticsBucket,
  type PlatformAnalytics,
  type PlatformAuditEntry,
  type PlatformSettings,
  type PlatformTenantDetail,
  type PlatformTenantSummary,
} from '@clinio/contracts';
import { createEventBus, type AuthSnapshot } from '@clinio/platform';
import { RemoteHarness, createMockApi, type MockApi } from '@clinio/platform/testing';
import { render, screen, type RenderResult } from '@testing-library/react';
import { App } from '../app';

/** How the shell mounts the remote under /system-admin/*: no staff user, no tenant. */
export const SYSTEM_ADMIN_AUTH: AuthSnapshot = {
  status: 'signed-out',
  user: null,
  tenantId: null,
  clinicId: null,
  branchId: null,
};

export interface SystemAdminView extends RenderResult {
  api: MockApi;
  onNavigate: jest.Mock<undefined, [string]>;
}

export function renderSystemAdmin(path: string, api: MockApi = createMockApi()): SystemAdminView {
  const onNavigate = jest.fn<undefined, [string]>();
  const props = { api, auth: SYSTEM_ADMIN_AUTH, bus: createEventBus().scoped('admin') };
  const view = render(<RemoteHarness App={App} initialPath={path} props={props} onNavigate={onNavigate} />);
  return { ...view, api, onNavigate };
}

/** Renders `path` as the system administrator and waits for its h1 (the area loads on demand). */
export async function openSystemAdminPage(path: string, heading: string, api?: MockApi) {
  const view = renderSystemAdmin(path, api);
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 });
  return view;
}

/** The URLs of the GET calls to `path` (query included), in order. */
export function getCalls(api: MockApi, path: string): string[] {
  return api.calls
    .filter((call) => call.method === 'GET' && (call.url === path || call.url.startsWith(`${path}?`)))
    .map((call) => call.url);
}

export const HARBOUR_ID = '00000000-0000-4000-8000-00000000a001';
export const HILLTOP_ID = '00000000-0000-4000-8000-00000000a002';
export const ROOT_ADMIN_ID = '00000000-0000-4000-8000-00000000ad01';

export function buildTenant(overrides: Partial<PlatformTenantSummary> = {}): PlatformTenantSummary {
  return {
    id: HARBOUR_ID,
    name: 'Harbour Physio',
    slug: 'harbour-physio',
    status: 'active',
    clinic_id: '00000000-0000-4000-8000-00000000c001',
    clinic_name: 'Harbour Physio',
    clinic_code: 'HARB-1234',
    plan: 'pro',
    subscription_status: 'active',
    trial_ends_at: null,
    staff_count: 12,
    patient_count: 3400,
    branch_count: 2,
    last_staff_sign_in_at: '2026-11-22T08:15:00Z',
    created_at: '2026-01-10T10:00:00Z',
    ...overrides,
  };
}

export const TENANTS: PlatformTenantSummary[] = [
  buildTenant(),
  buildTenant({
    id: HILLTOP_ID,
    name: 'Hilltop Dental',
    slug: 'hilltop-dental',
    clinic_name: 'Hilltop Dental',
    clinic_code: 'HILL-5678',
    plan: 'trial',
    subscription_status: 'trial',
    trial_ends_at: '2026-12-01T23:59:59Z',
    staff_count: 3,
    patient_count: 40,
    branch_count: 1,
    last_staff_sign_in_at: null,
  }),
];

export function tenantsPage(items = TENANTS, overrides: { total?: number; page?: number } = {}) {
  return { items, total: overrides.total ?? items.length, page: overrides.page ?? 1, page_size: 25 };
}

export function buildPlatformAuditEntry(overrides: Partial<PlatformAuditEntry> = {}): PlatformAuditEntry {
  return {
    id: '00000000-0000-4000-8000-00000000e001',
    at: '2026-11-22T09:30:05Z',
    actor_type: 'system_admin',
    actor_id: ROOT_ADMIN_ID,
    actor_name: 'Root Operator',
    subject_tenant_id: HARBOUR_ID,
    subject_tenant_name: 'Harbour Physio',
    action: 'tenant.suspended',
    resource_type: 'tenant',
    resource_id: HARBOUR_ID,
    outcome: 'success',
    reason: 'Unpaid invoices',
    ip_address: '203.0.113.9',
    user_agent: 'Mozilla/5.0',
    session_id: null,
    ...overrides,
  };
}

export function buildTenantDetail(overrides: Partial<PlatformTenantDetail> = {}): PlatformTenantDetail {
  return {
    ...buildTenant(),
    suspension: null,
    branches: [
      {
        id: '00000000-0000-4000-8000-00000000b001',
        name: 'Harbour Street',
        city: 'Halifax',
        country: 'Canada',
        timezone: 'America/Halifax',
        created_at: '2026-01-10T10:00:00Z',
      },
    ],
    super_admins: [{ name: 'Sara Owner', email: 'sara@harbour.example' }],
    open_staff_sessions: 7,
    storage_bytes: 5_242_880,
    storage_files: 14,
    recent_audit: [buildPlatformAuditEntry({ action: 'tenant.reactivated', reason: 'Paid in full' })],
    ...overrides,
  };
}

export const PLATFORM_SETTINGS: PlatformSettings = {
  default_trial_days: 14,
  support_email: 'help@clinio.example',
  maintenance_banner: '',
  default_session_timeout_minutes: 30,
  updated_at: '2026-11-01T12:00:00Z',
  updated_by: { id: ROOT_ADMIN_ID, name: 'Root Operator' },
};

export function buildBucket(
  start: string,
  end: string,
  overrides: Partial<AnalyticsBucket> = {},
): AnalyticsBucket {
  return {
    start,
    end,
    tenants: { new: 2, total: 40, active: 38, suspended: 2 },
    staff_users: { new: 5, total: 300 },
    patients: { new: 120, total: 9000 },
    patient_logins: { new: 10, total: 800 },
    logins: { staff_success: 400, staff_failure: 12, patient_success: 90, patient_failure: 3 },
    storage_bytes: 1_048_576,
    ...overrides,
  };
}

export function buildAnalytics(overrides: Partial<PlatformAnalytics> = {}): PlatformAnalytics {
  return {
    from: '2026-11-20',
    to: '2026-11-22',
    interval: 'day',
    generated_at: '2026-11-22T10:00:00Z',
    buckets: [
      buildBucket('2026-11-20', '2026-11-21'),
      buildBucket('2026-11-21', '2026-11-22', { tenants: { new: 5, total: 45, active: 43, suspended: 2 } }),
      buildBucket('2026-11-22', '2026-11-23'),
    ],
    totals: {
      tenants: {
        total: 45,
        active: 43,
        suspended: 2,
        by_plan: { trial: 10, essential: 15, pro: 15, enterprise: 5 },
        by_subscription_status: { trial: 10, active: 30, past_due: 2, expired: 2, canceled: 1 },
      },
      staff_users: { total: 310, active: 280, invited: 20, deactivated: 10 },
      open_staff_sessions: 95,
      patients: { total: 9120, archived: 33 },
      patient_logins: 820,
      storage: { bytes: 3_221_225_472, files: 1500 },
    },
    storage_note: 'Measured from the files in the upload store; database size is not included.',
    ...overrides,
  };
}

/** A copy of the default catalogue and matrix (tests may change it). */
export function planMatrixResponse() {
  return JSON.parse(JSON.stringify(DEFAULT_PLAN_MATRIX_RESPONSE)) as typeof DEFAULT_PLAN_MATRIX_RESPONSE;
}
