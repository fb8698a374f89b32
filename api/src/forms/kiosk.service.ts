import type { StaffContext } from '../auth/staff-guard';
import type { Denial } from '../audit/denials';
import { notFound } from '../errors/app-error';
import { inScope, staffBranchScope } from '../patients/patients.queries';
import type { Services } from '../platform/services';
import { checkCurrentPassword } from '../users/reauthenticate';

/**
 * Leaving the desk's kiosk (issue 16 section 2): the tablet showed one patient's forms; the staff
 * member who opened it types their own password to get the dashboard back, so the patient cannot
 * wander into it. The patient must be one the caller may see (another tenant's is a 404); a wrong
 * password is throttled and audited like any re-authentication (quality bar 9).
 */
export async function leaveKiosk(
  services: Services,
  ctx: StaffContext,
  patientId: string,
  password: string,
): Promise<{ unlocked: true } | Denial> {
  const [patient, scope] = await Promise.all([
    ctx.tx.selectFrom('patients').select(['id', 'branch_id']).where('id', '=', patientId).executeTakeFirst(),
    staffBranchScope(ctx.tx, ctx.principal),
  ]);
  if (patient === undefined || !inScope(patient.branch_id, scope)) throw notFound('Patient not found');
  const refused = await checkCurrentPassword(services, ctx, { password, field: 'password' });
  if (refused) return refused;
  await ctx.audit({
    action: 'paperwork.kiosk_left',
    resourceType: 'patient',
    resourceId: patient.id,
    branchId: patient.branch_id,
    outcome: 'success',
  });
  return { unlocked: true };
}
