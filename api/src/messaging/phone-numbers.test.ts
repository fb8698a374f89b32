import type { StaffContext } from '../auth/staff-guard';
import { startFakeTwilio, type FakeTwilio } from '../test/fake-twilio';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';
import { buyPhoneNumber, RECONCILE_AFTER_MS, runNumberReconcileJob } from './phone-numbers.service';
import { buildMessagingClinic } from './test-fixtures';

/**
 * Numbers at the SMS provider (issue 18) on real PostgreSQL, with the real adapter against a local
 * server speaking Twilio's numbers API: search, buy, release, and the check that releases a number
 * whose purchase the clinic's transaction did not keep.
 */
const PUBLIC_APP_URL = 'https://app.clinio.test';
let ctx: TestContext;
let twilio: FakeTwilio;

beforeAll(async () => {
  twilio = await startFakeTwilio();
  ctx = await createTestApp({ env: { PUBLIC_APP_URL, ...twilio.env } });
});
afterAll(async () => {
  await ctx.close();
  await twilio.close();
});

/** The reconcile checks queued for a number the provider gave this sid, with when they run. */
async function reconcileChecks(providerSid: string) {
  const { rows } = await ownerQuery<{ data: { tenantId: string; providerSid: string }; start_after: Date }>(
    ctx.db.ownerUrl,
    `select data, start_after from pgboss.job where name = 'phone_numbers.reconcile' and data->>'providerSid' = $1`,
    [providerSid],
  );
  return rows;
}

it("searches the provider's numbers, buys one for a branch (its texts to our webhook) and releases it there", async () => {
  const mine = await buildMessagingClinic(ctx.server, ctx.db.database);
  const headers = mine.owner.session.headers;
  // A number a clinic here already holds is not offered, though the provider still lists it.
  twilio.forSale.push({ e164: mine.clinicNumber, locality: 'Washington', region: 'DC' });
  const search = await ctx.server.inject({
    method: 'GET',
    url: '/api/phone-numbers/available?area_code=860&contains=014',
    headers,
  });
  expect(search.statusCode).toBe(200);
  const offered = search.json<{ items: { e164: string; locality: string }[] }>().items;
  expect(offered.length).toBeGreaterThan(0);
  expect(offered.every((item) => item.e164.startsWith('+1860') && item.locality === 'Hartford')).toBe(true);
  const held = await ctx.server.inject({
    method: 'GET',
    url: `/api/phone-numbers/available?area_code=${mine.clinicNumber.slice(2, 5)}`,
    headers,
  });
  expect(held.json<{ items: { e164: string }[] }>().items.map((item) => item.e164)).not.toContain(
    mine.clinicNumber,
  );

  const e164 = offered[0]?.e164 ?? '';
  const bought = await ctx.server.inject({
    method: 'POST',
    url: '/api/phone-numbers/purchase',
    headers,
    payload: { e164, branch_id: mine.tenant.branchIds[0] },
  });
  expect(bought.statusCode).toBe(201);
  expect(bought.json()).toMatchObject({ e164, status: 'active', branch_id: mine.tenant.branchIds[0] });
  const sold = twilio.owned.find((item) => item.e164 === e164);
  expect(sold?.smsUrl).toBe(`${PUBLIC_APP_URL}/api/webhooks/sms/inbound`);
  // Sold once: the provider refuses it to the next buyer, and says why.
  const again = await ctx.server.inject({
    method: 'POST',
    url: '/api/phone-numbers/purchase',
    headers,
    payload: { e164 },
  });
  expect(again.statusCode).toBe(409);
  expect(again.json<{ detail: string }>().detail).toContain('21422');

  // Another clinic can neither release it nor see it; its owner releases it, at the provider too.
  const other = await buildMessagingClinic(ctx.server, ctx.db.database);
  const id = bought.json<{ id: string }>().id;
  const crossed = await ctx.server.inject({
    method: 'DELETE',
    url: `/api/phone-numbers/${id}`,
    headers: other.owner.session.headers,
  });
  expect(crossed.statusCode).toBe(404);
  expect(sold?.released).toBe(false);
  const released = await ctx.server.inject({ method: 'DELETE', url: `/api/phone-numbers/${id}`, headers });
  expect(released.json()).toMatchObject({ status: 'released' });
  expect(sold?.released).toBe(true);

  const bad = await ctx.server.inject({
    method: 'GET',
    url: '/api/phone-numbers/available?area_code=86',
    headers,
  });
  expect(bad.statusCode).toBe(400);
});

it('releases at the provider a number whose purchase the clinic did not keep, and only that one', async () => {
  const mine = await buildMessagingClinic(ctx.server, ctx.db.database);
  twilio.forSale.push(
    { e164: '+18605550171', locality: 'Hartford', region: 'CT' },
    { e164: '+18605550172', locality: 'Hartford', region: 'CT' },
  );
  // A purchase whose transaction rolls back after the provider sold the number (a failed commit).
  const before = Date.now();
  await expect(
    ctx.db.database.withTenant(mine.tenant.tenantId, async (tx) => {
      const caller = { principal: { tenantId: mine.tenant.tenantId }, tx } as unknown as StaffContext;
      await buyPhoneNumber(ctx.services, caller, { e164: '+18605550171', branch_id: null });
      throw new Error('the commit failed');
    }),
  ).rejects.toThrow('the commit failed');
  const lost = twilio.owned.find((item) => item.e164 === '+18605550171');
  expect(lost?.released).toBe(false);
  const [check] = await reconcileChecks(lost?.sid ?? '');
  // Queued outside the rolled-back transaction, to run once any request is long over.
  expect(check?.data).toEqual({ tenantId: mine.tenant.tenantId, providerSid: lost?.sid });
  expect(check?.start_after.getTime()).toBeGreaterThanOrEqual(before + RECONCILE_AFTER_MS - 1000);
  await runNumberReconcileJob(ctx.services, check?.data ?? { tenantId: '', providerSid: '' });
  expect(lost?.released).toBe(true);
  // Run again (a retry): the provider no longer has it, and that is no failure.
  await runNumberReconcileJob(ctx.services, check?.data ?? { tenantId: '', providerSid: '' });

  // A purchase that committed keeps its number.
  const bought = await ctx.server.inject({
    method: 'POST',
    url: '/api/phone-numbers/purchase',
    headers: mine.owner.session.headers,
    payload: { e164: '+18605550172' },
  });
  expect(bought.statusCode).toBe(201);
  const kept = twilio.owned.find((item) => item.e164 === '+18605550172');
  const [keptCheck] = await reconcileChecks(kept?.sid ?? '');
  await runNumberReconcileJob(ctx.services, keptCheck?.data ?? { tenantId: '', providerSid: '' });
  expect(keptCheck?.data.tenantId).toBe(mine.tenant.tenantId);
  expect(kept?.released).toBe(false);
});
