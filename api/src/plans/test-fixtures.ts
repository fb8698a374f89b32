import { randomBytes } from 'node:crypto';
import type { PlanId, SubscriptionStatus } from '@clinio/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { buildStaff, signIn, type SignedIn } from '../test/factories';
import { provisionTenant, type ProvisionedTenant } from '../tenancy/provision';

/** A tenant as registration creates it: on the trial, ending in 14 days. */
export async function buildTrialTenant(database: Database): Promise<ProvisionedTenant> {
  const suffix = randomBytes(4).toString('hex');
  return provisionTenant(database, {
    slug: `trial-${suffix}`,
    name: `Trial Clinic ${suffix}`,
    timezone: 'UTC',
    branches: [{ name: 'Main' }],
  });
}

/** Sets a tenant's subscription directly (what the job or the platform would have written). */
export async function setSubscription(
  database: Database,
  tenantId: string,
  values: { plan?: PlanId; status?: SubscriptionStatus; trial_ends_at?: Date | null },
): Promise<void> {
  await database.withTenant(tenantId, (tx) =>
    tx.updateTable('subscriptions').set(values).where('tenant_id', '=', tenantId).execute(),
  );
}

/** A signed-in staff member of `tenant` with a system role. */
export async function signedInStaff(
  server: FastifyInstance,
  database: Database,
  tenant: ProvisionedTenant,
  role: 'super_admin' | 'admin' | 'provider' | 'front_desk' | 'billing' = 'super_admin',
): Promise<SignedIn & { id: string }> {
  const staff = await buildStaff(database, { tenant, role });
  return { ...(await signIn(server, staff)), id: staff.id };
}

export async function notificationsOf(database: Database, tenantId: string) {
  return database.withTenant(tenantId, (tx) =>
    tx.selectFrom('notifications').select(['user_id', 'title', 'category', 'priority']).execute(),
  );
}

export async function historyOf(database: Database, tenantId: string) {
  return database.withTenant(tenantId, (tx) =>
    tx
      .selectFrom('subscription_changes')
      .select(['reason', 'from_plan', 'to_plan', 'from_status', 'to_status', 'actor_type', 'actor_id'])
      .orderBy('at')
      .execute(),
  );
}
