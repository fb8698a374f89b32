import { DEFAULT_PLAN_MATRIX_RESPONSE, type DashboardSummary, type UserProfile } from '@clinio/contracts';
import { createFakeBackend, ok } from './fake-backend';
import { staffProfile } from './identity-fixtures';

/** A staff profile with this role, these permissions and this subscription. */
export function profileAs(
  roleName: string,
  permissions: readonly string[] = [],
  subscription: UserProfile['subscription'] = { plan_name: 'enterprise', status: 'active' },
): UserProfile {
  return staffProfile({
    role: { id: staffProfile().role.id, name: roleName, permissions: permissions.map((name) => ({ name })) },
    permissions: [...permissions],
    subscription,
  });
}

/** GET /api/dashboard/summary as the server answers a super admin of a quiet clinic. */
export function dashboardSummary(overrides: Partial<DashboardSummary> = {}): DashboardSummary {
  return {
    clinic_name: 'Harbour Clinic',
    time_zone: 'Europe/London',
    today: '2026-03-09',
    patients: { total: 128, new_recent: 6, portal_linked: 41 },
    staff: { active: 7, invited: 1, deactivated: 2 },
    open_items: {
      unread_notifications: 0,
      own_two_factor_off: false,
      invitations_waiting: 0,
      invitations_expired: 0,
      staff_without_two_factor: 0,
      subscription: null,
    },
    ...overrides,
  };
}

/** The calls a signed-in dashboard makes, answered as the server does. */
export function dashboardBackend(profile: UserProfile = staffProfile(), unreadCount = 0) {
  return createFakeBackend()
    .on('GET /api/me', ok(profile))
    .on('GET /api/users/session-timeout', ok({ session_timeout_minutes: 30 }))
    .on('GET /api/csrf-token', ok({ csrfToken: 'csrf-1' }))
    .on('POST /api/logout', ok({ detail: 'Signed out' }))
    .on('GET /api/features/plan-matrix', ok(DEFAULT_PLAN_MATRIX_RESPONSE))
    .on('GET /api/notifications/unread-count', ok({ unread_count: unreadCount }))
    .on('GET /api/dashboard/summary', ok(dashboardSummary()));
}
