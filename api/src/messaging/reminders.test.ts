import { sql } from 'kysely';
import type { TenantTx } from '../db/database';
import { startFakeTwilio, type FakeTwilio } from '../test/fake-twilio';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';
import { randomUUID } from 'node:crypto';
import { clinicMessaging, queueMessage } from './message-store';
import { scheduleReminders } from './reminder-schedule';
import { INTERRUPTED, runMessageSendJob } from './send-job';
import { bookMessagingVisit, buildMessagingClinic, type MessagingClinic } from './test-fixtures';
import { visitValues } from './visit-values';

/**
 * Send once (quality bar 22 inside one process: duplicated and concurrent jobs, a claim whose
 * process died), quiet hours, and reminder rules that fire once per visit and follow moves and
 * cancellations, on real PostgreSQL with the real SMS adapter against the local provider.
 */
let ctx: TestContext;
let twilio: FakeTwilio;
let clinic: MessagingClinic;
const HOUR = 3_600_000;

beforeAll(async () => {
  twilio = await startFakeTwilio();
  ctx = await createTestApp({
    env: twilio.env,
  });
  clinic = await buildMessagingClinic(ctx.server, ctx.db.database);
});
afterAll(async () => {
  await ctx.close();
  await twilio.close();
});

const inTenant = <T>(work: (tx: TenantTx) => Promise<T>) =>
  ctx.db.database.withTenant(clinic.tenant.tenantId, work);
