import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';
import { runCampaignPrepareJob } from './campaign-prepare';
import { buildMessagingClinic, type MessagingClinic } from './test-fixtures';

/**
 * Issue 18's campaign at size: a campaign to RECIPIENTS patients through the development SMS
 * adapter (the outbox folder), each message sent exactly once. `pnpm test` sends 300;
 * `pnpm bench --only campaign` sends 10,000 (CAMPAIGN_TEST_RECIPIENTS) and reads the figures this
 * prints. The throttle's spacing is the clinic's choice (at most 10,000 a minute), so the clock is
 * moved to each message's time, as in campaigns.test.ts: what is timed is the send call (it counts
 * the audience and queues the preparation), the preparation job (the messages made in batches)
 * and the queue's own work.
 */
const RECIPIENTS = Number(process.env.CAMPAIGN_TEST_RECIPIENTS ?? '300');

let ctx: TestContext;
let clinic: MessagingClinic;

/** Distinct numbers in the fictional 555-01xx range, over as many valid US area codes as needed. */
function fictionalNumbers(count: number): string[] {
  const numbers: string[] = [];
  for (let area = 201; area < 990 && numbers.length < count; area += 1) {
    if (!isValidPhoneNumber(`+1${String(area)}5550100`)) continue;
    for (let line = 100; line < 200 && numbers.length < count; line += 1)
      numbers.push(`+1${String(area)}5550${String(line)}`);
  }
  if (numbers.length < count) throw new Error(`only ${String(numbers.length)} fictional numbers`);
  return numbers;
}

beforeAll(async () => {
  ctx = await createTestApp();
  clinic = await buildMessagingClinic(ctx.server, ctx.db.database);
  const tenantId = clinic.tenant.tenantId;
  const numbers = fictionalNumbers(RECIPIENTS);
  await ctx.db.database.withTenant(tenantId, async (tx) => {
    for (let start = 0; start < numbers.length; start += 1_000)
      await tx
        .insertInto('patients')
        .values(
          numbers.slice(start, start + 1_000).map((phone, index) => ({
            tenant_id: tenantId,
            first_name: `Size${String(start + index)}`,
            last_name: 'Campaign',
            phone_number: phone,
            tags: ['size'],
          })),
        )
        .execute();
    await tx
      .insertInto('messaging_settings')
      .values({ tenant_id: tenantId, quiet_start: '00:00', quiet_end: '00:00' })
      .onConflict((conflict) =>
        conflict.column('tenant_id').doUpdateSet({ quiet_start: '00:00', quiet_end: '00:00' }),
      )
      .execute();
  });
}, 120_000);
afterAll(() => ctx.close());

const post = (url: string, payload: object) =>
  ctx.server.inject({ method: 'POST', url, headers: clinic.owner.session.headers, payload });

it(`sends a campaign to ${String(RECIPIENTS)} patients, each exactly once`, async () => {
  const template = await post('/api/message-templates', {
    name: 'Flu season',
    channel: 'sms',
    body: 'Hi {{patient_first_name}}, flu shots are in at {{clinic_name}}. Reply STOP to opt out.',
  });
  const created = await post('/api/campaigns', {
    name: 'Flu season',
    template_id: template.json<{ id: string }>().id,
    audience: { tags: ['size'] },
    throttle_per_minute: 10_000,
  });
  const id = created.json<{ id: string }>().id;

  const sendStarted = performance.now();
  const sent = await post(`/api/campaigns/${id}/send`, {});
  const sendMs = performance.now() - sendStarted;
  expect(sent.json()).toMatchObject({ status: 'sending', recipients: RECIPIENTS, preparing: true });
  // The job that makes the messages, in batches (campaign-prepare.ts), as a worker runs it.
  const prepareStarted = performance.now();
  await runCampaignPrepareJob(ctx.services, { tenantId: clinic.tenant.tenantId, campaignId: id });
  const prepareMs = performance.now() - prepareStarted;
  const listed = await ctx.server.inject({
    method: 'GET',
    url: '/api/campaigns',
    headers: clinic.owner.session.headers,
  });
  expect(listed.json<{ items: { id: string }[] }>().items.find((item) => item.id === id)).toMatchObject({
    preparing: false,
    results: { queued: RECIPIENTS },
  });

  // The outbox delivers at once. Every message's time comes (the throttle spreads them over the minute after the send).
  await ownerQuery(ctx.db.ownerUrl, `update pgboss.job set start_after = now() where name = 'messages.send'`);
  await ctx.db.database.withTenant(clinic.tenant.tenantId, (tx) =>
    tx.updateTable('messages').set({ send_after: new Date() }).where('campaign_id', '=', id).execute(),
  );
  const queueStarted = performance.now();
  await ctx.jobs.drain();
  const queueMs = performance.now() - queueStarted;

  const outbox = path.join(ctx.config.dataDir, 'sms-outbox');
  const files = await readdir(outbox);
  const recipients = await Promise.all(
    files.map(
      async (file) => (JSON.parse(await readFile(path.join(outbox, file), 'utf8')) as { to: string }).to,
    ),
  );
  expect(files).toHaveLength(RECIPIENTS);
  expect(new Set(recipients).size).toBe(RECIPIENTS);
  const statuses = await ctx.db.database.withTenant(clinic.tenant.tenantId, (tx) =>
    tx
      .selectFrom('messages')
      .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
      .where('campaign_id', '=', id)
      .groupBy('status')
      .execute(),
  );
  expect(statuses.map((row) => ({ status: row.status, n: Number(row.n) }))).toEqual([
    { status: 'delivered', n: RECIPIENTS },
  ]);
  // Draining again sends nothing more.
  await ctx.jobs.drain();
  expect(await readdir(outbox)).toHaveLength(RECIPIENTS);
  console.info(
    `${String(RECIPIENTS)}-recipient campaign: send ${String(Math.round(sendMs))} ms, prepare ${String(
      Math.round(prepareMs),
    )} ms, queue ${String(
      Math.round(queueMs),
    )} ms (${String(Math.round(RECIPIENTS / (queueMs / 1000)))} messages/s), each sent once`,
  );
}, 900_000);
