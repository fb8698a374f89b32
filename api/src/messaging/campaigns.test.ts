import { startFakeTwilio, type FakeTwilio } from '../test/fake-twilio';
import { buildTenant } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';
import { runCampaignPrepareJob } from './campaign-prepare';
import { buildMessagingClinic, fictionalNumber, type MessagingClinic } from './test-fixtures';

/**
 * Campaigns: an audience from filters (count and a few names), sent once per patient with a
 * throttle, opted-out and invalid numbers skipped and counted, cancel stops what is not sent, and
 * another clinic's branch in an audience is refused. The send call counts the audience and queues
 * the job that makes the messages in batches (campaign-prepare.ts).
 */
let ctx: TestContext;
let twilio: FakeTwilio;
let clinic: MessagingClinic;
let templateId: string;

beforeAll(async () => {
  twilio = await startFakeTwilio();
  ctx = await createTestApp({
    env: twilio.env,
  });
  clinic = await buildMessagingClinic(ctx.server, ctx.db.database);
  const optedOut = fictionalNumber();
  await ctx.db.database.withTenant(clinic.tenant.tenantId, async (tx) => {
    await tx
      .updateTable('patients')
      .set({ tags: ['recall'] })
      .where('id', '=', clinic.patientId)
      .execute();
    const people = [
      { first_name: 'Ina', phone_number: fictionalNumber(), tags: ['recall'] },
      { first_name: 'Noel', phone_number: 'not a phone', tags: ['recall'] },
      { first_name: 'Otto', phone_number: optedOut, tags: ['recall'] },
      { first_name: 'Una', phone_number: fictionalNumber(), tags: [] },
    ];
    await tx
      .insertInto('patients')
      .values(
        people.map((person) => ({ ...person, tenant_id: clinic.tenant.tenantId, last_name: 'Campaign' })),
      )
      .execute();
    await tx
      .insertInto('message_opt_outs')
      .values({ tenant_id: clinic.tenant.tenantId, channel: 'sms', address: optedOut })
      .execute();
  });
  const template = await ctx.server.inject({
    method: 'POST',
    url: '/api/message-templates',
    headers: clinic.owner.session.headers,
    payload: {
      name: 'Recall',
      channel: 'sms',
      body: 'Hi {{patient_first_name}}, time for a check-up at {{clinic_name}}.',
    },
  });
  templateId = template.json<{ id: string }>().id;
});
afterAll(async () => {
  await ctx.close();
  await twilio.close();
});

const setNoQuietHours = () =>
  ctx.db.database.withTenant(clinic.tenant.tenantId, (tx) =>
    tx
      .insertInto('messaging_settings')
      .values({ tenant_id: clinic.tenant.tenantId, quiet_start: '00:00', quiet_end: '00:00' })
      .onConflict((conflict) =>
        conflict.column('tenant_id').doUpdateSet({ quiet_start: '00:00', quiet_end: '00:00' }),
      )
      .execute(),
  );

const post = (url: string, payload: object, headers = clinic.owner.session.headers) =>
  ctx.server.inject({ method: 'POST', url, headers, payload });

interface CampaignRead {
  id: string;
  status: string;
  recipients: number | null;
  preparing: boolean;
  results: Record<string, number>;
}

async function campaignNamed(id: string): Promise<CampaignRead | undefined> {
  const listed = await ctx.server.inject({
    method: 'GET',
    url: '/api/campaigns',
    headers: clinic.owner.session.headers,
  });
  return listed.json<{ items: CampaignRead[] }>().items.find((item) => item.id === id);
}

const total = (campaign: CampaignRead | undefined) =>
  Object.values(campaign?.results ?? {}).reduce((sum, count) => sum + count, 0);

