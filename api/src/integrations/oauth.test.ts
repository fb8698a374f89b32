import { myAppointmentsQuery, presentMyAppointment } from '../appointments/my-appointments';
import { FUTURE_MONDAY } from '../appointments/test-fixtures';
import { clinicMessaging } from '../messaging/message-store';
import { visitValues } from '../messaging/visit-values';
import { signIn } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { setIntegrationAdaptersFactory } from './adapters';
import { startFakeProviders, type FakeProviders } from './fake-providers';
import {
  book,
  buildIntegrationsClinic,
  call,
  connectThrough,
  startConsent,
  type IntegrationsClinic,
} from './test-fixtures';

/**
 * The OAuth flows and the syncs (issue 21 section 2) on a real PostgreSQL, with the real adapters
 * against the local provider server: PKCE, a state bound to the session and used once, tokens
 * sealed at rest, provider failures that connect nothing, busy times that block slots, a visit's
 * event and meeting following the appointment, and revocation on disconnect.
 */
let ctx: TestContext;
let fake: FakeProviders;

beforeAll(async () => {
  fake = await startFakeProviders();
  setIntegrationAdaptersFactory(() => fake.adapters);
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
  setIntegrationAdaptersFactory(null);
});

const connections = (clinic: IntegrationsClinic) =>
  ctx.db.database.withTenant(clinic.clinic.tenant.tenantId, (tx) =>
    tx.selectFrom('integration_connections').selectAll().execute(),
  );

async function slotStarts(clinic: IntegrationsClinic): Promise<number[]> {
  const query = new URLSearchParams({
    appointment_type: 'consultation',
    branch_id: clinic.clinic.branchId,
    provider_ids: clinic.clinic.provider.id,
    start_date: FUTURE_MONDAY,
    end_date: FUTURE_MONDAY,
  });
  const answer = await call(ctx, clinic.owner.session, 'GET', `/api/availability?${query.toString()}`);
  expect(answer.status).toBe(200);
  return (answer.body.slots as { start_time: string }[]).map((slot) => Date.parse(slot.start_time));
}

it('connects Google with PKCE and a session-bound state, tokens sealed; a replayed or forged state is refused', async () => {
  const clinic = await buildIntegrationsClinic(ctx);
  const { url, state, challenge } = await startConsent(ctx, clinic.provider, 'google');
  expect(url.origin + url.pathname).toBe(`${fake.url}/google/authorize`);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('redirect_uri')).toBe(
    `${ctx.config.publicAppUrl}/integrations/google/callback`,
  );
  expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);

  // Another session of the same person cannot finish it.
  const other = await signIn(ctx.server, clinic.clinic.provider);
  const code = fake.issueCode('google', challenge);
  const stolen = await call(ctx, other, 'POST', '/api/integrations/google/callback', { code, state });
  expect(stolen).toMatchObject({ status: 400, body: { code: 'oauth_state_invalid' } });

  const done = await call(ctx, clinic.provider, 'POST', '/api/integrations/google/callback', { code, state });
  expect(done).toMatchObject({
    status: 200,
    body: { provider: 'google_calendar', status: 'connected', account_email: 'dr.grey@example.com' },
  });
  const [row] = await connections(clinic);
  expect(row?.access_token_sealed).toMatch(/^v1\./);
  expect(JSON.stringify(row)).not.toMatch(/at_[0-9a-f]{24}|rt_[0-9a-f]{24}/);

  const replayed = await call(ctx, clinic.provider, 'POST', '/api/integrations/google/callback', {
    code,
    state,
  });
  expect(replayed).toMatchObject({ status: 400, body: { code: 'oauth_state_invalid' } });
  const forged = await call(ctx, clinic.provider, 'POST', '/api/integrations/google/callback', {
    code,
    state: 'x'.repeat(43),
  });
  expect(forged).toMatchObject({ status: 400, body: { code: 'oauth_state_invalid' } });
});

