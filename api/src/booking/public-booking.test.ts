import type { PublicBookingConfig, PublicBookingConfirmation } from '@clinio/contracts';
import ical from 'node-ical';
import { registerAppointmentFreedListener, unregisterAppointmentFreedListener } from '../appointments/hooks';
import { buildSchedule, type ScheduleFixture } from '../availability/schedule-fixtures';
import type { ProvisionedTenant } from '../tenancy/provision';
import { buildTenant } from '../test/factories';
import { createMemoryMailer } from '../test/memory-mailer';
import { createTestApp, type TestContext } from '../test/test-app';
import { BOOKING_PERSON, firstPublicSlot } from './public-booking-fixtures';

let ctx: TestContext;
let tenant: ProvisionedTenant;
let schedule: ScheduleFixture;
const mailer = createMemoryMailer();

beforeAll(async () => {
  ctx = await createTestApp({ mailer });
  tenant = await buildTenant(ctx.db.database);
  schedule = await buildSchedule(ctx.db.database, tenant, { providers: 2 });
});
afterAll(() => ctx.close());

const base = () => `/api/public/booking/${tenant.clinicId}`;

const firstSlot = (providerId?: string, appointmentType = 'consultation') =>
  firstPublicSlot(
    ctx,
    { clinicId: tenant.clinicId, branchId: schedule.branchId },
    providerId,
    appointmentType,
  );
const person = BOOKING_PERSON;

const book = (payload: Record<string, unknown>) =>
  ctx.server.inject({ method: 'POST', url: `${base()}/appointments`, payload });

it('offers the branches, the online types only, and the providers', async () => {
  const response = await ctx.server.inject({ method: 'GET', url: base() });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  const config = response.json<PublicBookingConfig>();
  expect(config.appointment_types.map((t) => t.key)).toEqual(
    expect.arrayContaining(['consultation', 'procedure']),
  );
  expect(config.appointment_types.map((t) => t.key)).not.toContain('emergency');
  expect(config.providers).toHaveLength(2);
  expect(JSON.stringify(config)).not.toMatch(/@example\.test/);
});