const sentTo = (body: string) => twilio.sent.filter((item) => item.body === body).length;
const statusOf = async (id: string) =>
  inTenant(
    async (tx) =>
      await tx
        .selectFrom('messages')
        .select(['status', 'failure_reason', 'send_after'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
  );

async function queueSms(body: string, urgent = true) {
  const queued = await inTenant((tx) =>
    queueMessage(ctx.services, tx, clinic.tenant.tenantId, {
      channel: 'sms',
      patientId: clinic.patientId,
      branchId: clinic.tenant.branchIds[0] ?? null,
      to: clinic.patientPhone,
      subject: '',
      body,
      due: new Date(),
      urgent,
    }),
  );
  if (queued === null) throw new Error('not queued');
  return queued.id;
}

async function setQuietHours(start: string, end: string) {
  await inTenant((tx) =>
    tx
      .insertInto('messaging_settings')
      .values({ tenant_id: clinic.tenant.tenantId, quiet_start: start, quiet_end: end })
      .onConflict((conflict) =>
        conflict.column('tenant_id').doUpdateSet({ quiet_start: start, quiet_end: end }),
      )
      .execute(),
  );
}

it('sends a message once however many jobs run for it, at once or one after another', async () => {
  const id = await queueSms('Once only');
  const data = { tenantId: clinic.tenant.tenantId, messageId: id };
  // Two more jobs for the same message (a duplicated enqueue), and five concurrent runs.
  await inTenant(async (tx) => {
    await ctx.services.jobs.enqueue(tx, 'messages.send', data);
    await ctx.services.jobs.enqueue(tx, 'messages.send', data);
  });
  // A run that finds the send in flight fails and is retried by the queue: allSettled.
  await Promise.allSettled(Array.from({ length: 5 }, () => runMessageSendJob(ctx.services, data)));
  await ctx.jobs.drain();
  expect(sentTo('Once only')).toBe(1);
  expect((await statusOf(id)).status).toBe('sent');
});

it('leaves a send in flight alone, and never sends again one whose process died during the call', async () => {
  const inFlight = await queueSms('In flight elsewhere');
  await inTenant((tx) =>
    tx.updateTable('messages').set({ status: 'sending' }).where('id', '=', inFlight).execute(),
  );
  await expect(
    runMessageSendJob(ctx.services, { tenantId: clinic.tenant.tenantId, messageId: inFlight }),
  ).rejects.toThrow('being sent by another run');
  expect((await statusOf(inFlight)).status).toBe('sending');

  const id = await queueSms('Claimed then crashed');
  // The state a killed worker leaves: claimed (sending), the provider's answer never recorded.
  await inTenant((tx) =>
    tx
      .updateTable('messages')
      .set({ status: 'sending', updated_at: sql<Date>`now() - interval '5 minutes'` })
      .where('id', '=', id)
      .execute(),
  );
  await ctx.jobs.drain();
  expect(sentTo('Claimed then crashed')).toBe(0);
  expect(await statusOf(id)).toMatchObject({ status: 'failed', failure_reason: INTERRUPTED });
});

it("holds a message due in the quiet hours until they end (the branch's clock), unless urgent", async () => {
  const now = new Date();
  const hhmm = (date: Date) => date.toISOString().slice(11, 16);
  // Quiet from an hour ago to two hours from now, in the branch's zone (UTC here).
  await setQuietHours(hhmm(new Date(now.getTime() - HOUR)), hhmm(new Date(now.getTime() + 2 * HOUR)));
  const held = await queueSms('Held for the morning', false);
  await queueSms('Urgent at night', true);
  await ctx.jobs.drain();
  expect(sentTo('Held for the morning')).toBe(0);
  expect(sentTo('Urgent at night')).toBe(1);
  const row = await statusOf(held);
  expect(row.status).toBe('queued');
  const end = new Date(now.getTime() + 2 * HOUR);
  expect(hhmm(row.send_after)).toBe(hhmm(end));
  expect(row.send_after.getTime()).toBeGreaterThan(now.getTime());
  const [job] = (
    await ownerQuery<{ start_after: Date }>(
      ctx.db.ownerUrl,
      "select start_after from pgboss.job where name = 'messages.send' and state = 'created' and data->>'messageId' = $1",
      [held],
    )
  ).rows;
  expect(job?.start_after.getTime()).toBe(row.send_after.getTime());
  await setQuietHours('21:00', '21:00');
});

describe('reminder rules', () => {
  let appointmentId: string;

  const bookVisit = (start: Date) => bookMessagingVisit(ctx.db.database, clinic, start);
  const reminders = () =>
    inTenant((tx) =>
      tx
        .selectFrom('messages')
        .select(['id', 'status', 'send_after', 'appointment_start', 'body'])
        .where('appointment_id', '=', appointmentId)
        .orderBy('created_at')
        .execute(),
    );
  const schedule = () => inTenant((tx) => scheduleReminders(ctx.services, tx, clinic.tenant.tenantId));

  beforeAll(async () => {
    const headers = clinic.owner.session.headers;
    const template = await ctx.server.inject({
      method: 'POST',
      url: '/api/message-templates',
      headers,
      payload: {
        name: '2 h SMS',
        channel: 'sms',
        body: 'Hi {{patient_first_name}}, see you at {{appointment_time}} with {{provider_name}}. Reply C to confirm.',
      },
    });
    expect(template.statusCode).toBe(201);
    const rule = await ctx.server.inject({
      method: 'POST',
      url: '/api/reminder-rules',
      headers,
      payload: {
        name: '2 hours before',
        template_id: template.json<{ id: string }>().id,
        trigger: 'before',
        offset_minutes: 120,
      },
    });
    expect(rule.statusCode).toBe(201);
    appointmentId = await bookVisit(new Date(Date.now() + 26 * HOUR));
  });

  it("makes one reminder per visit and rule, at the rule's time, however often the job runs", async () => {
    expect(await schedule()).toBe(1);
    expect(await schedule()).toBe(0);
    const [reminder, ...rest] = await reminders();
    expect(rest).toHaveLength(0);
    expect(reminder?.status).toBe('queued');
    expect(reminder?.send_after.getTime()).toBe((reminder?.appointment_start?.getTime() ?? 0) - 2 * HOUR);
    expect(reminder?.body).toMatch(/^Hi Maria, see you at \d{1,2}:\d{2} (AM|PM) with /);
    expect(reminder?.send_after.getTime()).toBeGreaterThan(Date.now());
  });

  it('moves with its visit, and goes once its time comes', async () => {
    const moved = new Date(Date.now() + 30 * HOUR);
    await inTenant((tx) =>
      tx
        .updateTable('appointments')
        .set({
          start_time: moved,
          end_time: new Date(moved.getTime() + HOUR / 2),
          blocked_from: moved,
          blocked_to: new Date(moved.getTime() + HOUR / 2),
        })
        .where('id', '=', appointmentId)
        .execute(),
    );
    await schedule();
    const [old, current] = await reminders();
    expect(old?.status).toBe('cancelled');
    expect(current?.appointment_start?.getTime()).toBe(moved.getTime());
    // The clock moves to the reminder's time: its job is due now.
    await inTenant((tx) =>
      tx
        .updateTable('messages')
        .set({ send_after: sql<Date>`now()` })
        .where('id', '=', current?.id ?? '')
        .execute(),
    );
    await ownerQuery(
      ctx.db.ownerUrl,
      "update pgboss.job set start_after = now() where name = 'messages.send' and data->>'messageId' = $1",
      [current?.id],
    );
    await ctx.jobs.drain();
    expect((await statusOf(current?.id ?? '')).status).toBe('sent');
    expect(sentTo(current?.body ?? '')).toBe(1);
    // The old time's job, had it run, sends nothing.
    await runMessageSendJob(ctx.services, { tenantId: clinic.tenant.tenantId, messageId: old?.id ?? '' });
    expect((await statusOf(old?.id ?? '')).status).toBe('cancelled');
  });

  it('never goes for a cancelled visit', async () => {
    const visit = await bookVisit(new Date(Date.now() + 50 * HOUR));
    await schedule();
    const [queued] = await inTenant((tx) =>
      tx.selectFrom('messages').select('id').where('appointment_id', '=', visit).execute(),
    );
    await inTenant((tx) =>
      tx
        .updateTable('appointments')
        .set({ status: 'cancelled', cancelled_at: new Date() })
        .where('id', '=', visit)
        .execute(),
    );
    await inTenant((tx) =>
      tx
        .updateTable('messages')
        .set({ send_after: sql<Date>`now()` })
        .where('id', '=', queued?.id ?? '')
        .execute(),
    );
    await runMessageSendJob(ctx.services, { tenantId: clinic.tenant.tenantId, messageId: queued?.id ?? '' });
    expect(await statusOf(queued?.id ?? '')).toMatchObject({
      status: 'cancelled',
      failure_reason: 'The visit was cancelled or moved',
    });
  });

  it("links to the visit's own page, where the patient confirms it; a link re-signed for another clinic is refused", async () => {
    const start = new Date(Date.now() + 60 * HOUR);
    const visit = await bookVisit(start);
    const values = await inTenant(async (tx) =>
      visitValues(tx, visit, await clinicMessaging(tx), ctx.services),
    );
    const link = values?.values.manage_link ?? '';
    // A visit in person has no meeting link.
    expect(values?.values.video_link).toBe('');
    const clinicId = await inTenant(
      async (tx) => (await tx.selectFrom('clinics').select('id').executeTakeFirstOrThrow()).id,
    );
    expect(link.startsWith(`${ctx.services.config.publicAppUrl}/embed/calendar/${clinicId}/manage#`)).toBe(
      true,
    );
    const token = link.split('#')[1];
    const read = await ctx.server.inject({
      method: 'POST',
      url: '/api/public/booking-links/confirm',
      payload: { token },
    });
    expect(read.json()).toMatchObject({
      status: 'confirmed',
      start_time: start.toISOString(),
      can_change: true,
    });
    // A link of this visit signed for another clinic's tenant is refused (the signature covers it).
    const [payload, signature] = (token ?? '').split('.');
    const forged = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as unknown[];
    forged[0] = randomUUID();
    const refused = await ctx.server.inject({
      method: 'POST',
      url: '/api/public/booking-links/read',
      payload: { token: `${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}` },
    });
    expect(refused.statusCode).toBe(404);
  });

  it("refuses a template with an unknown variable or too many segments, and another clinic's template in a rule", async () => {
    const headers = clinic.owner.session.headers;
    const unknown = await ctx.server.inject({
      method: 'POST',
      url: '/api/message-templates',
      headers,
      payload: { name: 'Bad', channel: 'sms', body: 'Hi {{first_name}}' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'validation_error',
      fields: [{ field: 'body', message: 'Unknown variable: {{first_name}}' }],
    });
    const long = await ctx.server.inject({
      method: 'POST',
      url: '/api/message-templates',
      headers,
      payload: { name: 'Long', channel: 'sms', body: 'ł'.repeat(800) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ detail: string }>().detail).toContain('at most 10 segments');
    const other = await buildMessagingClinic(ctx.server, ctx.db.database);
    const mine = await ctx.server.inject({ method: 'GET', url: '/api/message-templates', headers });
    const templateId = mine.json<{ items: { id: string }[] }>().items[0]?.id;
    const crossed = await ctx.server.inject({
      method: 'POST',
      url: '/api/reminder-rules',
      headers: other.owner.session.headers,
      payload: { name: 'Theirs', template_id: templateId, offset_minutes: 60 },
    });
    expect(crossed.statusCode).toBe(400);
    const put = await ctx.server.inject({
      method: 'PUT',
      url: `/api/message-templates/${templateId}`,
      headers: other.owner.session.headers,
      payload: { name: 'Taken', channel: 'sms', body: 'x' },
    });
    expect(put.statusCode).toBe(404);
    const preview = await ctx.server.inject({
      method: 'POST',
      url: '/api/message-templates/preview',
      headers,
      payload: { channel: 'sms', body: 'Hi {{patient_first_name}} {{nope}} 😀' },
    });
    expect(preview.json()).toMatchObject({
      body: 'Hi Maria  😀',
      unknown_variables: ['nope'],
      segments: { encoding: 'UCS-2', segments: 1 },
    });
  });
});
