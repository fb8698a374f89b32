import {
  PLANS,
  subscriptionSummaryOf,
  type ChangePlanRequest,
  type PlanId,
  type SubscriptionResponse,
  type SubscriptionStatus,
  type SubscriptionSummary,
  type TenantSubscriptionResponse,
  type TenantSubscriptionUpdate,
} from '@clinio/contracts';
import type { StaffContext } from '../auth/staff-guard';
import type { SystemContext } from '../auth/system-guard';
import { writeAudit } from '../audit/audit';
import type { TenantTx } from '../db/database';
import type { SubscriptionChangeReason } from '../db/schema';
import { AppError, notFound } from '../errors/app-error';
import { notify } from '../notifications/notify';
import { readSubscription, type SubscriptionState } from './subscription-state';

const summaryOf = (state: SubscriptionState): SubscriptionSummary =>
  subscriptionSummaryOf({ plan: state.plan, status: state.status, trialEndsAt: state.trialEndsAt });

/** GET /api/subscription: the tenant's plan, its price and status, and the trial's end. */
export async function getSubscription(ctx: StaffContext): Promise<SubscriptionResponse> {
  const { state } = await readSubscription(ctx.tx);
  return { ...summaryOf(state), can_change_plan: ctx.principal.isSuperAdmin };
}

interface Change {
  reason: SubscriptionChangeReason;
  from: SubscriptionState;
  plan: PlanId;
  status: SubscriptionStatus;
  trialEndsAt: Date | null;
  actor: { type: 'staff' | 'system_admin' | 'system'; id: string | null };
}

/** One row of the append-only history (the subscription row itself is written by the caller). */
export async function recordSubscriptionChange(tx: TenantTx, tenantId: string, change: Change) {
  await tx
    .insertInto('subscription_changes')
    .values({
      tenant_id: tenantId,
      reason: change.reason,
      from_plan: change.from.plan,
      to_plan: change.plan,
      from_status: change.from.status,
      to_status: change.status,
      trial_ends_at: change.trialEndsAt,
      actor_type: change.actor.type,
      actor_id: change.actor.id,
    })
    .execute();
}

function planChangedNotice(from: SubscriptionState, plan: PlanId, status: SubscriptionStatus, by: string) {
  const to = PLANS[plan];
  const planText =
    from.plan === plan
      ? `The clinic stays on the ${to.name} plan (${to.price})`
      : `The clinic moved from the ${PLANS[from.plan].name} plan to the ${to.name} plan (${to.price})`;
  return {
    title: from.plan === plan ? `Subscription is now ${status}` : `Plan changed to ${to.name}`,
    message: `${planText}; the subscription is ${status}. Changed by ${by}.`,
    category: 'billing' as const,
  };
}

/**
 * POST /api/subscription/change-plan (super admin; feature subscription_management, which an
 * expired super admin keeps). The plan takes effect at once and the subscription becomes active:
 * there is no payment step yet — when card payments arrive, the change will wait for the
 * provider's confirmation instead of being written here. Choosing the current plan of an active
 * subscription changes nothing and records nothing. Recorded in the history and the audit log;
 * the other super admins are notified.
 */
export async function changePlan(ctx: StaffContext, input: ChangePlanRequest): Promise<SubscriptionResponse> {
  const { tenantId, userId } = ctx.principal;
  const { state: from } = await readSubscription(ctx.tx, { forUpdate: true });
  if (from.plan === input.plan && from.effectiveStatus === 'active') {
    return { ...summaryOf(from), can_change_plan: true };
  }
  const updated = await ctx.tx
    .updateTable('subscriptions')
    .set({ plan: input.plan, status: 'active', updated_at: new Date() })
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await ctx.tx
      .insertInto('subscriptions')
      .values({ tenant_id: tenantId, plan: input.plan, status: 'active' })
      .execute();
  }
  await recordSubscriptionChange(ctx.tx, tenantId, {
    reason: 'plan_changed',
    from,
    plan: input.plan,
    status: 'active',
    trialEndsAt: from.trialEndsAt,
    actor: { type: 'staff', id: userId },
  });
  await ctx.audit({
    action: 'subscription.plan_changed',
    resourceType: 'subscription',
    resourceId: tenantId,
    outcome: 'success',
  });
  const by = ctx.principal.username === '' ? 'a super admin' : ctx.principal.username;
  await notify(
    ctx.tx,
    tenantId,
    { superAdmins: true, except: [userId] },
    planChangedNotice(from, input.plan, 'active', by),
  );
  const { state } = await readSubscription(ctx.tx);
  return { ...summaryOf(state), can_change_plan: true };
}

