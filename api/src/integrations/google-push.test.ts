import fc from 'fast-check';
import { FUTURE_MONDAY } from '../appointments/test-fixtures';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';
import { setIntegrationAdaptersFactory } from './adapters';
import { startFakeProviders, type FakeProviders } from './fake-providers';
import { channelToken, PUSH_PATH } from './google-push';
import { buildIntegrationsClinic, call, connectThrough, type IntegrationsClinic } from './test-fixtures';

/**
 * Google push notifications (ADR 055) with the real adapter against the local Google server, on a
 * product with a public HTTPS address: the calendar is watched after its sync, a notification
 * signed for its channel brings a new busy time in through the queue, a forged or unknown one is
 * refused, the channel is renewed before it ends and stopped on disconnect.
 */
const PUBLIC_APP_URL = 'https://app.clinio.test';
let ctx: TestContext;
let fake: FakeProviders;
let clinic: IntegrationsClinic;

beforeAll(async () => {
  fake = await startFakeProviders();
  setIntegrationAdaptersFactory(() => fake.adapters);
  ctx = await createTestApp({ env: { PUBLIC_APP_URL } });
  clinic = await buildIntegrationsClinic(ctx);
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
  setIntegrationAdaptersFactory(null);
});

const connection = async () =>
  ctx.db.database.withTenant(clinic.clinic.tenant.tenantId, (tx) =>
    tx
      .selectFrom('integration_connections')
      .selectAll()
      .where('provider', '=', 'google_calendar')
      .executeTakeFirst(),
  );
const busyTimes = () =>
  ctx.db.database.withTenant(clinic.clinic.tenant.tenantId, (tx) =>
    tx.selectFrom('calendar_busy_times').select(['external_id']).execute(),
  );
/** The calendar syncs queued and not yet run. */
const queuedSyncs = async () =>
  Number(
    (
      await ownerQuery<{ n: string }>(
        ctx.db.ownerUrl,
        "select count(*) as n from pgboss.job where name = 'integrations.calendar_sync' and state = 'created'",
      )
    ).rows[0]?.n,
  );
const notify = (headers: Record<string, string>) =>
  ctx.server.inject({ method: 'POST', url: PUSH_PATH, headers });

it('watches the calendar after its first sync, and a signed notification brings a change in at once', async () => {
  await connectThrough(ctx, fake, clinic.provider, 'google');
  await ctx.jobs.drain();
  const row = await connection();
  const channel = fake.channels.get(row?.push_channel_id ?? '');
  expect(channel).toMatchObject({
    address: `${PUBLIC_APP_URL}${PUSH_PATH}`,
    calendarId: 'primary',
    resourceId: row?.push_resource_id,
    stopped: false,
  });
  expect(channel?.token).toBe(channelToken(ctx.services.keys, row?.push_channel_id ?? ''));
  expect(row?.push_expires_at?.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);

  const id = row?.push_channel_id ?? '';
  const signed = { 'x-goog-channel-id': id, 'x-goog-channel-token': channel?.token ?? '' };
  // The channel's first message says only that it works.
  expect((await notify({ ...signed, 'x-goog-resource-state': 'sync' })).statusCode).toBe(200);
  expect(await queuedSyncs()).toBe(0);

  // The provider adds a busy hour in Google; Google notifies; the queue reads it.
  const busy = fake.addBusy(`${FUTURE_MONDAY}T14:00:00Z`, `${FUTURE_MONDAY}T15:00:00Z`);
  expect((await notify({ ...signed, 'x-goog-resource-state': 'exists' })).statusCode).toBe(200);
  expect(await queuedSyncs()).toBe(1);
  await ctx.jobs.drain();
  expect((await busyTimes()).map((item) => item.external_id)).toContain(busy);
});

it('refuses a notification with a wrong token or for an unknown channel, queueing nothing', async () => {
  const row = await connection();
  const forged = await notify({
    'x-goog-channel-id': row?.push_channel_id ?? '',
    'x-goog-channel-token': 'forged',
    'x-goog-resource-state': 'exists',
  });
  expect(forged.statusCode).toBe(403);
  const unknown = await notify({
    'x-goog-channel-id': '00000000-0000-4000-8000-00000000dead',
    'x-goog-channel-token': channelToken(ctx.services.keys, '00000000-0000-4000-8000-00000000dead'),
    'x-goog-resource-state': 'exists',
  });
  expect(unknown.statusCode).toBe(404);
  expect((await notify({ 'x-goog-resource-state': 'exists' })).statusCode).toBe(404);
  expect(await queuedSyncs()).toBe(0);
});

it('renews a channel a day before it ends, stopping the old one, and stops it on disconnect', async () => {
  const before = await connection();
  await ctx.db.database.withTenant(clinic.clinic.tenant.tenantId, (tx) =>
    tx
      .updateTable('integration_connections')
      .set({ push_expires_at: new Date(Date.now() + 3_600_000) })
      .where('id', '=', before?.id ?? '')
      .execute(),
  );
  const synced = await call(ctx, clinic.provider, 'POST', '/api/integrations/google/sync');
  expect(synced.status).toBeLessThan(300);
  await ctx.jobs.drain();
  const after = await connection();
  expect(after?.push_channel_id).not.toBe(before?.push_channel_id);
  expect(fake.channels.get(before?.push_channel_id ?? '')?.stopped).toBe(true);
  expect(fake.channels.get(after?.push_channel_id ?? '')?.stopped).toBe(false);

  expect((await call(ctx, clinic.provider, 'DELETE', '/api/integrations/google')).status).toBe(200);
  expect(fake.channels.get(after?.push_channel_id ?? '')?.stopped).toBe(true);
  // Its channel is gone with the connection: a late notification finds nothing.
  const late = await notify({
    'x-goog-channel-id': after?.push_channel_id ?? '',
    'x-goog-channel-token': channelToken(ctx.services.keys, after?.push_channel_id ?? ''),
    'x-goog-resource-state': 'exists',
  });
  expect(late.statusCode).toBe(404);
});

it('answers generated notifications with 200, 403 or 404, never 5xx, whatever their headers and body', async () => {
  const known = '00000000-0000-4000-8000-0000000000aa';
  const header = fc.oneof(
    fc.constant(known),
    fc.uuid(),
    fc.string({ maxLength: 40 }),
    fc.constant('x'.repeat(5_000)),
    fc.constant('%00'),
  );
  await fc.assert(
    fc.asyncProperty(
      header,
      header,
      fc.constantFrom('sync', 'exists', 'not_exists', '', '\u00e9'),
      fc.constantFrom(undefined, '{}', '[]', '{"a":', 'x'.repeat(10_000)),
      async (channelId, token, state, body) => {
        const answer = await ctx.server.inject({
          method: 'POST',
          url: PUSH_PATH,
          headers: {
            'x-goog-channel-id': encodeURIComponent(channelId),
            'x-goog-channel-token': encodeURIComponent(token),
            'x-goog-resource-state': encodeURIComponent(state),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { payload: body }),
        });
        expect([200, 400, 403, 404, 415]).toContain(answer.statusCode);
      },
    ),
    { numRuns: 60 },
  );
});