it.each([
  [500, /not answering \(HTTP 500\)/],
  [429, /slow down \(HTTP 429\)/],
  [401, /did not accept the sign-in/],
])('connects nothing when the token endpoint answers %i, with a clear message', async (status, message) => {
  const clinic = await buildIntegrationsClinic(ctx);
  const { state, challenge } = await startConsent(ctx, clinic.provider, 'google');
  fake.failNext('/google/token', status);
  const failed = await call(ctx, clinic.provider, 'POST', '/api/integrations/google/callback', {
    code: fake.issueCode('google', challenge),
    state,
  });
  expect(failed.status).toBe(502);
  expect(String(failed.body.detail)).toMatch(message);
  expect(String(failed.body.detail)).toMatch(/Nothing was connected/);
  expect(await connections(clinic)).toEqual([]);
});

it('blocks bookable time with the Google busy times, incrementally, and frees it when the event goes', async () => {
  const clinic = await buildIntegrationsClinic(ctx);
  const before = await slotStarts(clinic);
  const busyStart = Date.parse(`${FUTURE_MONDAY}T15:00:00Z`);
  expect(before).toContain(busyStart);
  const busyId = fake.addBusy(`${FUTURE_MONDAY}T15:00:00Z`, `${FUTURE_MONDAY}T16:00:00Z`);
  fake.addBusy(`${FUTURE_MONDAY}T12:00:00Z`, `${FUTURE_MONDAY}T13:00:00Z`, { transparency: 'transparent' });
  await connectThrough(ctx, fake, clinic.provider, 'google');
  await ctx.jobs.drain();
  const after = await slotStarts(clinic);
  expect(after.filter((start) => start >= busyStart - 29 * 60_000 && start < busyStart + 3600_000)).toEqual(
    [],
  );
  expect(after).toContain(Date.parse(`${FUTURE_MONDAY}T12:00:00Z`));

  const list = await call(ctx, clinic.provider, 'GET', '/api/integrations');
  const google = (
    list.body.integrations as { provider: string; connection: { last_sync_at: string | null } | null }[]
  )[0];
  expect(google?.connection?.last_sync_at).not.toBeNull();

  fake.cancelEvent(busyId);
  const calls = fake.calls.length;
  expect((await call(ctx, clinic.provider, 'POST', '/api/integrations/google/sync')).status).toBe(200);
  await ctx.jobs.drain();
  expect(
    fake.calls.slice(calls).some((line) => line.startsWith('GET /google/calendar/calendars/primary/events')),
  ).toBe(true);
  expect(await slotStarts(clinic)).toContain(busyStart);
});

it('writes the visit to the chosen calendar, moves it and deletes it with the appointment', async () => {
  const clinic = await buildIntegrationsClinic(ctx);
  await connectThrough(ctx, fake, clinic.provider, 'google');
  const calendars = await call(ctx, clinic.provider, 'GET', '/api/integrations/google/calendars');
  expect(calendars.body.calendars).toHaveLength(2);
  const chosen = await call(ctx, clinic.provider, 'PUT', '/api/integrations/google/calendar', {
    calendar_id: 'visits@group.calendar.google.com',
  });
  expect(chosen.body).toMatchObject({ calendar_name: 'Clinic visits' });
  const refused = await call(ctx, clinic.provider, 'PUT', '/api/integrations/google/calendar', {
    calendar_id: 'someone-else',
  });
  expect(refused.status).toBe(400);

  const appointment = await book(ctx, clinic, `${FUTURE_MONDAY}T09:00:00Z`);
  await ctx.jobs.drain();
  const [event] = fake.events('visits@group.calendar.google.com');
  expect(event).toMatchObject({ status: 'confirmed', start: { dateTime: `${FUTURE_MONDAY}T09:00:00.000Z` } });
  expect(JSON.stringify(event)).not.toContain(clinic.clinic.patientId);

  const cancelled = await call(
    ctx,
    clinic.owner.session,
    'DELETE',
    `/api/appointments/${appointment.id}?reason=Asked`,
  );
  expect(cancelled.status).toBe(200);
  await ctx.jobs.drain();
  expect(fake.events('visits@group.calendar.google.com')[0]?.status).toBe('cancelled');
});

