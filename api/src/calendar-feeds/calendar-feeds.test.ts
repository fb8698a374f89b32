import type { CalendarFeed } from '@clinio/contracts';
import ical from 'node-ical';
import { buildSchedule, holdAppointment, type ScheduleFixture } from '../availability/schedule-fixtures';
import { buildPatient, buildStaff, buildTenant, signIn } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildMember, type Member } from '../staff/staff-test-fixtures';
import type { ProvisionedTenant } from '../tenancy/provision';

let ctx: TestContext;
let tenant: ProvisionedTenant;
let schedule: ScheduleFixture;
let owner: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  tenant = await buildTenant(ctx.db.database);
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  schedule = await buildSchedule(ctx.db.database, tenant, { providers: 2 });
});
afterAll(() => ctx.close());

const feedPath = (url: string) => new URL(url).pathname;

it('serves the provider’s appointments in the branch zone with initials and type only; rotates and revokes', async () => {
  const providerId = schedule.providerIds[0] as string;
  const patient = await buildPatient(ctx.db.database, { tenant });
  await ctx.db.database.withTenant(tenant.tenantId, (tx) =>
    tx
      .updateTable('patients')
      .set({ first_name: 'Ana', last_name: 'Sousa' })
      .where('id', '=', patient.id)
      .execute(),
  );
  const start = new Date(Date.now() + 3 * 86_400_000);
  start.setUTCHours(9, 0, 0, 0);
  await holdAppointment(ctx.db.database, schedule, {
    patientId: patient.id,
    providerId,
    start: start.toISOString(),
    minutes: 30,
  });

  const created = await ctx.server.inject({
    method: 'POST',
    url: `/api/providers/${providerId}/calendar-feed`,
    headers: owner.session.headers,
  });
  expect(created.statusCode).toBe(201);
  const feed = created.json<CalendarFeed>();
  expect(feed.url).toMatch(/\/api\/calendar-feeds\/[A-Za-z0-9_-]{32}\.ics$/);

  const response = await ctx.server.inject({ method: 'GET', url: feedPath(feed.url) });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/calendar');
  expect(response.body).toContain('BEGIN:VTIMEZONE');
  expect(response.body).toContain('TZID:Europe/Berlin');
  expect(response.body).not.toMatch(/Ana|Sousa/);
  const events = Object.values(ical.sync.parseICS(response.body)).filter((c) => c?.type === 'VEVENT') as {
    start: Date;
    summary: string;
  }[];
  expect(events).toHaveLength(1);
  expect(events[0]?.start.toISOString()).toBe(start.toISOString());
  expect(events[0]?.summary).toBe('Consultation · A. S.');

  // Rotating ends the old URL; revoking ends the new one.
  const rotated = (
    await ctx.server.inject({
      method: 'POST',
      url: `/api/providers/${providerId}/calendar-feed`,
      headers: owner.session.headers,
    })
  ).json<CalendarFeed>();
  expect((await ctx.server.inject({ method: 'GET', url: feedPath(feed.url) })).statusCode).toBe(404);
  expect((await ctx.server.inject({ method: 'GET', url: feedPath(rotated.url) })).statusCode).toBe(200);
  const revoked = await ctx.server.inject({
    method: 'DELETE',
    url: `/api/providers/${providerId}/calendar-feed`,
    headers: owner.session.headers,
  });
  expect(revoked.statusCode).toBe(204);
  expect((await ctx.server.inject({ method: 'GET', url: feedPath(rotated.url) })).statusCode).toBe(404);
});

it('lets a provider manage only their own feed, and hides other tenants’ staff (404)', async () => {
  const provider = await buildStaff(ctx.db.database, { tenant, role: 'provider' });
  const session = await signIn(ctx.server, provider);
  const own = await ctx.server.inject({
    method: 'POST',
    url: `/api/providers/${provider.id}/calendar-feed`,
    headers: session.headers,
  });
  expect(own.statusCode).toBe(201);
  const other = await ctx.server.inject({
    method: 'POST',
    url: `/api/providers/${schedule.providerIds[1] as string}/calendar-feed`,
    headers: session.headers,
  });
  expect(other.statusCode).toBe(403);
  const foreign = await buildStaff(ctx.db.database, {
    tenant: await buildTenant(ctx.db.database),
    role: 'provider',
  });
  const cross = await ctx.server.inject({
    method: 'GET',
    url: `/api/providers/${foreign.id}/calendar-feed`,
    headers: owner.session.headers,
  });
  expect(cross.statusCode).toBe(404);
  expect(
    (await ctx.server.inject({ method: 'GET', url: '/api/calendar-feeds/not-a-token.ics' })).statusCode,
  ).toBe(400);
});
