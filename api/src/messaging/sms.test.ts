import { PassThrough } from 'node:stream';
import type { TenantTx } from '../db/database';
import { UNREGISTERED_US } from './send-job';
import { startFakeTwilio, type FakeTwilio } from '../test/fake-twilio';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';
import {
  bookMessagingVisit,
  buildMessagingClinic,
  fictionalNumber,
  postSignedWebhook,
  type MessagingClinic,
} from './test-fixtures';

/**
 * The SMS path on real PostgreSQL with the real adapter against a local server speaking Twilio's
 * API (ADR 049): send, signed status callbacks (once, in order or not, replay and forgery refused),
 * inbound STOP / START / HELP, and no patient data in the logs.
 */
const PUBLIC_APP_URL = 'https://app.clinio.test';
let ctx: TestContext;
let twilio: FakeTwilio;
let clinic: MessagingClinic;
const logs = new PassThrough();
let logText = '';
logs.on('data', (chunk: Buffer) => (logText += chunk.toString()));

beforeAll(async () => {
  twilio = await startFakeTwilio();
  ctx = await createTestApp({
    env: {
      PUBLIC_APP_URL,
      ...twilio.env,
      LOG_LEVEL: 'info',
    },
    logger: { stream: logs },
  });
  clinic = await buildMessagingClinic(ctx.server, ctx.db.database);
});
afterAll(async () => {
  await ctx.close();
  await twilio.close();
});

const webhook = (
  path: string,
  params: Record<string, string>,
  extra: { idempotencyToken?: string; signature?: string } = {},
) =>
  postSignedWebhook(ctx.server, {
    publicAppUrl: PUBLIC_APP_URL,
    authToken: twilio.authToken,
    path,
    params,
    ...extra,
  });