it('books a new patient, mails the .ics and a signed link, notifies staff; a returning patient is matched', async () => {
  const slot = await firstSlot();
  const body = {
    appointment_type: 'consultation',
    branch_id: schedule.branchId,
    provider_id: slot.provider_id,
    start_time: slot.start_time,
  };
  const first = await book({ ...body, ...person });
  expect(first.statusCode).toBe(201);
  const confirmation = first.json<PublicBookingConfirmation>();
  expect(confirmation).toMatchObject({
    start_time: slot.start_time,
    timezone: 'Europe/Berlin',
    appointment_type: 'Consultation',
  });

  // The same slot again: taken.
  const again = await book({ ...body, ...person });
  expect(again.statusCode).toBe(409);
  expect(again.json()).toMatchObject({ code: 'slot_unavailable' });

  // The returning patient (same e-mail in another case, same birth date) books a second slot.
  const next = await firstSlot(slot.provider_id);
  const second = await book({
    ...body,
    start_time: next.start_time,
    ...person,
    email: 'Maria.Lopez@Example.test',
    first_name: 'M.',
  });
  expect(second.statusCode).toBe(201);
  // Same shape either way: nothing says whether a record matched.
  expect(Object.keys(second.json())).toEqual(Object.keys(confirmation));

  const rows = await ctx.db.database.withTenant(tenant.tenantId, async (tx) => ({
    patients: await tx
      .selectFrom('patients')
      .select(['id', 'first_name'])
      .where('email_normalized', '=', 'maria.lopez@example.test')
      .execute(),
    appointments: await tx
      .selectFrom('appointments')
      .select(['patient_id', 'source'])
      .where('source', '=', 'embed')
      .execute(),
    audit: await tx
      .selectFrom('audit_log')
      .select(['action', 'actor_type'])
      .where('action', 'in', ['patient.created', 'patient.matched_online', 'appointment.created'])
      .execute(),
    notifications: await tx.selectFrom('notifications').select(['title', 'message']).execute(),
  }));
  expect(rows.patients).toHaveLength(1);
  expect(rows.patients[0]?.first_name).toBe('Maria');
  expect(rows.appointments).toHaveLength(2);
  expect(new Set(rows.appointments.map((a) => a.patient_id)).size).toBe(1);
  expect(rows.audit.map((a) => a.action).sort()).toEqual([
    'appointment.created',
    'appointment.created',
    'patient.created',
    'patient.matched_online',
  ]);
  expect(rows.notifications.some((n) => n.title === 'New online booking')).toBe(true);
  expect(JSON.stringify(rows.notifications)).not.toMatch(/Maria|Lopez/);

  await ctx.jobs.drain();
  const mail = mailer.sent.find((m) => m.to === person.email);
  expect(mail?.subject).toMatch(/Your appointment at/);
  const ics = mail?.attachments?.[0];
  expect(ics?.filename).toBe('appointment.ics');
  const events = Object.values(ical.sync.parseICS(ics?.content ?? '')).filter((c) => c?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  expect((events[0] as { start: Date }).start.toISOString()).toBe(new Date(slot.start_time).toISOString());
  const token = /manage#([A-Za-z0-9_.-]+)/.exec(mail?.text ?? '')?.[1];
  expect(token).toBeDefined();

  // The link reads, reschedules and cancels this appointment only; a changed token is refused.
  const read = await ctx.server.inject({
    method: 'POST',
    url: '/api/public/booking-links/read',
    payload: { token },
  });
  expect(read.json()).toMatchObject({
    status: 'booked',
    can_change: true,
    start_time: new Date(slot.start_time).toISOString(),
  });
  const forged = await ctx.server.inject({
    method: 'POST',
    url: '/api/public/booking-links/read',
    payload: { token: `${token}x` },
  });
  expect(forged.statusCode).toBe(404);
  // The patient says they will come: confirmed (twice is the same), then still changeable.
  for (let time = 0; time < 2; time += 1) {
    const confirmed = await ctx.server.inject({
      method: 'POST',
      url: '/api/public/booking-links/confirm',
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', can_change: true });
  }
  const freed: string[] = [];
  registerAppointmentFreedListener('public-booking.test', (_tx, time) => {
    freed.push(time.reason);
    return Promise.resolve();
  });
  const later = new Date((await firstSlot(slot.provider_id)).start_time).toISOString();
  const moved = await ctx.server.inject({
    method: 'POST',
    url: '/api/public/booking-links/reschedule',
    payload: { token, start_time: later },
  });
  expect(moved.statusCode).toBe(200);
  expect(moved.json()).toMatchObject({ start_time: later });
  const cancelled = await ctx.server.inject({
    method: 'POST',
    url: '/api/public/booking-links/cancel',
    payload: { token },
  });
  expect(cancelled.json()).toMatchObject({ status: 'cancelled', can_change: false });
  const lateConfirm = await ctx.server.inject({
    method: 'POST',
    url: '/api/public/booking-links/confirm',
    payload: { token },
  });
  expect(lateConfirm.statusCode).toBe(409);
  expect(lateConfirm.json()).toMatchObject({ detail: 'This appointment can no longer be confirmed online.' });
  // The waitlist hears both: the old time freed by the move, then the cancellation.
  unregisterAppointmentFreedListener('public-booking.test');
  expect(freed).toEqual(['moved', 'cancelled']);
});

it('refuses bad input with field errors and stores nothing', async () => {
  const slot = await firstSlot();
  const body = {
    appointment_type: 'consultation',
    branch_id: schedule.branchId,
    provider_id: slot.provider_id,
    start_time: slot.start_time,
  };
  const count = () =>
    ctx.db.database.withTenant(tenant.tenantId, (tx) =>
      tx
        .selectFrom('patients')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    );
  const before = await count();
  const badEmail = await book({ ...body, ...person, email: 'not-an-email' });
  expect(badEmail.statusCode).toBe(400);
  expect(badEmail.json()).toMatchObject({ code: 'validation_error', fields: [{ field: 'email' }] });
  const badPhone = await book({ ...body, ...person, email: 'x@example.test', phone_number: '12' });
  expect(badPhone.json()).toMatchObject({ fields: [{ field: 'phone_number' }] });
  const future = await book({ ...body, ...person, date_of_birth: '2999-01-01' });
  expect(future.json()).toMatchObject({ fields: [{ field: 'date_of_birth' }] });
  // Outside the hours (03:00 local) and a type not offered online are refused for the public.
  const night = `${slot.start_time.slice(0, 10)}T03:00:00+01:00`;
  expect((await book({ ...body, ...person, start_time: night })).statusCode).toBe(409);
  expect((await book({ ...body, ...person, appointment_type: 'emergency' })).statusCode).toBe(404);
  expect(await count()).toEqual(before);
});

it('answers 404 for an unknown clinic, another tenant’s branch, or an embed that is off', async () => {
  const unknown = await ctx.server.inject({
    method: 'GET',
    url: '/api/public/booking/00000000-0000-4000-8000-000000000000',
  });
  expect(unknown.statusCode).toBe(404);
  const other = await buildTenant(ctx.db.database);
  const foreign = await ctx.server.inject({
    method: 'GET',
    url: `${base()}/availability?appointment_type=consultation&branch_id=${other.branchIds[0]}&start_date=2027-03-01&end_date=2027-03-02`,
  });
  expect(foreign.statusCode).toBe(404);
  await ctx.db.database.withTenant(tenant.tenantId, (tx) =>
    tx
      .updateTable('booking_settings')
      .set({ embed_enabled: false })
      .where('tenant_id', '=', tenant.tenantId)
      .execute(),
  );
  expect((await ctx.server.inject({ method: 'GET', url: base() })).statusCode).toBe(404);
  await ctx.db.database.withTenant(tenant.tenantId, (tx) =>
    tx
      .updateTable('booking_settings')
      .set({ embed_enabled: true })
      .where('tenant_id', '=', tenant.tenantId)
      .execute(),
  );
});

it('rate-limits booking attempts per client', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 12; i += 1) statuses.push((await book({ ...person })).statusCode);
  expect(statuses).toContain(429);
});
