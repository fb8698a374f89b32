import { SubscriptionResponse } from '@clinio/contracts';
import { buildTenant } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { runSubscriptionJob } from './subscription-job';
import {
  buildTrialTenant,
  historyOf,
  notificationsOf,
  setSubscription,
  signedInStaff,
} from './test-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
const statusOf = async (tenantId: string) =>
  ctx.db.database.withTenant(tenantId, (tx) =>
    tx.selectFrom('subscriptions').select(['plan', 'status']).executeTakeFirstOrThrow(),
  );

/** A trial clinic with two super admins and an admin, its trial ending `inMs` from now. */
async function trialEndingIn(inMs: number) {
  const tenant = await buildTrialTenant(ctx.db.database);
  const owners = [
    await signedInStaff(ctx.server, ctx.db.database, tenant, 'super_admin'),
    await signedInStaff(ctx.server, ctx.db.database, tenant, 'super_admin'),
  ];
  await signedInStaff(ctx.server, ctx.db.database, tenant, 'admin');
  await setSubscription(ctx.db.database, tenant.tenantId, { trial_ends_at: new Date(Date.now() + inMs) });
  return { tenant, owners };
}

it('expires a trial past its end once, notifies its super admins once, and a second run changes nothing', async () => {
  const ended = await trialEndingIn(-60_000);
  const ending = await trialEndingIn(2 * DAY + 3_600_000);
  const running = await trialEndingIn(10 * DAY);
  const paying = await buildTenant(ctx.db.database);

  const first = await runSubscriptionJob(ctx.db.database);
  expect(first.failed).toEqual([]);
  expect(first.expired).toContain(ended.tenant.tenantId);
  expect(first.warned).toContain(ending.tenant.tenantId);
  for (const id of [running.tenant.tenantId, paying.tenantId]) {
    expect(first.expired).not.toContain(id);
    expect(first.warned).not.toContain(id);
  }
  expect(first.warned).not.toContain(ended.tenant.tenantId);

  expect(await statusOf(ended.tenant.tenantId)).toEqual({ plan: 'trial', status: 'expired' });
  expect(await statusOf(ending.tenant.tenantId)).toEqual({ plan: 'trial', status: 'trial' });
  expect(await statusOf(paying.tenantId)).toEqual({ plan: 'pro', status: 'active' });

  const expiredNotices = await notificationsOf(ctx.db.database, ended.tenant.tenantId);
  expect(expiredNotices.map((notice) => notice.user_id).sort()).toEqual(
    ended.owners.map((owner) => owner.id).sort(),
  );
  expect(expiredNotices[0]).toMatchObject({
    title: 'Trial expired - Limited Access',
    category: 'billing',
    priority: 'urgent',
  });
  const endingNotices = await notificationsOf(ctx.db.database, ending.tenant.tenantId);
  expect(endingNotices).toHaveLength(2);
  expect(endingNotices[0]).toMatchObject({ title: 'Your trial ends in 3 days', priority: 'high' });
  expect(await notificationsOf(ctx.db.database, running.tenant.tenantId)).toEqual([]);
  expect((await historyOf(ctx.db.database, ended.tenant.tenantId)).at(-1)).toEqual({
    reason: 'trial_expired',
    from_plan: 'trial',
    to_plan: 'trial',
    from_status: 'trial',
    to_status: 'expired',
    actor_type: 'system',
    actor_id: null,
  });

  const second = await runSubscriptionJob(ctx.db.database);
  expect(second).toEqual({ expired: [], warned: [], failed: [] });
  expect(await notificationsOf(ctx.db.database, ended.tenant.tenantId)).toHaveLength(2);
  expect(await notificationsOf(ctx.db.database, ending.tenant.tenantId)).toHaveLength(2);
  expect(await historyOf(ctx.db.database, ended.tenant.tenantId)).toHaveLength(2);

  // The expired clinic's super admin still reaches the subscription, read as expired.
  const subscription = await ctx.server.inject({
    method: 'GET',
    url: '/api/subscription',
    headers: ended.owners[0]?.headers ?? {},
  });
  expect(SubscriptionResponse.parse(subscription.json())).toMatchObject({ status: 'expired' });
});

it('expires a trial exactly once when two processes run at the same moment', async () => {
  const ended = await trialEndingIn(-1_000);
  const runs = await Promise.all([runSubscriptionJob(ctx.db.database), runSubscriptionJob(ctx.db.database)]);
  expect(runs.flatMap((run) => run.failed)).toEqual([]);
  expect(runs.flatMap((run) => run.expired).filter((id) => id === ended.tenant.tenantId)).toHaveLength(1);
  expect(await notificationsOf(ctx.db.database, ended.tenant.tenantId)).toHaveLength(2);
  expect(
    (await historyOf(ctx.db.database, ended.tenant.tenantId)).filter((row) => row.reason === 'trial_expired'),
  ).toHaveLength(1);
});

it('warns again only when the trial end moves', async () => {
  const ending = await trialEndingIn(DAY);
  expect((await runSubscriptionJob(ctx.db.database)).warned).toEqual([ending.tenant.tenantId]);
  expect((await runSubscriptionJob(ctx.db.database)).warned).toEqual([]);
  // What the system administrator's PATCH does when it moves the end (system-tenant-subscription.test covers the route).
  await setSubscription(ctx.db.database, ending.tenant.tenantId, {
    trial_ends_at: new Date(Date.now() + 2 * DAY),
  });
  await ctx.db.database.withTenant(ending.tenant.tenantId, (tx) =>
    tx.updateTable('subscriptions').set({ trial_ending_notified_at: null }).execute(),
  );
  expect((await runSubscriptionJob(ctx.db.database)).warned).toEqual([ending.tenant.tenantId]);
  expect(await notificationsOf(ctx.db.database, ending.tenant.tenantId)).toHaveLength(4);
});

it('runs as the trials.check job of the durable queue, one queued at a time', async () => {
  const ended = await trialEndingIn(-1_000);
  const db = ctx.db.database.app;
  expect(await ctx.jobs.enqueue(db, 'trials.check', {})).toEqual(expect.any(String));
  // A schedule tick while a run is still queued adds nothing (the queue's 'stately' policy).
  expect(await ctx.jobs.enqueue(db, 'trials.check', {})).toBeNull();
  expect(await ctx.jobs.drain()).toBe(1);
  expect((await statusOf(ended.tenant.tenantId)).status).toBe('expired');
});
