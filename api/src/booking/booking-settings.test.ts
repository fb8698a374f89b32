import type { BookingSettings } from '@clinio/contracts';
import { buildTenant } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { auditActions, buildMember, type Member } from '../staff/staff-test-fixtures';
import type { ProvisionedTenant } from '../tenancy/provision';

let ctx: TestContext;
let tenant: ProvisionedTenant;
let owner: Member;
let desk: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  tenant = await buildTenant(ctx.db.database);
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  desk = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'front_desk' });
});
afterAll(() => ctx.close());

const rules = {
  embed_enabled: true,
  embed_allowed_origins: ['https://www.example-clinic.com', 'https://book.example-clinic.com:8443'],
  min_notice_minutes: 60,
  max_days_ahead: 30,
  cancel_notice_minutes: 720,
  slot_step_minutes: 10,
  waitlist_hold_minutes: 90,
};
const put = (payload: Record<string, unknown>, member = owner) =>
  ctx.server.inject({
    method: 'PUT',
    url: '/api/booking-settings',
    headers: member.session.headers,
    payload,
  });

it('reads the defaults with the embed path, and saves the rules (audited, field names only)', async () => {
  const read = await ctx.server.inject({
    method: 'GET',
    url: '/api/booking-settings',
    headers: desk.session.headers,
  });
  expect(read.statusCode).toBe(200);
  expect(read.json<BookingSettings>()).toMatchObject({
    clinic_id: tenant.clinicId,
    embed_path: `/embed/calendar/${tenant.clinicId}`,
    min_notice_minutes: 120,
    embed_allowed_origins: [],
  });
  const saved = await put({
    ...rules,
    embed_allowed_origins: ['https://WWW.Example-Clinic.com/', rules.embed_allowed_origins[1]],
  });
  expect(saved.statusCode).toBe(200);
  const settings: BookingSettings = saved.json();
  expect(settings).toMatchObject(rules);
  const audit = await auditActions(ctx.db.database, tenant.tenantId);
  expect(audit.map((row) => row.action)).toContain('booking_settings.updated');
  // The embed page is now framable by exactly these origins.
  const page = await ctx.server.inject({ method: 'GET', url: `/embed/calendar/${tenant.clinicId}` });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-security-policy']).toContain(
    'frame-ancestors https://www.example-clinic.com https://book.example-clinic.com:8443',
  );
  expect(page.headers['x-frame-options']).toBeUndefined();
  expect(page.body).toContain('<html lang="en">');
  // A reader who prefers Spanish gets the page in Spanish (issue 22).
  const spanish = await ctx.server.inject({
    method: 'GET',
    url: `/embed/calendar/${tenant.clinicId}`,
    headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' },
  });
  expect(spanish.body).toContain('<html lang="es">');
  expect(spanish.body).toContain('<title>Reservar una cita · ');
  expect(spanish.body).toContain('Cargando…');
});

it('refuses origins that are not https origins, and out-of-range numbers, with field errors', async () => {
  for (const origin of [
    'http://clinic.example',
    'https://clinic.example/book',
    'javascript:alert(1)',
    '*',
    "https://a.example 'unsafe-inline'",
  ]) {
    const response = await put({ ...rules, embed_allowed_origins: [origin] });
    expect(response.statusCode).toBe(400);
    const body: unknown = response.json();
    expect(body).toMatchObject({ code: 'validation_error' });
    expect(JSON.stringify(body)).toContain('embed_allowed_origins');
  }
  expect((await put({ ...rules, slot_step_minutes: 7 })).statusCode).toBe(400);
  expect((await put({ ...rules, max_days_ahead: 0 })).statusCode).toBe(400);
  expect((await put({ ...rules, tenant_id: tenant.tenantId })).statusCode).toBe(400);
});

it('lets only settings_manage change the rules', async () => {
  const refused = await put(rules, desk);
  expect(refused.statusCode).toBe(403);
});

it('keeps every other page unframable, and the embed of an unknown clinic too', async () => {
  const unknown = await ctx.server.inject({
    method: 'GET',
    url: '/embed/calendar/00000000-0000-4000-8000-000000000000',
  });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  const api = await ctx.server.inject({
    method: 'GET',
    url: '/api/booking-settings',
    headers: owner.session.headers,
  });
  expect(api.headers['x-frame-options']).toBe('DENY');
  const script = await ctx.server.inject({ method: 'GET', url: '/embed/assets/booking.js' });
  expect(script.statusCode).toBe(200);
  expect(script.headers['content-type']).toContain('javascript');
});

it('closes the booking page on a plan without Website Embedding; a booking link still opens, unframed', async () => {
  await put(rules);
  const setPlan = (plan: 'essential' | 'pro') =>
    ctx.db.database.withTenant(tenant.tenantId, (tx) =>
      tx.updateTable('subscriptions').set({ plan }).where('tenant_id', '=', tenant.tenantId).execute(),
    );
  const get = (url: string) => ctx.server.inject({ method: 'GET', url });
  await setPlan('essential');
  try {
    const page = await get(`/embed/calendar/${tenant.clinicId}`);
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const config = await get(`/api/public/booking/${tenant.clinicId}`);
    expect(config.statusCode).toBe(404);
    expect(config.json()).toMatchObject({ detail: 'Online booking is not available for this clinic' });
    const manage = await get(`/embed/calendar/${tenant.clinicId}/manage`);
    expect(manage.statusCode).toBe(200);
    expect(manage.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  } finally {
    await setPlan('pro');
  }
  expect((await get(`/api/public/booking/${tenant.clinicId}`)).statusCode).toBe(200);
});
