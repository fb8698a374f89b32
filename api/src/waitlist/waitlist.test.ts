import type { WaitlistEntry, WaitlistOfferView, WaitlistPage } from '@clinio/contracts';
import { sql } from 'kysely';
import {
  buildPatient,
  buildPatientLogin,
  buildTenant,
  signInPatient,
  type PatientSignedIn,
} from '../test/factories';
import { startFakeSmtp, type FakeSmtp, type ReceivedMail } from '../test/fake-smtp';
import { createTestApp, type TestContext } from '../test/test-app';
import type { ProvisionedTenant } from '../tenancy/provision';
import { auditActions, buildMember, type Member } from '../staff/staff-test-fixtures';
import { runOfferExpireJob, runSlotFreedJob } from './offers';
import { dayAt, givenAppointment, givenWorkingProvider, postWaitlistEntry } from './scheduling-fixtures';

/**
 * The waitlist end to end on PostgreSQL (ADR 040): a patient cancels in the portal -> the job
 * offers the freed slot to the oldest matching entry -> the offer e-mail arrives over SMTP ->
 * its link accepts -> booked (source 'waitlist'); a hold that expires goes to the next entry;
 * a slot taken meanwhile is refused with a clear message; a job that runs twice offers once.
 */
let ctx: TestContext;
let smtp: FakeSmtp;
let tenant: ProvisionedTenant;
let owner: Member;
let provider: Member;
let canceller: PatientSignedIn;
let cancellerRecord: string;
let waiting: { id: string; email: string }[];

const day = 3;
const entryFor = (patientId: string, onDay = day) =>
  postWaitlistEntry(ctx.server, owner.session.headers, { tenant, patientId, onDay });

