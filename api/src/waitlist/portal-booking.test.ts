import type { AvailabilityResponse, PortalAppointment, PortalBookingOptions } from '@clinio/contracts';
import {
  buildPatient,
  buildPatientLogin,
  buildTenant,
  signInPatient,
  type PatientSignedIn,
} from '../test/factories';
import { createMemoryMailer } from '../test/memory-mailer';
import { createTestApp, type TestContext } from '../test/test-app';
import type { ProvisionedTenant } from '../tenancy/provision';
import { auditActions, buildMember, type Member } from '../staff/staff-test-fixtures';
import { TINY_PNG } from '../forms/test-fixtures';
import { dayAt, givenAppointment, givenWorkingProvider } from './scheduling-fixtures';

/**
 * The portal's self-booking on PostgreSQL (ADR 040): the patient books a free time under the
 * public rules, reschedules and cancels it before the clinic's notice; staff are notified; a
 * patient never reaches another patient's appointment or another clinic's.
 */
const mailer = createMemoryMailer();
let ctx: TestContext;
let tenant: ProvisionedTenant;
let myEmail: string;
let provider: Member;
let me: PatientSignedIn;
let myRecord: string;
let neighbour: PatientSignedIn;
let neighbourRecord: string;

beforeAll(async () => {
  ctx = await createTestApp({ mailer, env: { PUBLIC_APP_URL: 'https://app.clinio.test' } });
  tenant = await buildTenant(ctx.db.database, { name: 'Portal Clinic' });
  await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  provider = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'provider' });
  await givenWorkingProvider(ctx.db.database, tenant, provider.id, { starts: '09:00', ends: '12:00' });
  const login = await buildPatientLogin(ctx.db.database);
  myRecord = (await buildPatient(ctx.db.database, { tenant, login })).id;
  me = await signInPatient(ctx.server, login);
  myEmail = login.email;
  const other = await buildPatientLogin(ctx.db.database);
  neighbourRecord = (await buildPatient(ctx.db.database, { tenant, login: other })).id;
  neighbour = await signInPatient(ctx.server, other);
});
afterAll(() => ctx.close());

const base = () => `/api/patients/${myRecord}/my-appointments`;

async function book(start: Date, headers = me.headers, url = base()) {
  return ctx.server.inject({
    method: 'POST',
    url,
    headers,
    payload: {
      appointment_type: 'consultation',
      branch_id: tenant.branchIds[0],
      provider_id: provider.id,
      start_time: start.toISOString(),
    },
  });
}

it('offers the online types, providers and rules, and free times from the availability engine', async () => {
  const options = await ctx.server.inject({ method: 'GET', url: `${base()}/options`, headers: me.headers });
  expect(options.statusCode).toBe(200);
  const body = options.json<PortalBookingOptions>();
  expect(body.clinic_name).toBe('Portal Clinic');
  expect(body.appointment_types.map((type) => type.key)).toContain('consultation');
  expect(body.providers).toEqual([
    expect.objectContaining({ id: provider.id, branch_ids: [tenant.branchIds[0]] }),
  ]);
  expect(body.cancel_notice_minutes).toBe(60);

  const date = dayAt(2, '00:00').toISOString().slice(0, 10);
  const slots = await ctx.server.inject({
    method: 'GET',
    url: `${base()}/availability?appointment_type=consultation&branch_id=${tenant.branchIds[0]}&start_date=${date}&end_date=${date}`,
    headers: me.headers,
  });
  expect(slots.statusCode).toBe(200);
  const starts = slots
    .json<AvailabilityResponse>()
    .slots.map((slot) => new Date(slot.start_time).toISOString());
  expect(starts[0]).toBe(dayAt(2, '09:00').toISOString());
  expect(starts.at(-1)).toBe(dayAt(2, '11:30').toISOString());
});

