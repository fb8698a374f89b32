import type { Appointment, AppointmentPage, BookingResult, ConflictCheckResponse } from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import { buildMember, auditActions, type Member } from '../staff/staff-test-fixtures';
import { createTestApp, type TestContext } from '../test/test-app';
import { bookingBody, buildSchedulingClinic, FUTURE_MONDAY, type SchedulingClinic } from './test-fixtures';

let ctx: TestContext;
let clinic: SchedulingClinic;
let owner: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  clinic = await buildSchedulingClinic(ctx.db.database);
  owner = await buildMember(ctx.server, ctx.db.database, { tenant: clinic.tenant, role: 'front_desk' });
});
afterAll(() => ctx.close());

function call(request: InjectOptions, member: Member = owner) {
  return ctx.server.inject({
    ...request,
    headers: { ...member.session.headers, ...(request.headers ?? {}) },
  });
}
const book = (payload: Record<string, unknown>) =>
  call({ method: 'POST', url: '/api/appointments/', payload });
const at = (day: string, time: string) => `${day}T${time}:00Z`;

interface Refusal {
  code: string;
  detail: string;
  occurrences: { index: number; conflicts: { kind: string; overridable: boolean }[] }[];
}
const refusal = (response: { json(): unknown }) => response.json() as Refusal;

