import {
  DEFAULT_PLAN,
  checkFeatureAccess,
  effectiveSubscriptionStatus,
  normalizeSubscriptionStatus,
  subscriberPlanOf,
  type FeatureAccessDecision,
  type PlanId,
  type SubscriptionStatus,
} from '@clinio/contracts';
import type { Database, TenantTx } from '../db/database';
import { loadFeatureData } from './feature-store';

/** A tenant's stored subscription with plan and status made canonical. */
export interface SubscriptionState {
  plan: PlanId;
  /** As stored. */
  status: SubscriptionStatus;
  /** What holds now: a trial past its end counts as expired even before the job has run. */
  effectiveStatus: SubscriptionStatus;
  trialEndsAt: Date | null;
}

/** The subscription of the transaction's tenant. A tenant without a row is on the default trial. */
export async function readSubscription(tx: TenantTx, options: { forUpdate?: boolean } = {}) {
  const row = await tx
    .selectFrom('subscriptions')
    .select(['plan', 'status', 'trial_ends_at'])
    .$if(options.forUpdate === true, (query) => query.forUpdate())
    .executeTakeFirst();
  const status = normalizeSubscriptionStatus(row?.status) ?? 'trial';
  const trialEndsAt = row?.trial_ends_at ?? null;
  const state: SubscriptionState = {
    plan: row === undefined ? DEFAULT_PLAN : subscriberPlanOf(row.plan),
    status,
    effectiveStatus: effectiveSubscriptionStatus(status, trialEndsAt),
    trialEndsAt,
  };
  return { exists: row !== undefined, state };
}

/**
 * The one access rule (ADR 016, `checkFeatureAccess`) for a staff member of the transaction's
 * tenant: their role, the tenant's subscription, and the stored catalogue and matrix.
 */
export async function decideFeatureAccess(
  database: Database,
  tx: TenantTx,
  roleName: string,
  featureKey: string,
): Promise<FeatureAccessDecision> {
  const { state } = await readSubscription(tx);
  const data = await loadFeatureData(database, tx);
  return checkFeatureAccess({
    featureKey,
    subject: { roleName, planName: state.plan, subscriptionStatus: state.effectiveStatus },
    data,
  });
}