it('marks a revoked Google grant for a new consent without retrying, and revokes on disconnect', async () => {
  const clinic = await buildIntegrationsClinic(ctx);
  await connectThrough(ctx, fake, clinic.provider, 'google');
  await ctx.jobs.drain();
  await ctx.db.database.withTenant(clinic.clinic.tenant.tenantId, (tx) =>
    tx
      .updateTable('integration_connections')
      .set({ token_expires_at: new Date(Date.now() - 1000) })
      .execute(),
  );
  fake.failNext('/google/token', 400, { error: 'invalid_grant' });
  await call(ctx, clinic.provider, 'POST', '/api/integrations/google/sync');
  await ctx.jobs.drain();
  const [row] = await connections(clinic);
  expect(row).toMatchObject({ status: 'error' });
  expect(row?.last_error).toMatch(/no longer accepts this connection/);

  const revokedBefore = fake.revoked.length;
  expect((await call(ctx, clinic.provider, 'DELETE', '/api/integrations/google')).body).toEqual({
    disconnected: true,
  });
  expect(fake.revoked.length).toBe(revokedBefore + 1);
  expect(await connections(clinic)).toEqual([]);
  expect((await call(ctx, clinic.provider, 'DELETE', '/api/integrations/google')).status).toBe(404);
});

it("connects the clinic's Zoom, gives a telemedicine visit a meeting that follows it, and disconnects", async () => {
  const clinic = await buildIntegrationsClinic(ctx);
  await ctx.db.database.withTenant(clinic.clinic.tenant.tenantId, (tx) =>
    tx
      .updateTable('appointment_types')
      .set({ telemedicine: true })
      .where('key', '=', 'consultation')
      .execute(),
  );
  const zoom = await connectThrough(ctx, fake, clinic.owner.session, 'zoom');
  expect(zoom).toMatchObject({ provider: 'zoom', account_email: 'clinic@example.com' });
  const refused = await call(ctx, clinic.provider, 'POST', '/api/integrations/zoom/authorize');
  expect(refused.status).toBe(403);

  const appointment = await book(ctx, clinic, `${FUTURE_MONDAY}T11:00:00Z`);
  await ctx.jobs.drain();
  const link = await ctx.db.database.withTenant(clinic.clinic.tenant.tenantId, (tx) =>
    tx
      .selectFrom('integration_event_links')
      .selectAll()
      .where('provider', '=', 'zoom')
      .executeTakeFirstOrThrow(),
  );
  expect(link.join_url).toMatch(/^https:\/\/zoom\.example\.test\/j\//);
  expect(fake.meetings.get(link.external_id)).toMatchObject({
    duration: 30,
    start_time: `${FUTURE_MONDAY}T11:00:00.000Z`,
  });
  const portal = await ctx.db.database.withTenant(clinic.clinic.tenant.tenantId, async (tx) =>
    presentMyAppointment(await myAppointmentsQuery(tx, clinic.clinic.patientId).executeTakeFirstOrThrow(), 0),
  );
  expect(portal.join_url).toBe(link.join_url);
  // Its reminders can carry the link too ({{video_link}}).
  const reminder = await ctx.db.database.withTenant(clinic.clinic.tenant.tenantId, async (tx) =>
    visitValues(tx, appointment.id, await clinicMessaging(tx), ctx.services),
  );
  expect(reminder?.values.video_link).toBe(link.join_url);

  const moved = await call(ctx, clinic.owner.session, 'PUT', `/api/appointments/${appointment.id}`, {
    start_time: `${FUTURE_MONDAY}T13:00:00Z`,
    version: appointment.version,
  });
  expect(moved.status).toBe(200);
  await ctx.jobs.drain();
  expect(fake.meetings.get(link.external_id)?.start_time).toBe(`${FUTURE_MONDAY}T13:00:00.000Z`);

  expect(
    (await call(ctx, clinic.owner.session, 'DELETE', `/api/appointments/${appointment.id}`)).status,
  ).toBe(200);
  await ctx.jobs.drain();
  expect(fake.meetings.has(link.external_id)).toBe(false);

  // Disconnecting revokes the clinic's grant at Zoom and forgets it; a second time finds nothing.
  const revokedBefore = fake.revoked.length;
  expect((await call(ctx, clinic.owner.session, 'DELETE', '/api/integrations/zoom')).body).toEqual({
    disconnected: true,
  });
  expect(fake.revoked.length).toBe(revokedBefore + 1);
  expect((await connections(clinic)).filter((row) => row.provider === 'zoom')).toEqual([]);
  expect((await call(ctx, clinic.owner.session, 'DELETE', '/api/integrations/zoom')).status).toBe(404);
});