it('previews an audience, sends once per patient with the throttle, skips and counts the rest', async () => {
  const preview = await post('/api/campaigns/audience-preview', { audience: { tags: ['recall'] } });
  expect(preview.json()).toMatchObject({ count: 4 });
  expect(preview.json<{ sample: { name: string }[] }>().sample).toHaveLength(4);

  const created = await post('/api/campaigns', {
    name: 'Recall',
    template_id: templateId,
    audience: { tags: ['recall'] },
    throttle_per_minute: 1,
  });
  expect(created.statusCode).toBe(201);
  const id = created.json<{ id: string }>().id;
  const sent = await post(`/api/campaigns/${id}/send`, {});
  expect(sent.statusCode).toBe(200);
  expect(sent.json()).toMatchObject({ status: 'sending', recipients: 4, preparing: true, results: {} });
  await runCampaignPrepareJob(ctx.services, { tenantId: clinic.tenant.tenantId, campaignId: id });
  expect(await campaignNamed(id)).toMatchObject({
    status: 'sending',
    recipients: 4,
    preparing: false,
    results: { queued: 2, undeliverable: 1, opted_out: 1 },
  });
  // The throttle: one a minute, so the second is due a minute after the first.
  const due = await ctx.db.database.withTenant(clinic.tenant.tenantId, (tx) =>
    tx
      .selectFrom('messages')
      .select(['id', 'send_after'])
      .where('campaign_id', '=', id)
      .where('status', '=', 'queued')
      .orderBy('send_after')
      .execute(),
  );
  expect((due[1]?.send_after.getTime() ?? 0) - (due[0]?.send_after.getTime() ?? 0)).toBe(60_000);
  expect((await post(`/api/campaigns/${id}/send`, {})).statusCode).toBe(409);

  // The clock reaches the first message's time (whatever the quiet hours made it).
  await ownerQuery(
    ctx.db.ownerUrl,
    `update pgboss.job set start_after = now() where name = 'messages.send' and data->>'messageId' = $1`,
    [due[0]?.id],
  );
  await ctx.db.database.withTenant(clinic.tenant.tenantId, (tx) =>
    tx
      .updateTable('messages')
      .set({ send_after: new Date() })
      .where('id', '=', due[0]?.id ?? '')
      .execute(),
  );
  await setNoQuietHours();
  const before = twilio.sent.length;
  await ctx.jobs.drain();
  expect(twilio.sent.length - before).toBe(1);
  const cancelled = await post(`/api/campaigns/${id}/cancel`, {});
  expect(cancelled.json()).toMatchObject({
    status: 'cancelled',
    results: { sent: 1, cancelled: 1, undeliverable: 1, opted_out: 1 },
    replies: 0,
  });

  // The one who got the text answers (twice: one reply); a stranger's text is no reply.
  const [recipient] = await ctx.db.database.withTenant(clinic.tenant.tenantId, (tx) =>
    tx
      .selectFrom('messages')
      .select('to_address')
      .where('campaign_id', '=', id)
      .where('sent_at', 'is not', null)
      .execute(),
  );
  await ctx.db.database.withTenant(clinic.tenant.tenantId, (tx) =>
    tx
      .insertInto('messages')
      .values(
        [recipient?.to_address ?? '', recipient?.to_address ?? '', fictionalNumber()].map((from) => ({
          tenant_id: clinic.tenant.tenantId,
          direction: 'inbound' as const,
          channel: 'sms' as const,
          to_address: clinic.clinicNumber,
          from_address: from,
          body: 'Yes please, call me',
          status: 'received' as const,
        })),
      )
      .execute(),
  );
  const listed = await ctx.server.inject({
    method: 'GET',
    url: '/api/campaigns',
    headers: clinic.owner.session.headers,
  });
  expect(listed.json<{ items: { id: string; replies: number }[] }>().items).toContainEqual(
    expect.objectContaining({ id, replies: 1 }),
  );
});