describe('booking one appointment', () => {
  it('books, answers the contract shape, audits it, and finds it by every filter', async () => {
    const response = await book(
      bookingBody(clinic, at(FUTURE_MONDAY, '09:00'), { room_id: clinic.roomId, notes: 'First visit' }),
    );
    expect(response.statusCode).toBe(201);
    const { appointment, series } = response.json<BookingResult>();
    expect(series).toBeNull();
    expect(appointment).toMatchObject({
      patient_id: clinic.patientId,
      provider_id: clinic.provider.id,
      provider_name: 'Test User',
      start_time: '2031-01-06T09:00:00.000Z',
      end_time: '2031-01-06T09:30:00.000Z',
      timezone: 'UTC',
      status: 'booked',
      source: 'staff',
      notes: 'First visit',
      version: 1,
    });
    const actions = await auditActions(ctx.db.database, clinic.tenant.tenantId, {
      resourceId: appointment.id,
    });
    expect(actions.map((a) => a.action)).toEqual(['appointment.created']);

    const filters = [
      `start=${FUTURE_MONDAY}&end=2031-01-07`,
      `provider_id=${clinic.provider.id},${clinic.provider.id}&status=booked,confirmed`,
      `appointment_type=consultation,follow_up&room_id=${clinic.roomId}`,
      `patient_id=${clinic.patientId}&branch_id=${clinic.branchId}&status=`,
    ];
    for (const filter of filters) {
      const list = await call({ method: 'GET', url: `/api/appointments/?${filter}` });
      expect({ filter, status: list.statusCode }).toEqual({ filter, status: 200 });
      expect(list.json<AppointmentPage>().results.map((a) => a.id)).toContain(appointment.id);
    }
    const none = await call({
      method: 'GET',
      url: `/api/appointments/?status=cancelled&start=${FUTURE_MONDAY}`,
    });
    expect(none.json<AppointmentPage>()).toEqual({ results: [], total: 0 });
    const one = await call({ method: 'GET', url: `/api/appointments/${appointment.id}` });
    expect(one.json<Appointment>()).toEqual(appointment);
    const chart = await call({ method: 'GET', url: `/api/patients/${clinic.patientId}/appointments` });
    expect(chart.json<AppointmentPage>().results.map((a) => a.id)).toContain(appointment.id);
    // Every read is audited too: the lists, the view, the chart's tab.
    const reads = (await auditActions(ctx.db.database, clinic.tenant.tenantId)).map((a) => a.action);
    expect(reads.filter((a) => a === 'appointments.listed')).toHaveLength(filters.length + 1);
    expect(reads).toEqual(expect.arrayContaining(['appointment.viewed', 'patient.appointments_listed']));
  });

  it('quality bar 17: 50 concurrent bookings of one slot give exactly one 201 and 49 clear 409s', async () => {
    const body = bookingBody(clinic, at('2031-01-08', '11:00'));
    const answers = await Promise.all(Array.from({ length: 50 }, () => book(body)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toMatchObject({
        code: 'slot_taken',
        detail: 'This time is no longer available: the provider already has an appointment then.',
      });
    }
    const stored = await call({ method: 'GET', url: `/api/appointments/?start=2031-01-08&end=2031-01-09` });
    expect(stored.json<AppointmentPage>().total).toBe(1);
  });

  it('refuses an overlap with the provider (buffers included) and with the room', async () => {
    // A procedure: 60 minutes and 15 after.
    const first = await book(
      bookingBody(clinic, at('2031-01-09', '09:00'), {
        appointment_type: 'procedure',
        room_id: clinic.roomId,
      }),
    );
    expect(first.statusCode).toBe(201);
    const inBuffer = await book(bookingBody(clinic, at('2031-01-09', '10:05')));
    expect(inBuffer.statusCode).toBe(409);
    expect(refusal(inBuffer)).toMatchObject({ code: 'slot_taken' });
    expect(refusal(inBuffer).occurrences[0]?.conflicts[0]).toMatchObject({
      kind: 'provider_busy',
      overridable: false,
    });
    const after = await book(bookingBody(clinic, at('2031-01-09', '10:15')));
    expect(after.statusCode).toBe(201);
  });
});

describe('bad input: clear field errors and nothing stored', () => {
  async function expectFieldError(body: Record<string, unknown>, field: string, message: string | RegExp) {
    const before = await call({
      method: 'GET',
      url: `/api/appointments/?patient_id=${clinic.patientId}&limit=1`,
    });
    const response = await book(body);
    expect({ status: response.statusCode, code: refusal(response).code }).toEqual({
      status: 400,
      code: 'validation_error',
    });
    const fields = response.json<{ fields: { field: string; message: string }[] }>().fields;
    expect(fields.find((f) => f.field === field)?.message).toMatch(message);
    const after = await call({
      method: 'GET',
      url: `/api/appointments/?patient_id=${clinic.patientId}&limit=1`,
    });
    expect(after.json<AppointmentPage>().total).toBe(before.json<AppointmentPage>().total);
  }
  const base = () => bookingBody(clinic, at('2031-01-13', '09:00'));

  it('end before start, too long, unknown references', async () => {
    await expectFieldError(
      { ...base(), end_time: at('2031-01-13', '08:30') },
      'end_time',
      'The end must be after the start',
    );
    await expectFieldError(
      { ...base(), end_time: at('2031-01-14', '09:00') },
      'end_time',
      'An appointment can last at most 12 hours',
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    await expectFieldError({ ...base(), branch_id: unknown }, 'branch_id', 'Unknown branch');
    await expectFieldError({ ...base(), provider_id: unknown }, 'provider_id', 'Unknown provider');
    await expectFieldError({ ...base(), room_id: unknown }, 'room_id', 'Choose a room of this branch');
    await expectFieldError({ ...base(), patient_id: unknown }, 'patient_id', 'Unknown patient');
    await expectFieldError(
      { ...base(), appointment_type: 'massage' },
      'appointment_type',
      'Unknown appointment type',
    );
    await expectFieldError({ ...base(), start_time: '2031-01-13 09:00' }, 'start_time', /ISO 8601/);
    await expectFieldError(
      { ...base(), start_time: '2099-01-13T09:00:00Z' },
      'start_time',
      'Choose a time from 2000 to at most 5 years ahead',
    );
  });

  it('a provider who does not offer the type, and an archived patient', async () => {
    await ctx.db.database.withTenant(clinic.tenant.tenantId, async (tx) => {
      const type = await tx
        .selectFrom('appointment_types')
        .select('id')
        .where('key', '=', 'emergency')
        .executeTakeFirstOrThrow();
      await tx
        .deleteFrom('provider_appointment_types')
        .where('provider_id', '=', clinic.provider.id)
        .where('appointment_type_id', '=', type.id)
        .execute();
    });
    await expectFieldError(
      { ...base(), appointment_type: 'emergency' },
      'appointment_type',
      'This provider does not offer this type of appointment',
    );
    const archived = await call(
      { method: 'DELETE', url: `/api/patients/${clinic.patientId}` },
      await buildMember(ctx.server, ctx.db.database, { tenant: clinic.tenant, role: 'super_admin' }),
    );
    expect(archived.statusCode).toBe(200);
    await expectFieldError(
      base(),
      'patient_id',
      'This patient is archived: restore the record to book for them',
    );
    await ctx.db.database.withTenant(clinic.tenant.tenantId, (tx) =>
      tx
        .updateTable('patients')
        .set({ archived_at: null, archived_by: null })
        .where('id', '=', clinic.patientId)
        .execute(),
    );
  });

  it('outside working hours and the past are warnings staff confirm; time off is refused', async () => {
    const early = bookingBody(clinic, at('2031-01-14', '07:00'));
    const warned = await book(early);
    expect(warned.statusCode).toBe(409);
    expect(warned.json()).toMatchObject({ code: 'booking_conflicts' });
    const kinds = refusal(warned).occurrences[0]?.conflicts.map((c) => [c.kind, c.overridable]);
    expect(kinds).toEqual([
      ['outside_hours', true],
      ['outside_hours', true],
    ]);
    expect((await book({ ...early, allow_outside_hours: true })).statusCode).toBe(201);

    await ctx.db.database.withTenant(clinic.tenant.tenantId, (tx) =>
      tx
        .insertInto('provider_exceptions')
        .values({
          tenant_id: clinic.tenant.tenantId,
          provider_id: clinic.provider.id,
          kind: 'time_off',
          starts_at: at('2031-01-15', '00:00'),
          ends_at: at('2031-01-16', '00:00'),
        })
        .execute(),
    );
    const off = await book({ ...bookingBody(clinic, at('2031-01-15', '10:00')), allow_outside_hours: true });
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({
      code: 'booking_conflicts',
      detail: 'The provider is on time off then.',
    });
    // Confirming the warnings (07:00 is also outside the hours) does not lift the refusal.
    const offEarly = await book({
      ...bookingBody(clinic, at('2031-01-15', '07:00')),
      allow_outside_hours: true,
    });
    expect(refusal(offEarly)).toMatchObject({
      code: 'booking_conflicts',
      detail: 'The provider is on time off then.',
    });
    // A past time is a warning staff confirm: a visit recorded after the fact (ADR 041).
    const past = await book(bookingBody(clinic, at('2020-01-15', '10:00')));
    expect(past.json()).toMatchObject({
      code: 'booking_conflicts',
      detail: 'This time is in the past. Confirm to book anyway.',
    });
    const recorded = await book({
      ...bookingBody(clinic, at('2020-01-15', '10:00')),
      allow_outside_hours: true,
    });
    expect(recorded.statusCode).toBe(201);
  });
});

describe('check-conflicts', () => {
  it('lists, per occurrence, what a series would collide with, and stores nothing', async () => {
    const blocker = await book(bookingBody(clinic, at('2031-02-17', '14:00')));
    expect(blocker.statusCode).toBe(201);
    const response = await call({
      method: 'POST',
      url: '/api/appointments/check-conflicts',
      payload: {
        ...bookingBody(clinic, at('2031-02-03', '14:00')),
        recurrence: { frequency: 'weekly', count: 4 },
      },
    });
    expect(response.statusCode).toBe(200);
    const check = response.json<ConflictCheckResponse>();
    expect(check.has_conflicts).toBe(true);
    expect(check.occurrences.map((o) => [o.index, o.conflicts.map((c) => c.kind)])).toEqual([
      [1, []],
      [2, []],
      [3, ['provider_busy', 'patient_busy']],
      [4, []],
    ]);
    expect(check.occurrences[2]?.conflicts[0]?.appointment_id).toBe(
      blocker.json<BookingResult>().appointment.id,
    );
  });
});
