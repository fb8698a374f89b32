import type { InjectOptions } from 'fastify';
import { auditActions, buildMember, type Member } from '../staff/staff-test-fixtures';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildSchedulingClinic, type SchedulingClinic } from './test-fixtures';

/** The clinic's appointment types (PUT /api/appointment-types/{key}) on real PostgreSQL. */
let ctx: TestContext;
let clinic: SchedulingClinic;

beforeAll(async () => {
  ctx = await createTestApp();
  clinic = await buildSchedulingClinic(ctx.db.database, { timezone: 'Europe/London' });
});
afterAll(() => ctx.close());

const call = (request: InjectOptions, member: Member) =>
  ctx.server.inject({ ...request, headers: { ...member.session.headers, ...(request.headers ?? {}) } });

it("lets the clinic set a type, refuses bad values field by field, and never touches another clinic's", async () => {
  const admin = await buildMember(ctx.server, ctx.db.database, {
    tenant: clinic.tenant,
    role: 'super_admin',
  });
  const outsider = await buildMember(ctx.server, ctx.db.database, { role: 'super_admin' });
  const body = {
    name: 'Video consultation',
    duration_minutes: 20,
    buffer_before_minutes: 0,
    buffer_after_minutes: 10,
    colour: '#2F855A',
    bookable_online: false,
    price_minor: 7500,
    telemedicine: true,
    active: true,
  };
  const saved = await call(
    { method: 'PUT', url: '/api/appointment-types/consultation', payload: body },
    admin,
  );
  expect(saved.statusCode).toBe(200);
  // The price is in the clinic's billing currency, which the record names.
  expect(saved.json()).toMatchObject({ ...body, key: 'consultation', colour: '#2f855a', currency: 'USD' });
  const audit = await auditActions(ctx.db.database, clinic.tenant.tenantId, {
    resourceId: saved.json<{ id: string }>().id,
  });
  expect(audit.map((row) => row.action)).toContain('appointment_type.updated');
  // Another clinic's consultation is its own.
  const theirs = await call({ method: 'GET', url: '/api/appointment-types' }, outsider);
  expect(
    theirs.json<{ key: string; name: string }[]>().find((type) => type.key === 'consultation')?.name,
  ).toBe('Consultation');

  const bad = await call(
    {
      method: 'PUT',
      url: '/api/appointment-types/consultation',
      payload: { ...body, duration_minutes: 2, colour: 'green', price_minor: -1 },
    },
    admin,
  );
  expect(bad.statusCode).toBe(400);
  expect(
    bad
      .json<{ fields: { field: string }[] }>()
      .fields.map((field) => field.field)
      .sort(),
  ).toEqual(['colour', 'duration_minutes', 'price_minor']);
  const unknown = await call({ method: 'PUT', url: '/api/appointment-types/yoga', payload: body }, admin);
  expect(unknown.statusCode).toBe(404);
});

it("names the clinic's billing currency on each type, so a price is read in it", async () => {
  const member = await buildMember(ctx.server, ctx.db.database, {
    tenant: clinic.tenant,
    role: 'front_desk',
  });
  await ctx.db.database.withTenant(clinic.tenant.tenantId, (tx) =>
    tx
      .insertInto('billing_settings')
      .values({ tenant_id: clinic.tenant.tenantId, currency: 'JPY' })
      .onConflict((conflict) => conflict.column('tenant_id').doUpdateSet({ currency: 'JPY' }))
      .execute(),
  );
  const types = await call({ method: 'GET', url: '/api/appointment-types' }, member);
  expect(new Set(types.json<{ currency: string }[]>().map((type) => type.currency))).toEqual(
    new Set(['JPY']),
  );
  const resources = await call({ method: 'GET', url: '/api/scheduling/resources' }, member);
  expect(resources.json<{ appointment_types: { currency: string }[] }>().appointment_types[0]?.currency).toBe(
    'JPY',
  );
});
