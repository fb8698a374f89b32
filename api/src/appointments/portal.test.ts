import type { BookingResult, MyAppointment } from '@clinio/contracts';
import { buildMember, type Member } from '../staff/staff-test-fixtures';
import { buildPatient, buildPatientLogin, signInPatient } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { bookingBody, buildSchedulingClinic, type SchedulingClinic } from './test-fixtures';

let ctx: TestContext;
let clinic: SchedulingClinic;
let staff: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  clinic = await buildSchedulingClinic(ctx.db.database, { timezone: 'America/New_York' });
  staff = await buildMember(ctx.server, ctx.db.database, { tenant: clinic.tenant, role: 'front_desk' });
});
afterAll(() => ctx.close());

async function book(patientId: string, start: string): Promise<string> {
  const response = await ctx.server.inject({
    method: 'POST',
    url: '/api/appointments/',
    headers: staff.session.headers,
    payload: { ...bookingBody(clinic, start), patient_id: patientId },
  });
  expect(response.statusCode).toBe(201);
  return response.json<BookingResult>().appointment.id;
}

it("the portal's my-appointments lists the patient's own real appointments, upcoming first", async () => {
  const login = await buildPatientLogin(ctx.db.database);
  const own = (await buildPatient(ctx.db.database, { tenant: clinic.tenant, login })).id;
  const later = await book(own, '2031-05-06T10:00:00-04:00');
  const sooner = await book(own, '2031-05-05T10:00:00-04:00');
  const cancelled = await book(own, '2031-05-07T10:00:00-04:00');
  await ctx.server.inject({
    method: 'DELETE',
    url: `/api/appointments/${cancelled}`,
    headers: staff.session.headers,
  });
  // Someone else's appointment at the clinic never shows.
  await book(clinic.patientId, '2031-05-05T11:00:00-04:00');

  const session = await signInPatient(ctx.server, login);
  const response = await ctx.server.inject({
    method: 'GET',
    url: `/api/patients/${own}/my-appointments?limit=10`,
    headers: session.headers,
  });
  expect(response.statusCode).toBe(200);
  const list = response.json<MyAppointment[]>();
  expect(list.map((a) => [a.id, a.status, a.upcoming])).toEqual([
    [sooner, 'booked', true],
    [later, 'booked', true],
    [cancelled, 'cancelled', false],
  ]);
  expect(list[0]).toEqual({
    id: sooner,
    start_time: '2031-05-05T14:00:00.000Z',
    end_time: '2031-05-05T14:30:00.000Z',
    appointment_type: 'consultation',
    appointment_type_name: 'Consultation',
    status: 'booked',
    upcoming: true,
    can_change: true,
    provider_id: expect.any(String) as string,
    provider_name: 'Test User',
    branch_id: expect.any(String) as string,
    branch_name: 'Branch 1',
    timezone: 'America/New_York',
  });
  const one = await ctx.server.inject({
    method: 'GET',
    url: `/api/patients/${own}/my-appointments?limit=1`,
    headers: session.headers,
  });
  expect(one.json<MyAppointment[]>().map((a) => a.id)).toEqual([sooner]);
});
