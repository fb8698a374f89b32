import type { TenantStatus, TenantStatusChangeResponse } from '@clinio/contracts';
import { writeAudit } from '../audit/audit';
import type { SystemContext } from '../auth/system-guard';
import { conflict, notFound } from '../errors/app-error';
import { writePlatformEvent } from './platform-audit.queries';
import { findTenant } from './tenants.queries';

const TENANT_NOT_FOUND = 'Tenant not found';

type Outcome = { kind: 'missing' } | { kind: 'unchanged' } | { kind: 'changed'; sessionsEnded: number };

/**
 * Suspending and reactivating a clinic account (POST /api/system-admin/tenants/{id}/suspend and
 * …/reactivate). One transaction in the tenant's own scope (row-level security holds): the
 * status, the history row (tenant_status_changes), the clinic's audit log and the platform audit
 * log with the administrator's reason commit together or not at all.
 *
 * What a suspension does:
 * - Staff: every open session of the tenant ends in the same transaction (end_reason
 *   `tenant_suspended`), so the next request with any of its access tokens is 401 and its refresh
 *   tokens are refused; sign-in answers 403 "This clinic account is suspended. Contact support."
 *   (staff-auth/login.service.ts), and a session racing the suspension is refused 403 on every
 *   request by the staff guard, which re-reads the tenant's status.
 * - Patients: their sessions are not ended and they keep signing in. A patient login is a person
 *   across clinics, and a clinic's standing (usually an unpaid account or a breach of terms) must
 *   not cut a patient off from their own record or from their other clinics; they can still see
 *   their link to the suspended clinic and revoke it. The suspended clinic cannot act on their
 *   record (all its staff are out), and it cannot be newly authorized with its clinic code: from
 *   0007, `auth_clinic_by_code` answers only for active tenants, so the code reads as unknown
 *   (the clinic's standing is not told to whoever types the code).
 * - Nothing is deleted: data, settings, plan and subscription stay as they are. Reactivation sets
 *   the status back; staff sign in again (ended sessions do not come back).
 *
 * Suspending a suspended tenant (or reactivating an active one) is a 409 and changes nothing; the
 * refused attempt is recorded in the platform audit log.
 */
async function changeStatus(
  ctx: SystemContext,
  tenantId: string,
  target: TenantStatus,
  reason: string,
): Promise<TenantStatusChangeResponse> {
  const action = target === 'suspended' ? 'tenant.suspended' : 'tenant.reactivated';
  const from: TenantStatus = target === 'suspended' ? 'active' : 'suspended';
  const outcome = await ctx.database.withTenant(tenantId, async (tx): Promise<Outcome> => {
    const tenant = await tx
      .selectFrom('tenants')
      .select(['id', 'status'])
      .where('id', '=', tenantId)
      .forUpdate()
      .executeTakeFirst();
    if (!tenant) return { kind: 'missing' };
    if (tenant.status === target) return { kind: 'unchanged' };
    const now = new Date();
    await tx
      .updateTable('tenants')
      .set({ status: target, updated_at: now })
      .where('id', '=', tenantId)
      .execute();
    let sessionsEnded = 0;
    if (target === 'suspended') {
      const ended = await tx
        .updateTable('staff_sessions')
        .set({ ended_at: now, end_reason: 'tenant_suspended' })
        .where('tenant_id', '=', tenantId)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      sessionsEnded = Number(ended.numUpdatedRows);
    }
    await tx
      .insertInto('tenant_status_changes')
      .values({
        tenant_id: tenantId,
        at: now,
        from_status: from,
        to_status: target,
        reason,
        actor_type: 'system_admin',
        actor_id: ctx.principal.adminId,
      })
      .execute();
    // The clinic's own log says the platform acted (the reason stays in the platform log).
    await writeAudit(tx, tenantId, ctx.actor, {
      action,
      resourceType: 'tenant',
      resourceId: tenantId,
      outcome: 'success',
    });
    await writePlatformEvent(tx, ctx.actor, {
      action,
      resourceType: 'tenant',
      resourceId: tenantId,
      subjectTenantId: tenantId,
      outcome: 'success',
      reason,
    });
    return { kind: 'changed', sessionsEnded };
  });
  if (outcome.kind === 'missing') throw notFound(TENANT_NOT_FOUND);
  if (outcome.kind === 'unchanged') {
    await writePlatformEvent(ctx.database.app, ctx.actor, {
      action,
      resourceType: 'tenant',
      resourceId: tenantId,
      subjectTenantId: tenantId,
      outcome: 'failure',
      reason,
    });
    throw conflict(
      target === 'suspended'
        ? 'This clinic account is already suspended'
        : 'This clinic account is not suspended',
    );
  }
  const tenant = await findTenant(ctx.database.unscoped(), tenantId);
  if (tenant === null) throw notFound(TENANT_NOT_FOUND);
  return { tenant, sessions_ended: outcome.sessionsEnded };
}

export function suspendTenant(ctx: SystemContext, tenantId: string, reason: string) {
  return changeStatus(ctx, tenantId, 'suspended', reason);
}

export function reactivateTenant(ctx: SystemContext, tenantId: string, reason: string) {
  return changeStatus(ctx, tenantId, 'active', reason);
}
