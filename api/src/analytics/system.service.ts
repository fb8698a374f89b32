import type { SystemAnalytics } from '@clinio/contracts';
import type { StaffContext } from '../auth/staff-guard';
import { clinicToday, patientFigures, staffFigures } from '../dashboard/dashboard.queries';
import { forbidden } from '../errors/app-error';
import { staffBranchScope } from '../patients/patients.queries';
import { tenantStoredFiles, totalBytes } from '../system-admin/storage-usage';
import { messagesSent, signIns, usageCounts } from './system.queries';

/**
 * GET /api/analytics/system (ADR 056): how the clinic uses Clinio. Clinic-wide counts, so staff
 * limited to some branches are refused rather than shown other branches' use.
 */
export async function systemAnalytics(
  ctx: StaffContext,
  uploadsDir: string,
  range: { from: string; to: string },
): Promise<SystemAnalytics> {
  if ((await staffBranchScope(ctx.tx, ctx.principal)) !== null)
    throw forbidden('System analytics cover every branch: ask someone who works in all of them');
  const { time_zone: timeZone } = await clinicToday(ctx.tx);
  const [days, staff, patients, usage, messages, files] = await Promise.all([
    signIns(ctx.tx, range, timeZone),
    staffFigures(ctx.tx),
    patientFigures(ctx.tx),
    usageCounts(ctx.tx, range, timeZone),
    messagesSent(ctx.tx, range, timeZone),
    tenantStoredFiles(uploadsDir, ctx.principal.tenantId),
  ]);
  return {
    range,
    time_zone: timeZone,
    sign_ins: {
      succeeded: days.reduce((sum, day) => sum + day.succeeded, 0),
      failed: days.reduce((sum, day) => sum + day.failed, 0),
    },
    sign_ins_by_day: days,
    staff: { active: staff.active, signed_in: usage.signedIn, two_factor: staff.two_factor_enabled },
    portal: {
      patients: patients.total,
      linked: patients.portal_linked,
      portal_bookings: usage.portalBookings,
    },
    messages,
    storage: { bytes: totalBytes(files), files: files.length },
  };
}