beforeAll(async () => {
  smtp = await startFakeSmtp();
  ctx = await createTestApp({ env: { SMTP_URL: smtp.url } });
  tenant = await buildTenant(ctx.db.database, { name: 'Harbour Clinic' });
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  provider = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'provider' });
  await givenWorkingProvider(ctx.db.database, tenant, provider.id);
  const login = await buildPatientLogin(ctx.db.database);
  cancellerRecord = (await buildPatient(ctx.db.database, { tenant, login })).id;
  canceller = await signInPatient(ctx.server, login);
  waiting = [];
  for (const name of ['older', 'newer', 'third']) {
    const email = `${name}@patients.test`;
    waiting.push({ id: (await buildPatient(ctx.db.database, { tenant, email })).id, email });
  }
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const tokenOf = (mail: ReceivedMail) => {
  const match = /waitlist-offer\?token=([^\s&"<]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error('No offer link in the e-mail');
  return decodeURIComponent(match[1]);
};
const offerCall = (action: 'view' | 'accept' | 'decline', token: string) =>
  ctx.server.inject({ method: 'POST', url: `/api/public/waitlist-offers/${action}`, payload: { token } });

async function cancelInPortal(appointmentId: string) {
  const response = await ctx.server.inject({
    method: 'DELETE',
    url: `/api/patients/${cancellerRecord}/my-appointments/${appointmentId}`,
    headers: canceller.headers,
  });
  expect(response.statusCode).toBe(200);
}

async function entryStatus(id: string, of: ProvisionedTenant = tenant) {
  return ctx.db.database.withTenant(of.tenantId, (tx) =>
    tx.selectFrom('waitlist_entries').select('status').where('id', '=', id).executeTakeFirstOrThrow(),
  );
}

it('offers a freed slot to the oldest matching entry by e-mail, and the link books it', async () => {
  // The provider's 10:00-11:00 is full; two patients wait for a morning consultation.
  const first = await givenAppointment(ctx.db.database, tenant, {
    patientId: cancellerRecord,
    providerId: provider.id,
    start: dayAt(day, '10:00'),
  });
  await givenAppointment(ctx.db.database, tenant, {
    patientId: cancellerRecord,
    providerId: provider.id,
    start: dayAt(day, '10:30'),
  });
  const older = await entryFor(waiting[0]!.id);
  await entryFor(waiting[1]!.id);

  await cancelInPortal(first);
  await ctx.jobs.drain();

  const mail = await smtp.waitFor((m) => m.to.includes(waiting[0]!.email));
  expect(mail.subject).toBe('A time opened up at Harbour Clinic');
  expect(smtp.messages.filter((m) => m.to.includes(waiting[1]!.email))).toHaveLength(0);
  const token = tokenOf(mail);
  // Only the token's hash is stored.
  const stored = await ctx.db.database.withTenant(tenant.tenantId, (tx) =>
    tx
      .selectFrom('waitlist_offers')
      .select(['token_hash', 'start_time'])
      .where('entry_id', '=', older.id)
      .execute(),
  );
  expect(stored).toHaveLength(1);
  expect(stored[0]!.token_hash).not.toContain(token.split('.')[1]);
  expect(stored[0]!.start_time.toISOString()).toBe(dayAt(day, '10:00').toISOString());

  const view = await offerCall('view', token);
  expect(view.statusCode).toBe(200);
  expect(view.json<WaitlistOfferView>()).toEqual(
    expect.objectContaining({
      status: 'pending',
      clinic_name: 'Harbour Clinic',
      start_time: dayAt(day, '10:00').toISOString(),
    }),
  );

  const accepted = await offerCall('accept', token);
  expect(accepted.statusCode).toBe(200);
  expect(accepted.json<WaitlistOfferView>().status).toBe('accepted');
  const booked = await ctx.db.database.withTenant(tenant.tenantId, (tx) =>
    tx
      .selectFrom('appointments')
      .select(['id', 'source', 'status'])
      .where('patient_id', '=', waiting[0]!.id)
      .execute(),
  );
  expect(booked).toEqual([expect.objectContaining({ source: 'waitlist', status: 'booked' })]);
  expect(await entryStatus(older.id)).toEqual({ status: 'booked' });
  expect(
    (await auditActions(ctx.db.database, tenant.tenantId, { resourceId: booked[0]!.id })).map(
      (row) => row.action,
    ),
  ).toContain('appointment.created');
  const notices = await ctx.db.database.withTenant(tenant.tenantId, (tx) =>
    tx.selectFrom('notifications').select(['title', 'message']).where('user_id', '=', provider.id).execute(),
  );
  expect(notices.map((row) => row.title)).toContain('Waitlist slot booked');
  expect(notices.every((row) => !row.message.includes(waiting[0]!.email))).toBe(true);

  // The link works once.
  const again = await offerCall('accept', token);
  expect(again.statusCode).toBe(409);
  expect(again.json<{ code: string }>().code).toBe('offer_closed');
});

it('hands the slot to the next entry when the hold expires, and the old link says so', async () => {
  const taken = await givenAppointment(ctx.db.database, tenant, {
    patientId: cancellerRecord,
    providerId: provider.id,
    start: dayAt(day + 1, '10:00'),
  });
  await givenAppointment(ctx.db.database, tenant, {
    patientId: cancellerRecord,
    providerId: provider.id,
    start: dayAt(day + 1, '10:30'),
  });
  const windowed = async (patient: number) =>
    (
      await ctx.server.inject({
        method: 'POST',
        url: '/api/waitlist',
        headers: owner.session.headers,
        payload: {
          patient_id: waiting[patient]!.id,
          branch_id: tenant.branchIds[0],
          appointment_type: 'consultation',
          window_start: dayAt(day + 1, '09:00').toISOString(),
          window_end: dayAt(day + 1, '12:00').toISOString(),
        },
      })
    ).json<WaitlistEntry>();
  const second = await windowed(1);
  const third = await windowed(2);
  smtp.messages.length = 0;

  await cancelInPortal(taken);
  await ctx.jobs.drain();
  const firstMail = await smtp.waitFor((m) => m.to.includes(waiting[1]!.email));
  const offer = await ctx.db.database.withTenant(tenant.tenantId, (tx) =>
    tx
      .selectFrom('waitlist_offers')
      .select(['id', 'expires_at'])
      .where('entry_id', '=', second.id)
      .executeTakeFirstOrThrow(),
  );
  // The expiry is a durable job due at the end of the hold.
  const expiry = await sql<{ start_after: Date }>`
    select start_after from pgboss.job where name = 'waitlist.offer_expire' and data->>'offerId' = ${offer.id}
  `.execute(ctx.db.database.unscoped());
  expect(expiry.rows).toHaveLength(1);
  expect(expiry.rows[0]!.start_after.getTime()).toBeGreaterThanOrEqual(offer.expires_at.getTime() - 1000);

  // Run early, the job leaves the hold alone.
  await runOfferExpireJob(ctx.services, { tenantId: tenant.tenantId, offerId: offer.id });
  expect(await entryStatus(second.id)).toEqual({ status: 'offered' });

  await ctx.db.database.withTenant(tenant.tenantId, (tx) =>
    tx
      .updateTable('waitlist_offers')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', offer.id)
      .execute(),
  );
  await runOfferExpireJob(ctx.services, { tenantId: tenant.tenantId, offerId: offer.id });
  await runOfferExpireJob(ctx.services, { tenantId: tenant.tenantId, offerId: offer.id });
  await ctx.jobs.drain();

  const nextMail = await smtp.waitFor((m) => m.to.includes(waiting[2]!.email));
  expect(nextMail.subject).toContain('A time opened up');
  expect(smtp.messages.filter((m) => m.to.includes(waiting[2]!.email))).toHaveLength(1);
  expect(await entryStatus(second.id)).toEqual({ status: 'waiting' });
  expect(await entryStatus(third.id)).toEqual({ status: 'offered' });

  const late = await offerCall('accept', tokenOf(firstMail));
  expect(late.statusCode).toBe(409);
  expect(late.json<{ code: string; detail: string }>()).toEqual({
    code: 'offer_closed',
    detail: 'This offer has expired: the time was offered to the next person on the waitlist.',
  });

  // Staff see the offer on the entry.
  const list = await ctx.server.inject({
    method: 'GET',
    url: '/api/waitlist?status=offered',
    headers: owner.session.headers,
  });
  const entry = list.json<WaitlistPage>().results.find((row) => row.id === third.id);
  expect(entry?.offer).toEqual(
    expect.objectContaining({ status: 'pending', start_time: dayAt(day + 1, '10:00').toISOString() }),
  );

  // Someone books the slot meanwhile: accepting says it was taken, and the entry keeps waiting.
  await givenAppointment(ctx.db.database, tenant, {
    patientId: cancellerRecord,
    providerId: provider.id,
    start: dayAt(day + 1, '10:00'),
  });
  const refused = await offerCall('accept', tokenOf(nextMail));
  expect(refused.statusCode).toBe(409);
  expect(refused.json<{ code: string; detail: string }>().detail).toBe(
    'Sorry, this time was booked by someone else before you accepted. You are still on the waitlist.',
  );
  expect(await entryStatus(third.id)).toEqual({ status: 'waiting' });
});

it('offers exactly once per freed slot, however often its job runs', async () => {
  const start = dayAt(day + 2, '10:00');
  await givenAppointment(ctx.db.database, tenant, {
    patientId: cancellerRecord,
    providerId: provider.id,
    start: dayAt(day + 2, '10:30'),
  });
  const entry = await entryFor(waiting[1]!.id, day + 2);
  smtp.messages.length = 0;
  const data = {
    tenantId: tenant.tenantId,
    appointmentId: entry.id,
    branchId: tenant.branchIds[0]!,
    providerId: provider.id,
    start: start.toISOString(),
  };
  await Promise.all([
    runSlotFreedJob(ctx.services, data, { id: 'job-1' }),
    runSlotFreedJob(ctx.services, data, { id: 'job-1' }),
  ]);
  await runSlotFreedJob(ctx.services, data, { id: 'job-1' });
  await ctx.jobs.drain();
  const offers = await ctx.db.database.withTenant(tenant.tenantId, (tx) =>
    tx.selectFrom('waitlist_offers').select('id').where('entry_id', '=', entry.id).execute(),
  );
  expect(offers).toHaveLength(1);
  await smtp.waitFor((m) => m.to.includes(waiting[1]!.email));
  expect(smtp.messages.filter((m) => m.to.includes(waiting[1]!.email))).toHaveLength(1);
});

it('offers the time a staff cancellation frees (the appointments module hook)', async () => {
  const freedDay = day + 3;
  const staffBooked = await givenAppointment(ctx.db.database, tenant, {
    patientId: cancellerRecord,
    providerId: provider.id,
    start: dayAt(freedDay, '10:00'),
  });
  await givenAppointment(ctx.db.database, tenant, {
    patientId: cancellerRecord,
    providerId: provider.id,
    start: dayAt(freedDay, '10:30'),
  });
  const entry = await entryFor(waiting[2]!.id, freedDay);
  smtp.messages.length = 0;
  const cancelled = await ctx.server.inject({
    method: 'DELETE',
    url: `/api/appointments/${staffBooked}?reason=Patient%20called`,
    headers: owner.session.headers,
  });
  expect(cancelled.statusCode).toBe(200);
  await ctx.jobs.drain();
  await smtp.waitFor((m) => m.to.includes(waiting[2]!.email));
  expect(await entryStatus(entry.id)).toEqual({ status: 'offered' });
});

it('offers the freed time itself when staff had booked it off the clinic’s grid, and the link books it', async () => {
  // A clinic of its own, so no older entry of another test can take the offer.
  const clinic = await buildTenant(ctx.db.database, { name: 'Quay Clinic' });
  const admin = await buildMember(ctx.server, ctx.db.database, { tenant: clinic, role: 'super_admin' });
  const doctor = await buildMember(ctx.server, ctx.db.database, { tenant: clinic, role: 'provider' });
  await givenWorkingProvider(ctx.db.database, clinic, doctor.id);
  const patient = (await buildPatient(ctx.db.database, { tenant: clinic })).id;
  const email = 'offgrid@patients.test';
  const waitingPatient = (await buildPatient(ctx.db.database, { tenant: clinic, email })).id;
  // Visits at 09:40, 10:10 and 10:40 (the grid steps by 15 minutes from 10:00): once 10:10 is
  // cancelled, 10:10-10:40 is the only free half hour; no step of the grid fits in it.
  const onDay = day + 5;
  await givenAppointment(ctx.db.database, clinic, {
    patientId: patient,
    providerId: doctor.id,
    start: dayAt(onDay, '09:40'),
  });
  const freed = await givenAppointment(ctx.db.database, clinic, {
    patientId: patient,
    providerId: doctor.id,
    start: dayAt(onDay, '10:10'),
  });
  await givenAppointment(ctx.db.database, clinic, {
    patientId: patient,
    providerId: doctor.id,
    start: dayAt(onDay, '10:40'),
  });
  const entry = await postWaitlistEntry(ctx.server, admin.session.headers, {
    tenant: clinic,
    patientId: waitingPatient,
    onDay,
  });
  const cancelled = await ctx.server.inject({
    method: 'DELETE',
    url: `/api/appointments/${freed}?reason=Patient%20called`,
    headers: admin.session.headers,
  });
  expect(cancelled.statusCode).toBe(200);
  await ctx.jobs.drain();

  const mail = await smtp.waitFor((m) => m.to.includes(email));
  const view = await offerCall('view', tokenOf(mail));
  expect(view.json<WaitlistOfferView>()).toEqual(
    expect.objectContaining({ status: 'pending', start_time: dayAt(onDay, '10:10').toISOString() }),
  );
  expect((await offerCall('accept', tokenOf(mail))).statusCode).toBe(200);
  const booked = await ctx.db.database.withTenant(clinic.tenantId, (tx) =>
    tx
      .selectFrom('appointments')
      .select(['start_time', 'source'])
      .where('patient_id', '=', waitingPatient)
      .execute(),
  );
  expect(booked).toEqual([{ start_time: dayAt(onDay, '10:10'), source: 'waitlist' }]);
  expect(await entryStatus(entry.id, clinic)).toEqual({ status: 'booked' });
});
