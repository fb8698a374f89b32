import { subscriptionSummaryOf, type DashboardSummary, type TenantOverview } from '@clinio/contracts';
import type { StaffContext } from '../auth/staff-guard';
import type { Database } from '../db/database';
import { featureRefusal } from '../plans/feature-gate';
import { readSubscription } from '../plans/subscription-state';
import { tenantStoredFiles, totalBytes } from '../system-admin/storage-usage';
import {
  branchCount,
  clinicToday,
  deniedLastWeek,
  invitationFigures,
  ownTwoFactorOff,
  patientFigures,
  recentActivity,
  signInActivity,
  staffByRole,
  staffFigures,
  unreadNotifications,
} from './dashboard.queries';

async function subscriptionOf(ctx: StaffContext) {
  const { state } = await readSubscription(ctx.tx);
  return subscriptionSummaryOf({ plan: state.plan, status: state.status, trialEndsAt: state.trialEndsAt });
}

/**
 * GET /api/dashboard/summary: what the caller's home shows. Each part follows the permission that
 * opens the same data elsewhere (patients_read, staff_read, staff_manage); the subscription and
 * the team's two-factor coverage are a super admin's.
 */
export async function dashboardSummary(ctx: StaffContext): Promise<DashboardSummary> {
  const { permissions, isSuperAdmin, userId } = ctx.principal;
  const clinic = await clinicToday(ctx.tx);
  const patients = permissions.has('patients_read') ? await patientFigures(ctx.tx) : null;
  const staff = permissions.has('staff_read') ? await staffFigures(ctx.tx) : null;
  const invitations = permissions.has('staff_manage') ? await invitationFigures(ctx.tx) : null;
  const subscription = isSuperAdmin ? await subscriptionOf(ctx) : null;
  const teamTwoFactor = isSuperAdmin ? (staff ?? (await staffFigures(ctx.tx))) : null;
  return {
    ...clinic,
    patients:
      patients === null
        ? null
        : { total: patients.total, new_recent: patients.new_recent, portal_linked: patients.portal_linked },
    staff:
      staff === null
        ? null
        : { active: staff.active, invited: staff.invited, deactivated: staff.deactivated },
    open_items: {
      unread_notifications: await unreadNotifications(ctx.tx, userId),
      own_two_factor_off: await ownTwoFactorOff(ctx.tx, userId),
      invitations_waiting: invitations?.waiting ?? null,
      invitations_expired: invitations?.expired ?? null,
      staff_without_two_factor:
        teamTwoFactor === null ? null : teamTwoFactor.active - teamTwoFactor.two_factor_enabled,
      subscription: subscription !== null && subscription.status !== 'active' ? subscription : null,
    },
  };
}

/** GET /api/dashboard/tenant-overview (super admin): the whole clinic account at a glance. */
export async function tenantOverview(
  ctx: StaffContext,
  deps: { database: Database; uploadsDir: string },
): Promise<TenantOverview> {
  const clinic = await clinicToday(ctx.tx);
  const staff = await staffFigures(ctx.tx);
  const files = await tenantStoredFiles(deps.uploadsDir, ctx.principal.tenantId);
  const auditLocked = await featureRefusal(deps.database, ctx.tx, ctx.principal.roleName, 'audit_logging');
  return {
    ...clinic,
    subscription: await subscriptionOf(ctx),
    patients: await patientFigures(ctx.tx),
    staff: { ...staff, by_role: await staffByRole(ctx.tx) },
    branches: await branchCount(ctx.tx),
    storage: { bytes: totalBytes(files), files: files.length },
    activity: await signInActivity(ctx.tx, clinic.time_zone),
    denied_last_7_days: await deniedLastWeek(ctx.tx),
    recent: auditLocked === null ? await recentActivity(ctx.tx) : null,
  };
}
