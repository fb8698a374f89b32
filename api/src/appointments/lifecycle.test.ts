import type { Appointment, AppointmentPage, BookingResult, SchedulingResources } from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import { buildMember, type Member } from '../staff/staff-test-fixtures';
import { buildBranch } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import {
  registerAppointmentFreedListener,
  unregisterAppointmentFreedListener,
  type FreedTime,
} from './hooks';
import { addProvider, bookingBody, buildSchedulingClinic, type SchedulingClinic } from './test-fixtures';

let ctx: TestContext;
let clinic: SchedulingClinic;
let staff: Member;
const freed: FreedTime[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  clinic = await buildSchedulingClinic(ctx.db.database, { timezone: 'Europe/London' });
  staff = await buildMember(ctx.server, ctx.db.database, { tenant: clinic.tenant, role: 'front_desk' });
  registerAppointmentFreedListener('test', async (_tx, time) => {
    freed.push(time);
  });
});
afterAll(async () => {
  unregisterAppointmentFreedListener('test');
  await ctx.close();
});
beforeEach(() => {
  freed.length = 0;
});

function call(request: InjectOptions, member: Member = staff) {
  return ctx.server.inject({
    ...request,
    headers: { ...member.session.headers, ...(request.headers ?? {}) },
  });
}
async function book(payload: Record<string, unknown>): Promise<BookingResult> {
  const response = await call({ method: 'POST', url: '/api/appointments/', payload });
  expect({ status: response.statusCode, body: response.body }).toEqual({ status: 201, body: response.body });
  return response.json<BookingResult>();
}
const put = (id: string, payload: Record<string, unknown>) =>
  call({ method: 'PUT', url: `/api/appointments/${id}`, payload });
const local = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    timeZone: 'Europe/London',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

describe('statuses', () => {
  it('walks booked -> confirmed -> checked_in -> in_progress -> completed, each with the version it read', async () => {
    const { appointment } = await book(bookingBody(clinic, '2031-06-02T09:00:00+01:00'));
    let current = appointment;
    for (const status of ['confirmed', 'checked_in', 'in_progress', 'completed'] as const) {
      const response = await put(current.id, { status, version: current.version });
      expect({ status, code: response.statusCode }).toEqual({ status, code: 200 });
      current = response.json<Appointment>();
      expect(current.status).toBe(status);
    }
    expect(current.version).toBe(5);
    const again = await put(current.id, { status: 'cancelled', version: current.version });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'conflict',
      detail: 'A completed appointment cannot change status.',
    });
  });

  it('refuses a stale version, a skipped step and a no-show before the start', async () => {
    const { appointment } = await book(bookingBody(clinic, '2031-06-02T11:00:00+01:00'));
    const confirmed = await put(appointment.id, { status: 'confirmed', version: 1 });
    expect(confirmed.statusCode).toBe(200);
    const stale = await put(appointment.id, { notes: 'Late change', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'stale_appointment',
      appointment: { version: 2, status: 'confirmed' },
    });
    const skip = await put(appointment.id, { status: 'completed', version: 2 });
    expect(skip.json()).toMatchObject({
      code: 'conflict',
      detail: 'A confirmed appointment can only become checked in, cancelled, no show.',
    });
    const early = await put(appointment.id, { status: 'no_show', version: 2 });
    expect(early.json()).toMatchObject({
      code: 'conflict',
      detail: 'You can mark a no-show once the appointment has started.',
    });
    expect(freed).toEqual([]);
  });
});