async function send(body: Record<string, unknown>) {
  const response = await ctx.server.inject({
    method: 'POST',
    url: '/api/messages',
    headers: clinic.owner.session.headers,
    payload: { patient_id: clinic.patientId, channel: 'sms', urgent: true, ...body },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string; status: string; to_address: string }>();
}

async function message(id: string) {
  const response = await ctx.server.inject({
    method: 'GET',
    url: `/api/messages/${id}`,
    headers: clinic.owner.session.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ status: string; failure_reason: string | null; events: { status: string }[] }>();
}

const statusPath = (id: string) => `/api/webhooks/sms/status?tenant=${clinic.tenant.tenantId}&message=${id}`;

it('sends through the provider once, then follows its signed status callbacks', async () => {
  const queued = await send({ body: 'Hello {{patient_first_name}}, see you soon at {{clinic_name}}.' });
  expect(queued).toMatchObject({ status: 'queued', to_address: clinic.patientPhone });
  await ctx.jobs.drain();
  const sent = twilio.sent.filter((item) => item.to === clinic.patientPhone);
  expect(sent).toHaveLength(1);
  expect(sent[0]?.from).toBe(clinic.clinicNumber);
  expect(sent[0]?.body).toMatch(/^Hello Maria, see you soon at Clinic /);
  expect(sent[0]?.statusCallback).toBe(`${PUBLIC_APP_URL}${statusPath(queued.id)}`);
  expect((await message(queued.id)).status).toBe('sent');

  const sid = sent[0]?.sid ?? '';
  const delivered = { MessageSid: sid, MessageStatus: 'delivered', AccountSid: twilio.accountSid };
  expect((await webhook(statusPath(queued.id), delivered, { idempotencyToken: 'tok-1' })).statusCode).toBe(
    204,
  );
  // The same callback again (another token: a second event): recorded once.
  expect((await webhook(statusPath(queued.id), delivered, { idempotencyToken: 'tok-2' })).statusCode).toBe(
    204,
  );
  // A late "sent" after "delivered": out of order, changes nothing.
  expect((await webhook(statusPath(queued.id), { ...delivered, MessageStatus: 'sent' })).statusCode).toBe(
    204,
  );
  const after = await message(queued.id);
  expect(after.status).toBe('delivered');
  expect(after.events.map((event) => event.status)).toEqual(['queued', 'sent', 'delivered']);

  // A replay of an event already received (same idempotency token): 409, nothing changes.
  const replay = await webhook(
    statusPath(queued.id),
    { ...delivered, MessageStatus: 'failed', ErrorCode: '30003' },
    { idempotencyToken: 'tok-1' },
  );
  expect(replay.statusCode).toBe(409);
  // Unsigned, forged, or signed for other fields: 403, nothing changes.
  const failed = { ...delivered, MessageStatus: 'failed', ErrorCode: '30003' };
  expect((await webhook(statusPath(queued.id), failed, { signature: '' })).statusCode).toBe(403);
  expect(
    (await webhook(statusPath(queued.id), failed, { signature: 'bm90IGEgc2lnbmF0dXJl' })).statusCode,
  ).toBe(403);
  const unsigned = await ctx.server.inject({
    method: 'POST',
    url: statusPath(queued.id),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(failed).toString(),
  });
  expect(unsigned.statusCode).toBe(403);
  expect(unsigned.json()).toEqual({
    detail: 'The webhook signature does not match',
    code: 'permission_denied',
  });
  expect((await message(queued.id)).status).toBe('delivered');
});

it("records the provider's failure with its reason, and a callback's failure reason", async () => {
  twilio.refuseNext(400, 21211, "The 'To' number is not a valid phone number.");
  const refused = await send({ body: 'Refused' });
  await ctx.jobs.drain();
  const refusedNow = await message(refused.id);
  expect(refusedNow.status).toBe('failed');
  expect(refusedNow.failure_reason).toContain('21211');

  const later = await send({ body: 'Fails at the carrier' });
  await ctx.jobs.drain();
  const sid = twilio.sent.at(-1)?.sid ?? '';
  const response = await webhook(statusPath(later.id), {
    MessageSid: sid,
    MessageStatus: 'undelivered',
    ErrorCode: '30003',
  });
  expect(response.statusCode).toBe(204);
  expect(await message(later.id)).toMatchObject({
    status: 'undeliverable',
    failure_reason: 'The phone is switched off or unreachable (error 30003)',
  });
});

it('retries a send the provider could not take (5xx), and sends it once when it can', async () => {
  twilio.refuseNext(503, 20503, 'Service unavailable');
  const queued = await send({ body: 'Retried' });
  const before = twilio.sent.length;
  await ctx.jobs.drain();
  expect((await message(queued.id)).status).toBe('queued');
  // The retry's backoff has passed.
  await ownerQuery(
    ctx.db.ownerUrl,
    "update pgboss.job set start_after = now() where name = 'messages.send' and state = 'retry'",
  );
  await ctx.jobs.drain();
  expect(twilio.sent.length - before).toBe(1);
  expect((await message(queued.id)).status).toBe('sent');
});

it('STOP opts the number out of this clinic (the standard answer), START back in, HELP answers', async () => {
  const inbound = (Body: string, From = clinic.patientPhone) =>
    webhook('/api/webhooks/sms/inbound', {
      MessageSid: `SM${Date.now()}`,
      From,
      To: clinic.clinicNumber,
      Body,
      AccountSid: twilio.accountSid,
    });

  const stop = await inbound('Stop');
  expect(stop.statusCode).toBe(200);
  expect(stop.headers['content-type']).toContain('text/xml');
  expect(stop.body).toContain('You have successfully been unsubscribed');

  const optOuts = await ctx.server.inject({
    method: 'GET',
    url: `/api/message-opt-outs?patient_id=${clinic.patientId}`,
    headers: clinic.owner.session.headers,
  });
  expect(optOuts.json()).toMatchObject({
    items: [{ channel: 'sms', address: clinic.patientPhone, source: 'keyword' }],
  });
  const blocked = await send({ body: 'Not after STOP' });
  const before = twilio.sent.length;
  await ctx.jobs.drain();
  expect(twilio.sent.length).toBe(before);
  expect((await message(blocked.id)).status).toBe('opted_out');

  expect((await inbound('HELP')).body).toContain('Reply STOP to unsubscribe');
  expect((await inbound('start')).body).toContain('re-subscribed');
  const again = await send({ body: 'After START' });
  await ctx.jobs.drain();
  expect(twilio.sent.length).toBe(before + 1);
  expect((await message(again.id)).status).toBe('sent');

  // A STOP from a number that is no patient's: the same answer, nothing about who it is.
  const stranger = await inbound('STOP', fictionalNumber());
  expect(stranger.body).toBe(stop.body);
  // The inbound texts are in the history, the patient's with the patient.
  const history = await ctx.server.inject({
    method: 'GET',
    url: `/api/messages?direction=inbound&patient_id=${clinic.patientId}`,
    headers: clinic.owner.session.headers,
  });
  expect(history.json<{ total: number }>().total).toBe(3);
  // A text to a number no clinic holds: an empty answer.
  const nobody = await webhook('/api/webhooks/sms/inbound', {
    From: clinic.patientPhone,
    To: fictionalNumber(),
    Body: 'STOP',
  });
  expect(nobody.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
});

it('C confirms and X cancels the visit the last reminder was about, once, and never past the notice', async () => {
  const mine = await buildMessagingClinic(ctx.server, ctx.db.database);
  const inTenant = <T>(work: (tx: TenantTx) => Promise<T>) =>
    ctx.db.database.withTenant(mine.tenant.tenantId, work);
  const HOUR = 3_600_000;
  const book = (hoursAhead: number) =>
    bookMessagingVisit(ctx.db.database, mine, new Date(Date.now() + hoursAhead * HOUR));
  const remind = (appointmentId: string) =>
    inTenant((tx) =>
      tx
        .insertInto('messages')
        .values({
          tenant_id: mine.tenant.tenantId,
          channel: 'sms',
          patient_id: mine.patientId,
          to_address: mine.patientPhone,
          body: 'Reply C to confirm or X to cancel.',
          status: 'sent',
          appointment_id: appointmentId,
        })
        .execute(),
    );
  const visit = (id: string) =>
    inTenant((tx) =>
      tx
        .selectFrom('appointments')
        .select(['status', 'cancellation_reason'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    );
  const reply = async (Body: string) => {
    const response = await webhook('/api/webhooks/sms/inbound', {
      MessageSid: `SM${Date.now()}${Body}`,
      From: mine.patientPhone,
      To: mine.clinicNumber,
      Body,
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  // No reminder yet: C confirms the next visit within a week.
  const sooner = await book(30);
  const later = await book(50);
  expect(await reply('c')).toContain('your appointment is confirmed');
  expect((await visit(sooner)).status).toBe('confirmed');
  // The last reminder was about the later visit: X cancels that one, not the sooner.
  await remind(later);
  expect(await reply('X')).toContain('Your appointment has been cancelled');
  expect(await visit(later)).toEqual({
    status: 'cancelled',
    cancellation_reason: 'Cancelled by the patient through a text reply',
  });
  expect((await visit(sooner)).status).toBe('confirmed');
  // A second X answers the same (cancelled) visit again and reaches no other.
  expect(await reply('x')).toContain('Your appointment has been cancelled');
  expect((await visit(sooner)).status).toBe('confirmed');
  const audit = await ownerQuery<{ action: string }>(
    ctx.db.ownerUrl,
    'select action from audit_log where tenant_id = $1 and resource_id = $2',
    [mine.tenant.tenantId, later],
  );
  expect(audit.rows.map((row) => row.action)).toEqual(['appointment.cancelled']);

  // Inside the clinic's cancel notice (24 hours by default): nothing cancelled, the clinic's contact.
  const today = await book(3);
  await remind(today);
  expect(await reply('X')).toContain('We could not cancel your appointment by text');
  expect((await visit(today)).status).toBe('booked');
});

it("answers another clinic's message 404 (history and callbacks alike)", async () => {
  const other = await buildMessagingClinic(ctx.server, ctx.db.database);
  const mine = await send({ body: 'Mine' });
  const response = await ctx.server.inject({
    method: 'GET',
    url: `/api/messages/${mine.id}`,
    headers: other.owner.session.headers,
  });
  expect(response.statusCode).toBe(404);
  const list = await ctx.server.inject({
    method: 'GET',
    url: '/api/messages',
    headers: other.owner.session.headers,
  });
  expect(list.json<{ total: number }>().total).toBe(0);
  const crossed = await webhook(
    `/api/webhooks/sms/status?tenant=${other.tenant.tenantId}&message=${mine.id}`,
    {
      MessageSid: 'SMx',
      MessageStatus: 'delivered',
    },
  );
  expect(crossed.statusCode).toBe(404);
  const crossedSend = await ctx.server.inject({
    method: 'POST',
    url: '/api/messages',
    headers: other.owner.session.headers,
    payload: { patient_id: clinic.patientId, channel: 'sms', body: 'x' },
  });
  expect(crossedSend.statusCode).toBe(400);
});

it('keeps numbers, names and bodies out of the logs', async () => {
  await ctx.jobs.drain();
  expect(logText.length).toBeGreaterThan(0);
  for (const secret of [
    clinic.patientPhone,
    clinic.patientPhone.slice(2),
    'Maria',
    'Not after STOP',
    'see you soon',
  ])
    expect(logText).not.toContain(secret);
});

it('stores a clinic number as E.164, refuses what is not a phone number and a number in use', async () => {
  const headers = clinic.owner.session.headers;
  const add = (number: string) =>
    ctx.server.inject({ method: 'POST', url: '/api/phone-numbers', headers, payload: { number } });
  const added = await add('(202) 555-0177');
  expect(added.statusCode).toBe(201);
  expect(added.json()).toMatchObject({ e164: '+12025550177', status: 'active' });
  const bad = await add('555-CALL-NOW');
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toMatchObject({ code: 'validation_error', fields: [{ field: 'number' }] });
  expect((await add('+1 202 555 0177')).statusCode).toBe(409);
  const other = await buildMessagingClinic(ctx.server, ctx.db.database);
  const released = await ctx.server.inject({
    method: 'DELETE',
    url: `/api/phone-numbers/${added.json<{ id: string }>().id}`,
    headers: other.owner.session.headers,
  });
  expect(released.statusCode).toBe(404);
  const url = `/api/phone-numbers/${added.json<{ id: string }>().id}`;
  const assign = (branchId: string | null, session = headers) =>
    ctx.server.inject({ method: 'PUT', url, headers: session, payload: { branch_id: branchId } });
  const branchId = clinic.tenant.branchIds[0] ?? null;
  expect((await assign(branchId)).json()).toMatchObject({ branch_id: branchId });
  expect((await assign(other.tenant.branchIds[0] ?? null)).json()).toMatchObject({
    fields: [{ field: 'branch_id' }],
  });
  expect((await assign(null, other.owner.session.headers)).statusCode).toBe(404);
  expect((await assign(null)).json()).toMatchObject({ branch_id: null });
});

it('refuses SMS to a US number until an approved 10DLC brand and campaign cover the sender, with a clear reason', async () => {
  const unregistered = await buildMessagingClinic(ctx.server, ctx.db.database);
  await ctx.db.database.withTenant(unregistered.tenant.tenantId, (tx) =>
    tx.updateTable('brand_registrations').set({ status: 'pending' }).execute(),
  );
  const response = await ctx.server.inject({
    method: 'POST',
    url: '/api/messages',
    headers: unregistered.owner.session.headers,
    payload: { patient_id: unregistered.patientId, channel: 'sms', body: 'Blocked by 10DLC', urgent: true },
  });
  await ctx.jobs.drain();
  expect(twilio.sent.filter((sms) => sms.body === 'Blocked by 10DLC')).toHaveLength(0);
  const blocked = await ctx.server.inject({
    method: 'GET',
    url: `/api/messages/${response.json<{ id: string }>().id}`,
    headers: unregistered.owner.session.headers,
  });
  expect(blocked.json()).toMatchObject({ status: 'failed', failure_reason: UNREGISTERED_US });
});