async function tenantExists(tx: TenantTx, tenantId: string): Promise<boolean> {
  const row = await tx.selectFrom('tenants').select('id').where('id', '=', tenantId).executeTakeFirst();
  return row !== undefined;
}

/** System administrator: GET /api/system-admin/tenants/{tenantId}/subscription. */
export async function getTenantSubscription(
  ctx: SystemContext,
  tenantId: string,
): Promise<TenantSubscriptionResponse> {
  return ctx.database.withTenant(tenantId, async (tx) => {
    if (!(await tenantExists(tx, tenantId))) throw notFound('Tenant not found');
    const { state } = await readSubscription(tx);
    return { ...summaryOf(state), tenant_id: tenantId };
  });
}

function invalidTrial(field: string, message: string): AppError {
  return new AppError(400, 'validation_error', `${field}: ${message}`, { fields: [{ field, message }] });
}

/**
 * System administrator: PATCH /api/system-admin/tenants/{tenantId}/subscription sets the plan,
 * the status and the trial's end (support, sales, extensions). Runs in the tenant's own
 * transaction (row-level security holds); recorded in the history, the tenant's audit log and the
 * platform audit log; the clinic's super admins are notified. Moving the trial's end re-arms the
 * "trial ends soon" notice.
 */
export async function updateTenantSubscription(
  ctx: SystemContext,
  tenantId: string,
  input: TenantSubscriptionUpdate,
): Promise<TenantSubscriptionResponse> {
  const result = await ctx.database.withTenant(tenantId, async (tx) => {
    if (!(await tenantExists(tx, tenantId))) return null;
    const { exists, state: from } = await readSubscription(tx, { forUpdate: true });
    const plan = input.plan ?? from.plan;
    const status = input.status ?? from.status;
    const trialEndsAt =
      input.trial_ends_at === undefined
        ? from.trialEndsAt
        : input.trial_ends_at === null
          ? null
          : new Date(input.trial_ends_at);
    if (status === 'trial' && trialEndsAt === null) {
      throw invalidTrial('trial_ends_at', 'A trial needs an end date');
    }
    const endMoved = (trialEndsAt?.getTime() ?? null) !== (from.trialEndsAt?.getTime() ?? null);
    const values = {
      plan,
      status,
      trial_ends_at: trialEndsAt,
      updated_at: new Date(),
      ...(endMoved || status !== from.status ? { trial_ending_notified_at: null } : {}),
    };
    if (exists) {
      await tx.updateTable('subscriptions').set(values).where('tenant_id', '=', tenantId).execute();
    } else {
      await tx
        .insertInto('subscriptions')
        .values({ ...values, tenant_id: tenantId })
        .execute();
    }
    await recordSubscriptionChange(tx, tenantId, {
      reason: 'system_admin',
      from,
      plan,
      status,
      trialEndsAt,
      actor: { type: 'system_admin', id: ctx.principal.adminId },
    });
    await writeAudit(tx, tenantId, ctx.actor, {
      action: 'subscription.updated_by_platform',
      resourceType: 'subscription',
      resourceId: tenantId,
      outcome: 'success',
    });
    if (plan !== from.plan || status !== from.status) {
      await notify(
        tx,
        tenantId,
        { superAdmins: true },
        planChangedNotice(from, plan, status, 'Clinio support'),
      );
    }
    const { state } = await readSubscription(tx);
    return { ...summaryOf(state), tenant_id: tenantId };
  });
  if (result === null) throw notFound('Tenant not found');
  await ctx.audit({
    action: 'subscription.updated',
    resourceType: 'subscription',
    resourceId: tenantId,
    subjectTenantId: tenantId,
    outcome: 'success',
  });
  return result;
}