describe('moving and cancelling', () => {
  it('moves an appointment (the freed time is announced) and refuses moving onto another', async () => {
    const a = (await book(bookingBody(clinic, '2031-06-03T09:00:00+01:00'))).appointment;
    const b = (await book(bookingBody(clinic, '2031-06-03T10:00:00+01:00'))).appointment;
    const moved = await put(a.id, { start_time: '2031-06-03T11:00:00+01:00', version: 1 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Appointment>()).toMatchObject({
      start_time: '2031-06-03T10:00:00.000Z',
      end_time: '2031-06-03T10:30:00.000Z',
      version: 2,
    });
    expect(freed).toEqual([
      expect.objectContaining({
        appointmentId: a.id,
        reason: 'moved',
        start: new Date('2031-06-03T08:00:00Z'),
      }),
    ]);
    const onto = await put(a.id, { start_time: '2031-06-03T10:15:00+01:00', version: 2 });
    expect(onto.statusCode).toBe(409);
    expect(onto.json()).toMatchObject({ code: 'slot_taken' });
    // Another provider may not take the room either.
    const other = await addProvider(ctx.db.database, clinic.tenant, clinic.branchId);
    await put(b.id, { room_id: clinic.roomId, version: 1 });
    const room = await call({
      method: 'POST',
      url: '/api/appointments/',
      payload: {
        ...bookingBody(clinic, '2031-06-03T10:10:00+01:00'),
        provider_id: other.id,
        room_id: clinic.roomId,
        allow_outside_hours: true,
      },
    });
    expect(room.json()).toMatchObject({
      code: 'room_taken',
      detail: 'This room is already booked at that time.',
    });
  });

  it('DELETE cancels and keeps the row with its reason; the time is free again', async () => {
    const { appointment } = await book(bookingBody(clinic, '2031-06-04T09:00:00+01:00'));
    const cancelled = await call({
      method: 'DELETE',
      url: `/api/appointments/${appointment.id}?reason=Patient%20is%20unwell`,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<Appointment>()).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'Patient is unwell',
      version: 2,
    });
    expect(freed.map((f) => [f.appointmentId, f.reason])).toEqual([[appointment.id, 'cancelled']]);
    const kept = await call({ method: 'GET', url: `/api/appointments/${appointment.id}` });
    expect(kept.json<Appointment>().status).toBe('cancelled');
    await book(bookingBody(clinic, '2031-06-04T09:00:00+01:00'));
  });
});

