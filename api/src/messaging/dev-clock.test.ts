import { loadConfig } from '../config/config';
import { createTestApp, type TestContext } from '../test/test-app';
import { bookMessagingVisit, buildMessagingClinic, type MessagingClinic } from './test-fixtures';

/**
 * The development clock (ADR 064): the reminders the rules make, then each queued message due by
 * the moved time, through the real send job as at that time; and it exists only where it is safe.
 */
let ctx: TestContext;
let clinic: MessagingClinic;
let other: MessagingClinic;
const HOUR = 3_600_000;

beforeAll(async () => {
  ctx = await createTestApp();
  clinic = await buildMessagingClinic(ctx.server, ctx.db.database);
  other = await buildMessagingClinic(ctx.server, ctx.db.database);
});
afterAll(() => ctx.close());

const post = (url: string, payload: Record<string, unknown>, by: MessagingClinic = clinic) =>
  ctx.server.inject({ method: 'POST', url, headers: by.owner.session.headers, payload });
const runDue = (until: Date, by: MessagingClinic = clinic, patientId = by.patientId) =>
  post('/api/dev/messaging/run-due', { until: until.toISOString(), patient_id: patientId }, by);
const messagesOf = (appointmentId: string) =>
  ctx.db.database.withTenant(clinic.tenant.tenantId, (tx) =>
    tx
      .selectFrom('messages')
      .select(['id', 'status', 'send_after', 'rule_id'])
      .where('appointment_id', '=', appointmentId)
      .execute(),
  );

it('makes the reminders, then sends each when the clock reaches it, once, and keeps the quiet hours', async () => {
  const template = await post('/api/message-templates', {
    name: 'Soon',
    channel: 'sms',
    body: 'Hi {{patient_first_name}}, see you soon. Reply STOP to opt out.',
  });
  const templateId = template.json<{ id: string }>().id;
  const threeHours = await post('/api/reminder-rules', {
    name: '3 h',
    template_id: templateId,
    offset_minutes: 180,
  });
  // 14 hours before a 15:00 visit is 01:00 in the branch's zone (UTC), inside the quiet hours.
  const night = await post('/api/reminder-rules', {
    name: '14 h',
    template_id: templateId,
    offset_minutes: 840,
  });
  const start = new Date(Date.now() + 2 * 86_400_000);
  start.setUTCHours(15, 0, 0, 0);
  const visit = await bookMessagingVisit(ctx.db.database, clinic, start);

  const made = await runDue(new Date());
  expect(made.statusCode).toBe(200);
  expect(made.json()).toEqual({ reminders_made: 2, messages_run: 0 });
  const ruleOf = (messages: Awaited<ReturnType<typeof messagesOf>>, rule: { json: () => { id: string } }) =>
    messages.find((message) => message.rule_id === rule.json().id);
  expect(ruleOf(await messagesOf(visit), threeHours)).toMatchObject({ status: 'queued' });

  // The night reminder falls at 01:00, inside the quiet hours: it was queued for 08:00, and at
  // 01:00:30 nothing is due yet.
  expect(ruleOf(await messagesOf(visit), night)?.send_after.toISOString()).toBe(
    new Date(start.getTime() - 7 * HOUR).toISOString(),
  );
  const nightDue = new Date(start.getTime() - 14 * HOUR + 30_000);
  expect((await runDue(nightDue)).json()).toEqual({ reminders_made: 0, messages_run: 0 });

  // At 12:00:30 both are due: each is delivered once through the development outbox.
  const noon = new Date(start.getTime() - 3 * HOUR + 30_000);
  expect((await runDue(noon)).json()).toEqual({ reminders_made: 0, messages_run: 2 });
  expect((await messagesOf(visit)).map((message) => message.status)).toEqual(['delivered', 'delivered']);
  expect((await runDue(noon)).json()).toEqual({ reminders_made: 0, messages_run: 0 });

  // Another clinic's clock runs its own messages only, even when it names this clinic's patient.
  expect((await runDue(noon, other, clinic.patientId)).json()).toMatchObject({ messages_run: 0 });
});

it('refuses a clock moved back or too far, and exists only outside production with the outbox', async () => {
  expect((await runDue(new Date(Date.now() - HOUR))).statusCode).toBe(400);
  const far = await runDue(new Date(Date.now() + 61 * 86_400_000));
  expect(far.statusCode).toBe(400);
  expect(far.json()).toMatchObject({ code: 'bad_request', detail: 'The clock moves at most 60 days ahead' });

  const { devClockEnabled } = await import('./dev-clock');
  expect(devClockEnabled(loadConfig({}))).toBe(true);
  expect(devClockEnabled(loadConfig({ NODE_ENV: 'production', APP_SECRET: 'p'.repeat(40) }))).toBe(false);
  expect(
    devClockEnabled(
      loadConfig({ SMS_API_URL: 'http://127.0.0.1:9', SMS_AUTH_TOKEN: 'a-token-of-sixteen-chars' }),
    ),
  ).toBe(false);
});