it('books a free time (source portal), tells staff, and refuses a time outside the rules', async () => {
  const response = await book(dayAt(2, '09:00'));
  expect(response.statusCode).toBe(201);
  const booked = response.json<PortalAppointment>();
  expect(booked).toEqual(
    expect.objectContaining({
      status: 'booked',
      provider_id: provider.id,
      can_change: true,
      start_time: dayAt(2, '09:00').toISOString(),
    }),
  );
  const row = await ctx.db.database.withTenant(tenant.tenantId, (tx) =>
    tx
      .selectFrom('appointments')
      .select(['source', 'patient_id'])
      .where('id', '=', booked.id)
      .executeTakeFirstOrThrow(),
  );
  expect(row).toEqual({ source: 'portal', patient_id: myRecord });
  const notices = await ctx.db.database.withTenant(tenant.tenantId, (tx) =>
    tx.selectFrom('notifications').select('title').where('user_id', '=', provider.id).execute(),
  );
  expect(notices.map((notice) => notice.title)).toContain('Online booking');
  expect(
    (await auditActions(ctx.db.database, tenant.tenantId, { resourceId: booked.id })).map((a) => a.action),
  ).toEqual(['appointment.created']);

  // The same time again, outside working hours, inside the minimum notice: clear refusals.
  for (const start of [dayAt(2, '09:00'), dayAt(2, '15:00'), new Date(Date.now() + 10 * 60_000)]) {
    const refused = await book(start);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string; detail: string }>()).toEqual({
      code: 'slot_unavailable',
      detail: 'This time can no longer be booked online: please choose another time.',
    });
  }
  const upcoming = await ctx.server.inject({ method: 'GET', url: base(), headers: me.headers });
  expect(upcoming.json<PortalAppointment[]>().map((a) => a.id)).toEqual([booked.id]);
});

it('reschedules and cancels its own appointment, and frees the old time for the waitlist', async () => {
  const booked = (await book(dayAt(3, '10:00'))).json<PortalAppointment>();
  const moved = await ctx.server.inject({
    method: 'PUT',
    url: `${base()}/${booked.id}`,
    headers: me.headers,
    payload: { provider_id: provider.id, start_time: dayAt(3, '11:00').toISOString() },
  });
  expect(moved.statusCode).toBe(200);
  expect(moved.json<PortalAppointment>().start_time).toBe(dayAt(3, '11:00').toISOString());

  const cancelled = await ctx.server.inject({
    method: 'DELETE',
    url: `${base()}/${booked.id}`,
    headers: me.headers,
  });
  expect(cancelled.statusCode).toBe(200);
  expect(cancelled.json<PortalAppointment>().status).toBe('cancelled');
  const row = await ctx.db.database.withTenant(tenant.tenantId, (tx) =>
    tx
      .selectFrom('appointments')
      .select(['status', 'cancellation_reason', 'start_time'])
      .where('id', '=', booked.id)
      .executeTakeFirstOrThrow(),
  );
  expect(row).toEqual({
    status: 'cancelled',
    cancellation_reason: 'Cancelled by the patient online',
    start_time: dayAt(3, '11:00'),
  });
  const freed = await ctx.db.database
    .unscoped()
    .selectFrom('pgboss.job' as never)
    .select(['data' as never])
    .where('name' as never, '=', 'waitlist.slot_freed' as never)
    .execute();
  const starts = (freed as { data: { appointmentId: string; start: string } }[])
    .filter((job) => job.data.appointmentId === booked.id)
    .map((job) => job.data.start)
    .sort();
  expect(starts).toEqual([dayAt(3, '10:00').toISOString(), dayAt(3, '11:00').toISOString()]);
});

it('refuses a change inside the cancel notice with a clear message', async () => {
  const soon = await givenAppointment(ctx.db.database, tenant, {
    patientId: myRecord,
    providerId: provider.id,
    start: new Date(Math.ceil((Date.now() + 30 * 60_000) / 60_000) * 60_000),
  });
  const response = await ctx.server.inject({
    method: 'DELETE',
    url: `${base()}/${soon}`,
    headers: me.headers,
  });
  expect(response.statusCode).toBe(409);
  expect(response.json<{ code: string; detail: string }>()).toEqual({
    code: 'notice_passed',
    detail:
      'Appointments can be changed or cancelled online until 1 hour before they start. Please call the clinic.',
  });
  const upcoming = await ctx.server.inject({ method: 'GET', url: base(), headers: me.headers });
  expect(upcoming.json<PortalAppointment[]>().find((a) => a.id === soon)?.can_change).toBe(false);
});