describe('series', () => {
  it('a weekly series keeps 09:00 London time across the October change', async () => {
    const { series, appointment } = await book({
      ...bookingBody(clinic, '2031-10-20T09:00:00+01:00'),
      recurrence: { frequency: 'weekly', count: 3 },
    });
    expect(series?.booked).toBe(3);
    const list = await call({
      method: 'GET',
      url: `/api/appointments/?start=2031-10-20&end=2031-11-10&patient_id=${clinic.patientId}`,
    });
    const starts = list
      .json<AppointmentPage>()
      .results.filter((a) => a.series_id === series?.id)
      .map((a) => a.start_time);
    expect(starts).toEqual([
      '2031-10-20T08:00:00.000Z',
      '2031-10-27T09:00:00.000Z',
      '2031-11-03T09:00:00.000Z',
    ]);
    expect(appointment.series_index).toBe(1);
  });

  it('refuses a single start written in the spring gap, and flags a series occurrence in it', async () => {
    // 30 March 2031, 01:30 does not exist in London (01:00 GMT -> 02:00 BST).
    const gap = await call({
      method: 'POST',
      url: '/api/appointments/',
      payload: { ...bookingBody(clinic, '2031-03-30T01:30:00+00:00'), allow_outside_hours: true },
    });
    expect(gap.statusCode).toBe(400);
    expect(gap.json()).toMatchObject({
      fields: [
        {
          field: 'start_time',
          message:
            '2031-03-30 01:30 does not exist in Europe/London: the clocks go forward then. Choose another time.',
        },
      ],
    });
    const check = await call({
      method: 'POST',
      url: '/api/appointments/check-conflicts',
      payload: {
        ...bookingBody(clinic, '2031-03-23T01:30:00Z'),
        recurrence: { frequency: 'weekly', count: 2 },
      },
    });
    const occurrences = check.json<{ occurrences: { dst: string | null; start_time: string }[] }>()
      .occurrences;
    expect(occurrences.map((o) => [o.start_time, o.dst])).toEqual([
      ['2031-03-23T01:30:00.000Z', null],
      ['2031-03-30T01:30:00.000Z', 'nonexistent'],
    ]);
  });

  it('with one conflicting occurrence books nothing and says which; skipping it books the rest', async () => {
    const blocker = (await book(bookingBody(clinic, '2031-07-21T14:00:00+01:00'))).appointment;
    const body = {
      ...bookingBody(clinic, '2031-07-07T14:00:00+01:00'),
      recurrence: { frequency: 'weekly', count: 4 },
    };
    const refused = await call({ method: 'POST', url: '/api/appointments/', payload: body });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'booking_conflicts',
      detail: '1 of 4 appointments in this series cannot be booked as asked: skip them or change the series.',
      occurrences: [
        {
          index: 3,
          conflicts: [{ kind: 'provider_busy', appointment_id: blocker.id }, { kind: 'patient_busy' }],
        },
      ],
    });
    const none = await call({
      method: 'GET',
      url: `/api/appointments/?start=2031-07-07&end=2031-08-01&patient_id=${clinic.patientId}`,
    });
    expect(none.json<AppointmentPage>().total).toBe(1);
    const booked = await book({ ...body, skip_occurrences: [3] });
    expect(booked.series).toMatchObject({
      booked: 3,
      skipped: [{ index: 3, start_time: '2031-07-21T13:00:00.000Z' }],
    });
  });

  it('moves "this and following" by the same wall-clock shift and cancels "all"', async () => {
    const { appointment, series } = await book({
      ...bookingBody(clinic, '2031-03-17T09:00:00Z'),
      recurrence: { frequency: 'weekly', count: 4 },
    });
    const list = async () =>
      (
        await call({
          method: 'GET',
          url: `/api/appointments/?start=2031-03-17&end=2031-04-14&patient_id=${clinic.patientId}`,
        })
      )
        .json<AppointmentPage>()
        .results.filter((a) => a.series_id === series?.id);
    const second = (await list())[1] as Appointment;
    // Monday 24 March 2031 09:00 GMT -> 10:00; the next two (after the change on the 30th) follow to 10:00 BST.
    const moved = await put(second.id, {
      start_time: '2031-03-24T10:00:00Z',
      version: second.version,
      scope: 'following',
    });
    expect(moved.statusCode).toBe(200);
    expect((await list()).map((a) => local(a.start_time))).toEqual([
      'Mon 09:00',
      'Mon 10:00',
      'Mon 10:00',
      'Mon 10:00',
    ]);
    expect(freed.filter((f) => f.reason === 'moved')).toHaveLength(3);
    const all = await call({
      method: 'DELETE',
      url: `/api/appointments/${appointment.id}?scope=all&reason=Course%20ended`,
    });
    expect(all.statusCode).toBe(200);
    expect((await list()).map((a) => a.status)).toEqual(['cancelled', 'cancelled', 'cancelled', 'cancelled']);
  });
});