it('makes the messages in batches, goes on after a pause without a second message, and stops when cancelled', async () => {
  const created = await post('/api/campaigns', {
    name: 'Batches',
    template_id: templateId,
    audience: { tags: ['recall'] },
  });
  const id = created.json<{ id: string }>().id;
  await post(`/api/campaigns/${id}/send`, {});
  const data = { tenantId: clinic.tenant.tenantId, campaignId: id };
  // A batch of one, and the slice already over: one message, and the continuation queued.
  await runCampaignPrepareJob(ctx.services, data, { batchSize: 1, sliceMs: 0 });
  expect(await campaignNamed(id)).toMatchObject({ preparing: true, recipients: 4 });
  expect(total(await campaignNamed(id))).toBe(1);
  // A second run of the same batch (a retried job) continues after it instead of repeating it.
  await runCampaignPrepareJob(ctx.services, data, { batchSize: 2, sliceMs: 0 });
  expect(total(await campaignNamed(id))).toBe(3);
  const cancelled = await post(`/api/campaigns/${id}/cancel`, {});
  expect(cancelled.json()).toMatchObject({ status: 'cancelled', preparing: false });
  // The queued continuations find it cancelled: nothing more is made, and it is marked prepared.
  await runCampaignPrepareJob(ctx.services, data);
  expect(total(await campaignNamed(id))).toBe(3);
  const { rows } = await ownerQuery<{ prepared: boolean }>(
    ctx.db.ownerUrl,
    'select prepared_at is not null as prepared from campaigns where id = $1',
    [id],
  );
  expect(rows[0]?.prepared).toBe(true);
  const once = await ownerQuery<{ n: string }>(
    ctx.db.ownerUrl,
    'select count(*) - count(distinct patient_id) as n from messages where campaign_id = $1',
    [id],
  );
  expect(once.rows[0]?.n).toBe('0');
});

it('answers a campaign whose audience is empty as prepared at once, with nothing queued', async () => {
  const created = await post('/api/campaigns', {
    name: 'Nobody',
    template_id: templateId,
    audience: { tags: ['no-such-tag'] },
  });
  const id = created.json<{ id: string }>().id;
  const sent = await post(`/api/campaigns/${id}/send`, {});
  expect(sent.json()).toMatchObject({ recipients: 0, preparing: false, status: 'sent' });
  const { rows } = await ownerQuery<{ n: string }>(
    ctx.db.ownerUrl,
    `select count(*) as n from pgboss.job where name = 'campaigns.prepare' and data->>'campaignId' = $1`,
    [id],
  );
  expect(rows[0]?.n).toBe('0');
});

it("refuses an audience naming another clinic's branch, and answers another clinic's campaign 404", async () => {
  const other = await buildTenant(ctx.db.database);
  const refused = await post('/api/campaigns/audience-preview', {
    audience: { branch_id: other.branchIds[0] },
  });
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toMatchObject({
    code: 'validation_error',
    fields: [{ field: 'audience.branch_id' }],
  });
  const mine = await post('/api/campaigns', { name: 'Mine', template_id: templateId });
  const stranger = await buildMessagingClinic(ctx.server, ctx.db.database);
  const theirs = await post(
    `/api/campaigns/${mine.json<{ id: string }>().id}/send`,
    {},
    stranger.owner.session.headers,
  );
  expect(theirs.statusCode).toBe(404);
});

it('records a 10DLC brand as pending and refuses a malformed EIN', async () => {
  const brand = {
    legal_name: 'Probe Family Clinic LLC',
    ein: '123456789',
    address: '1 Main St, Hartford, CT 06103',
    contact_email: 'owner@probe.example',
  };
  const created = await post('/api/brand-registrations', brand);
  expect(created.statusCode).toBe(201);
  expect(created.json()).toMatchObject({ ein: '12-3456789', status: 'pending', vertical: 'HEALTHCARE' });
  const bad = await post('/api/brand-registrations', { ...brand, ein: '12-34' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toMatchObject({ fields: [{ field: 'ein' }] });
});
