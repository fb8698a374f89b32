import type { BookingResult, PatientRecord } from '@clinio/contracts';
import { buildMember, type Member } from '../staff/staff-test-fixtures';
import { createTestApp, type TestContext } from '../test/test-app';
import { bookingBody, buildSchedulingClinic, type SchedulingClinic } from './test-fixtures';

/** A patient's permanent erase takes the appointments with it (0012, ADR 036); the time is free again. */
let ctx: TestContext;
let clinic: SchedulingClinic;
let owner: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  clinic = await buildSchedulingClinic(ctx.db.database);
  owner = await buildMember(ctx.server, ctx.db.database, { tenant: clinic.tenant, role: 'super_admin' });
});
afterAll(() => ctx.close());

it('erases a patient who has appointments, and their appointments with them', async () => {
  const headers = owner.session.headers;
  const record = (
    await ctx.server.inject({
      method: 'POST',
      url: '/api/patients/',
      headers,
      payload: { first_name: 'Erin', last_name: 'Rase' },
    })
  ).json<PatientRecord>();
  const body = { ...bookingBody(clinic, '2031-02-03T10:00:00Z'), patient_id: record.id };
  const booked = await ctx.server.inject({
    method: 'POST',
    url: '/api/appointments/',
    headers,
    payload: body,
  });
  const { appointment } = booked.json<BookingResult>();
  const erased = await ctx.server.inject({
    method: 'POST',
    url: `/api/patients/${record.id}/erase`,
    headers,
    payload: { confirm_chart_number: record.chart_number },
  });
  expect(erased.statusCode).toBe(200);
  expect(
    (await ctx.server.inject({ method: 'GET', url: `/api/appointments/${appointment.id}`, headers }))
      .statusCode,
  ).toBe(404);
  const again = await ctx.server.inject({
    method: 'POST',
    url: '/api/appointments/',
    headers,
    payload: bookingBody(clinic, '2031-02-03T10:00:00Z'),
  });
  expect(again.statusCode).toBe(201);
});