describe('branch scoping', () => {
  it("staff limited to another branch neither see nor change this branch's appointments", async () => {
    const { appointment } = await book(bookingBody(clinic, '2031-06-06T09:00:00+01:00'));
    const other = await buildBranch(ctx.db.database, { tenant: clinic.tenant });
    const elsewhere = await buildMember(ctx.server, ctx.db.database, {
      tenant: clinic.tenant,
      role: 'front_desk',
    });
    await ctx.db.database.withTenant(clinic.tenant.tenantId, async (tx) => {
      await tx.deleteFrom('staff_branches').where('user_id', '=', elsewhere.id).execute();
      await tx
        .insertInto('staff_branches')
        .values({ tenant_id: clinic.tenant.tenantId, user_id: elsewhere.id, branch_id: other.id })
        .execute();
    });
    expect(
      (await call({ method: 'GET', url: `/api/appointments/${appointment.id}` }, elsewhere)).statusCode,
    ).toBe(404);
    expect(
      (await call({ method: 'DELETE', url: `/api/appointments/${appointment.id}` }, elsewhere)).statusCode,
    ).toBe(404);
    const list = await call(
      { method: 'GET', url: `/api/appointments/?start=2031-06-06&end=2031-06-07` },
      elsewhere,
    );
    expect(list.json<AppointmentPage>().total).toBe(0);
    const booking = await call(
      {
        method: 'POST',
        url: '/api/appointments/',
        payload: bookingBody(clinic, '2031-06-06T11:00:00+01:00'),
      },
      elsewhere,
    );
    expect(booking.json()).toMatchObject({
      code: 'validation_error',
      fields: expect.arrayContaining([
        { field: 'branch_id', message: 'Choose one of your branches' },
      ]) as unknown,
    });
    const resources = await call({ method: 'GET', url: '/api/scheduling/resources' }, elsewhere);
    expect(resources.json<SchedulingResources>().branches.map((b) => b.id)).toEqual([other.id]);
  });

  it('resources: the branches with zone, hours and rooms; the providers with their types', async () => {
    const response = await call({ method: 'GET', url: '/api/scheduling/resources' });
    const resources = response.json<SchedulingResources>();
    const branch = resources.branches.find((b) => b.id === clinic.branchId);
    expect(branch).toMatchObject({ timezone: 'Europe/London', hours: { '1': [['08:00', '18:00']] } });
    expect(branch?.rooms.map((r) => r.id)).toContain(clinic.roomId);
    expect(resources.providers.find((p) => p.id === clinic.provider.id)).toMatchObject({
      branch_ids: expect.arrayContaining([clinic.branchId]) as unknown,
      appointment_types: ['consultation', 'follow_up', 'procedure', 'emergency', 'routine'],
    });
    expect(resources.appointment_types.map((t) => t.key)).toEqual([
      'consultation',
      'follow_up',
      'procedure',
      'emergency',
      'routine',
    ]);
    const types = await call({ method: 'GET', url: '/api/appointment-types' });
    expect(types.json()).toEqual(resources.appointment_types);
  });
});

describe('tenant isolation', () => {
  it("answers 404 to every route for another clinic's appointment or patient", async () => {
    const { appointment } = await book(bookingBody(clinic, '2031-06-05T09:00:00+01:00'));
    const outsider = await buildMember(ctx.server, ctx.db.database, { role: 'super_admin' });
    const id = appointment.id;
    const requests: InjectOptions[] = [
      { method: 'GET', url: `/api/appointments/${id}` },
      { method: 'PUT', url: `/api/appointments/${id}`, payload: { notes: 'x', version: 1 } },
      { method: 'DELETE', url: `/api/appointments/${id}` },
      { method: 'GET', url: `/api/patients/${clinic.patientId}/appointments` },
    ];
    for (const request of requests) {
      const response = await call(request, outsider);
      expect({ url: request.url, method: request.method, status: response.statusCode }).toEqual({
        url: request.url,
        method: request.method,
        status: 404,
      });
    }
    const list = await call(
      { method: 'GET', url: `/api/appointments/?patient_id=${clinic.patientId}` },
      outsider,
    );
    expect(list.json<AppointmentPage>()).toEqual({ results: [], total: 0 });
    const booking = await call(
      {
        method: 'POST',
        url: '/api/appointments/',
        payload: bookingBody(clinic, '2031-06-05T11:00:00+01:00'),
      },
      outsider,
    );
    expect(booking.statusCode).toBe(400);
    const still = await call({ method: 'GET', url: `/api/appointments/${id}` });
    expect(still.json<Appointment>()).toMatchObject({ status: 'booked', version: 1 });
  });
});
