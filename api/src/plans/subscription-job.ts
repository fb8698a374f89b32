import { PLANS, TRIAL_ENDING_NOTICE_DAYS, subscriberPlanOf, trialDaysLeft } from '@clinio/contracts';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { runJobForTenant, systemJobHandle } from '../jobs/tenant-job';
import { notify } from '../notifications/notify';
import { recordSubscriptionChange } from './subscription.service';

/** Tenants handled per step of one run; the next run takes the rest. */
const BATCH = 500;

export interface SubscriptionJobResult {
  /** Tenants whose trial this run ended. */
  expired: string[];
  /** Tenants whose super admins this run told that the trial ends soon. */
  warned: string[];
  /** Tenants that failed (logged by the caller; retried by the next run). */
  failed: { tenantId: string; error: unknown }[];
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * One run of the trial job. For each running trial past its end: one conditional
 * `UPDATE … SET status = 'expired' … RETURNING` in the tenant's own transaction, and in that same
 * transaction the history row and the super admins' notification. The update is the claim: with
 * two processes (or two runs) on one tenant, the second finds the row no longer a trial and does
 * nothing, so each trial expires once and is announced once. Trials ending within
 * TRIAL_ENDING_NOTICE_DAYS get their one notice the same way (claimed by setting
 * trial_ending_notified_at). Candidates are found across tenants by the unscoped handle; every
 * write happens under the tenant's row-level security.
 */
export async function runSubscriptionJob(database: Database): Promise<SubscriptionJobResult> {
  const result: SubscriptionJobResult = { expired: [], warned: [], failed: [] };
  const system = systemJobHandle(database);

  const ending = await system
    .selectFrom('subscriptions')
    .select('tenant_id')
    .where('status', '=', 'trial')
    .where('trial_ends_at', '<=', sql<Date>`now()`)
    .orderBy('trial_ends_at')
    .limit(BATCH)
    .execute();
  for (const { tenant_id: tenantId } of ending) {
    try {
      const expired = await runJobForTenant(database, tenantId, async (tx) => {
        const row = await tx
          .updateTable('subscriptions')
          .set({ status: 'expired', updated_at: sql`now()` })
          .where('tenant_id', '=', tenantId)
          .where('status', '=', 'trial')
          .where('trial_ends_at', '<=', sql<Date>`now()`)
          .returning(['plan', 'trial_ends_at'])
          .executeTakeFirst();
        if (row === undefined) return false;
        const plan = subscriberPlanOf(row.plan);
        await recordSubscriptionChange(tx, tenantId, {
          reason: 'trial_expired',
          from: { plan, status: 'trial', effectiveStatus: 'expired', trialEndsAt: row.trial_ends_at },
          plan,
          status: 'expired',
          trialEndsAt: row.trial_ends_at,
          actor: { type: 'system', id: null },
        });
        await notify(
          tx,
          tenantId,
          { superAdmins: true },
          {
            title: 'Trial expired - Limited Access',
            message:
              'The free trial has ended. Most features are disabled until you choose a plan; subscription management stays available.',
            category: 'billing',
            priority: 'urgent',
          },
        );
        return true;
      });
      if (expired) result.expired.push(tenantId);
    } catch (error) {
      result.failed.push({ tenantId, error });
    }
  }

  const soon = await system
    .selectFrom('subscriptions')
    .select('tenant_id')
    .where('status', '=', 'trial')
    .where('trial_ending_notified_at', 'is', null)
    .where('trial_ends_at', '>', sql<Date>`now()`)
    .where('trial_ends_at', '<=', sql<Date>`now() + make_interval(days => ${TRIAL_ENDING_NOTICE_DAYS})`)
    .orderBy('trial_ends_at')
    .limit(BATCH)
    .execute();
  for (const { tenant_id: tenantId } of soon) {
    try {
      const warned = await runJobForTenant(database, tenantId, async (tx) => {
        const row = await tx
          .updateTable('subscriptions')
          .set({ trial_ending_notified_at: sql`now()` })
          .where('tenant_id', '=', tenantId)
          .where('status', '=', 'trial')
          .where('trial_ending_notified_at', 'is', null)
          .where('trial_ends_at', '>', sql<Date>`now()`)
          .where('trial_ends_at', '<=', sql<Date>`now() + make_interval(days => ${TRIAL_ENDING_NOTICE_DAYS})`)
          .returning(['trial_ends_at'])
          .executeTakeFirst();
        if (row === undefined || row.trial_ends_at === null) return false;
        const left = trialDaysLeft(row.trial_ends_at) ?? 0;
        await notify(
          tx,
          tenantId,
          { superAdmins: true },
          {
            title: `Your trial ends in ${left} day${left === 1 ? '' : 's'}`,
            message: `The free trial ends on ${day(row.trial_ends_at)} (UTC). Choose a plan in Subscription Management to keep every feature; Essential is ${PLANS.essential.price}.`,
            category: 'billing',
            priority: 'high',
          },
        );
        return true;
      });
      if (warned) result.warned.push(tenantId);
    } catch (error) {
      result.failed.push({ tenantId, error });
    }
  }
  return result;
}

/**
 * The `trials.check` job, queued by a cron schedule (every five minutes, api/src/jobs/queues.ts)
 * and once at each worker's start. A tenant that failed fails the job, so the queue retries it
 * with backoff (the tenants already done are skipped by their conditional updates).
 */
export async function runTrialsJob(
  database: Database,
  onResult?: (result: SubscriptionJobResult) => void,
): Promise<void> {
  const result = await runSubscriptionJob(database);
  onResult?.(result);
  if (result.failed.length > 0) {
    throw new AggregateError(
      result.failed.map((failure) => failure.error),
      `the trial job failed for ${result.failed.length} tenant(s)`,
    );
  }
}