it("never reaches another patient's appointment or record, nor another clinic's", async () => {
  const theirs = (
    await book(dayAt(4, '09:00'), neighbour.headers, `/api/patients/${neighbourRecord}/my-appointments`)
  ).json<PortalAppointment>();
  const missing = await ctx.server.inject({
    method: 'DELETE',
    url: `${base()}/00000000-0000-4000-8000-000000000000`,
    headers: me.headers,
  });
  for (const request of [
    { method: 'DELETE' as const, url: `${base()}/${theirs.id}` },
    {
      method: 'PUT' as const,
      url: `${base()}/${theirs.id}`,
      payload: { provider_id: provider.id, start_time: dayAt(4, '10:00').toISOString() },
    },
  ]) {
    const response = await ctx.server.inject({ ...request, headers: me.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(missing.json());
  }
  // Someone else's record id in the path, or a record of a clinic the patient never authorized.
  const elsewhere = await buildPatient(ctx.db.database, { tenant: await buildTenant(ctx.db.database) });
  for (const record of [neighbourRecord, elsewhere.id]) {
    const response = await book(dayAt(4, '10:00'), me.headers, `/api/patients/${record}/my-appointments`);
    expect(response.statusCode).toBe(404);
    const list = await ctx.server.inject({
      method: 'GET',
      url: `/api/patients/${record}/my-appointments`,
      headers: me.headers,
    });
    expect(list.statusCode).toBe(404);
  }
  const still = await ctx.db.database.withTenant(tenant.tenantId, (tx) =>
    tx.selectFrom('appointments').select('status').where('id', '=', theirs.id).executeTakeFirstOrThrow(),
  );
  expect(still.status).toBe('booked');
});

it("confirms a booking by e-mail in the patient's language: the page's, until the account chooses one", async () => {
  const spanishPage = { ...me.headers, 'accept-language': 'es-ES,es;q=0.9' };
  await ctx.jobs.drain();
  mailer.sent.length = 0;
  expect((await book(dayAt(5, '09:00'), spanishPage)).statusCode).toBe(201);
  await ctx.jobs.drain();
  const spanish = mailer.last(myEmail);
  expect(spanish?.subject).toMatch(/^Su cita en Portal Clinic: \p{L}+, \d+ de \p{L}+ de \d{4}, 09:00$/u);
  expect(spanish?.text).toContain('Mis citas: https://app.clinio.test/patient-dashboard');
  expect(spanish?.html).toContain('<html lang="es">');
  expect(spanish?.attachments?.[0]?.content).toContain('SUMMARY:Consultation en Portal Clinic');

  const chosen = await ctx.server.inject({
    method: 'PUT',
    url: '/api/patients/profile/language',
    headers: me.headers,
    payload: { locale: 'en' },
  });
  expect(chosen.statusCode).toBe(200);
  await ctx.jobs.drain();
  mailer.sent.length = 0;
  expect((await book(dayAt(5, '10:00'), spanishPage)).statusCode).toBe(201);
  await ctx.jobs.drain();
  const english = mailer.last(myEmail);
  expect(english?.subject).toMatch(
    /^Your appointment at Portal Clinic: \w+day,? \d+ \w+ \d{4}(,| at) 10:00$/,
  );
  expect(english?.text).toContain('My appointments: https://app.clinio.test/patient-dashboard');
  // One confirmation, to the account that booked.
  expect(mailer.sent.map((mail) => mail.to)).toEqual([myEmail]);
});

it('refuses a booking whose consents the patient has not signed, and books once they are', async () => {
  const admin = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  const staff = (url: string, payload: object) =>
    ctx.server.inject({ method: 'PUT', url, headers: admin.session.headers, payload });
  await staff('/api/consent-templates/treatment', {
    title: 'Consent to treatment',
    consent_text: 'I consent to the examination and treatment recommended.',
    valid_days: 365,
  });
  await staff('/api/appointment-type-requirements/consultation', { consent_types: ['treatment'] });
  const visits = () =>
    ctx.db.database.withTenant(tenant.tenantId, (tx) =>
      tx.selectFrom('appointments').select('id').where('patient_id', '=', myRecord).execute(),
    );
  const before = (await visits()).length;
  try {
    const refused = await book(dayAt(4, '11:00'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'consent_required',
      detail: 'Sign the consents this visit needs first: Consent to treatment.',
      consents: ['Consent to treatment'],
    });
    expect(await visits()).toHaveLength(before);
    const signed = await ctx.server.inject({
      method: 'POST',
      url: `/api/patients/${myRecord}/consent-needs/treatment/signature`,
      headers: me.headers,
      payload: { signer_name: 'Portal Patient', signature_png: TINY_PNG },
    });
    expect(signed.statusCode).toBe(200);
    expect((await book(dayAt(4, '11:00'))).statusCode).toBe(201);
  } finally {
    await staff('/api/appointment-type-requirements/consultation', { consent_types: [] });
  }
});
