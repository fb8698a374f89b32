import type { ApiErrorBody, AuthorizeClinicResponse, PatientProfile } from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import type { ProvisionedTenant } from '../tenancy/provision';
import {
  buildPatient,
  buildPatientLogin,
  buildTenant,
  PATIENT_COOKIE,
  patientCsrf,
  type PatientLoginFixture,
  type PatientSignedIn,
  signInPatient,
} from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';

let ctx: TestContext;
let clinic: ProvisionedTenant;
let code: string;

beforeAll(async () => {
  ctx = await createTestApp({ env: { LOGIN_MAX_FAILURES: '3' } });
  clinic = await buildTenant(ctx.db.database, { name: 'Harbour Physio' });
  code = await codeOf(clinic);
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.server.inject(options);

async function codeOf(tenant: ProvisionedTenant): Promise<string> {
  const row = await ownerQuery<{ code: string }>(ctx.db.ownerUrl, 'select code from clinics where id = $1', [
    tenant.clinicId,
  ]);
  return row.rows[0]?.code ?? '';
}

/** The spec's call: no bearer token, the patient cookie, the CSRF token. */
async function authorizeWithCookie(
  session: PatientSignedIn,
  payload: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const csrf = await patientCsrf(ctx.server, session.cookie);
  return inject({
    method: 'POST',
    url: '/api/patients/authorize-clinic',
    headers: { cookie: session.cookie, 'x-csrf-token': csrf, ...headers },
    payload,
  });
}

async function tenantRows(tenant: ProvisionedTenant, loginId: string) {
  return ctx.db.database.withTenant(tenant.tenantId, async (tx) => ({
    patients: await tx
      .selectFrom('patients')
      .select(['id', 'email', 'login_id'])
      .where('login_id', '=', loginId)
      .execute(),
    links: await tx
      .selectFrom('patient_clinic_links')
      .select(['patient_id', 'revoked_at'])
      .where('login_id', '=', loginId)
      .execute(),
    audit: await tx
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'actor_type'])
      .where('actor_id', '=', loginId)
      .execute(),
  }));
}

describe('GET /api/patients/csrf-token', () => {
  it('answers the session CSRF token for the patient cookie or a patient bearer token, the same for both', async () => {
    const session = await signInPatient(ctx.server, await buildPatientLogin(ctx.db.database));
    const byCookie = await patientCsrf(ctx.server, session.cookie);
    const byBearer = await inject({
      method: 'GET',
      url: '/api/patients/csrf-token',
      headers: session.headers,
    });
    expect(byBearer.json()).toEqual({ csrfToken: byCookie });
    const general = await inject({ method: 'GET', url: '/api/csrf-token', headers: session.headers });
    expect(general.json()).toEqual({ csrfToken: byCookie });
  });

  it('refuses no cookie, an unknown cookie and a cross-site Origin', async () => {
    const session = await signInPatient(ctx.server, await buildPatientLogin(ctx.db.database));
    expect((await inject({ method: 'GET', url: '/api/patients/csrf-token' })).statusCode).toBe(401);
    expect(
      (
        await inject({
          method: 'GET',
          url: '/api/patients/csrf-token',
          headers: { cookie: `${PATIENT_COOKIE}=nope` },
        })
      ).statusCode,
    ).toBe(401);
    const crossSite = await inject({
      method: 'GET',
      url: '/api/patients/csrf-token',
      headers: { cookie: session.cookie, origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('POST /api/patients/authorize-clinic', () => {
  it('links the patient with the cookie and the CSRF token, creating a record, audited in the clinic', async () => {
    const person = await buildPatientLogin(ctx.db.database);
    const session = await signInPatient(ctx.server, person);
    const response = await authorizeWithCookie(session, {
      auth_code: code.toLowerCase(),
      clinic_id: clinic.clinicId,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<AuthorizeClinicResponse>();
    expect(body).toMatchObject({ clinic_id: clinic.clinicId, clinic_name: 'Harbour Physio' });
    const rows = await tenantRows(clinic, person.id);
    expect(rows.patients).toEqual([{ id: body.patient_id, email: person.email, login_id: person.id }]);
    expect(rows.links).toEqual([{ patient_id: body.patient_id, revoked_at: null }]);
    expect(rows.audit).toEqual(
      expect.arrayContaining([
        { action: 'patient.created', actor_id: person.id, actor_type: 'patient' },
        { action: 'patient.clinic_authorized', actor_id: person.id, actor_type: 'patient' },
      ]),
    );
    const profile = await inject({ method: 'GET', url: '/api/patients/profile', headers: session.headers });
    expect(profile.json<PatientProfile>()).toMatchObject({ patient_id: body.patient_id, clinics: [body] });
  });

  it('refuses the cookie call without the CSRF header, with a wrong one, or from a cross-site Origin', async () => {
    const person = await buildPatientLogin(ctx.db.database);
    const session = await signInPatient(ctx.server, person);
    const payload = { auth_code: code };
    const noCsrf = await inject({
      method: 'POST',
      url: '/api/patients/authorize-clinic',
      headers: { cookie: session.cookie },
      payload,
    });
    expect(noCsrf.statusCode).toBe(403);
    const wrongCsrf = await inject({
      method: 'POST',
      url: '/api/patients/authorize-clinic',
      headers: { cookie: session.cookie, 'x-csrf-token': 'forged' },
      payload,
    });
    expect(wrongCsrf.statusCode).toBe(403);
    expect((await authorizeWithCookie(session, payload, { origin: 'https://evil.example' })).statusCode).toBe(
      403,
    );
    expect((await tenantRows(clinic, person.id)).links).toEqual([]);
    const sameSite = await authorizeWithCookie(session, payload, { origin: ctx.config.publicAppUrl });
    expect(sameSite.statusCode).toBe(200);
  });

  it('accepts a patient bearer token instead of the cookie (no CSRF needed), and needs one or the other', async () => {
    const person = await buildPatientLogin(ctx.db.database);
    const session = await signInPatient(ctx.server, person);
    const bearer = await inject({
      method: 'POST',
      url: '/api/patients/authorize-clinic',
      headers: session.headers,
      payload: { auth_code: code },
    });
    expect(bearer.statusCode).toBe(200);
    expect(
      (await inject({ method: 'POST', url: '/api/patients/authorize-clinic', payload: { auth_code: code } }))
        .statusCode,
    ).toBe(401);
  });

  it('answers one 404 for a wrong code or a clinic_id of another clinic, and throttles guessing', async () => {
    const other = await buildTenant(ctx.db.database);
    const person = await buildPatientLogin(ctx.db.database);
    const session = await signInPatient(ctx.server, person);
    const wrongCode = await authorizeWithCookie(session, { auth_code: 'NOPE-0000' });
    const mismatch = await authorizeWithCookie(session, { auth_code: code, clinic_id: other.clinicId });
    expect(wrongCode.statusCode).toBe(404);
    expect(wrongCode.json<ApiErrorBody>().detail).toBe('Clinic code not recognised');
    expect(mismatch.json()).toEqual(wrongCode.json());
    await authorizeWithCookie(session, { auth_code: 'NOPE-0001' });
    const locked = await authorizeWithCookie(session, { auth_code: code });
    expect(locked.statusCode).toBe(429);
    await ownerQuery(ctx.db.ownerUrl, "update login_throttle set locked_until = now() - interval '1 second'");
    expect((await authorizeWithCookie(session, { auth_code: code })).statusCode).toBe(200);
  });

  it('refuses bad input with 400', async () => {
    const session = await signInPatient(ctx.server, await buildPatientLogin(ctx.db.database));
    expect((await authorizeWithCookie(session, { auth_code: 'ab' })).statusCode).toBe(400);
    expect(
      (await authorizeWithCookie(session, { auth_code: code, clinic_id: 'not-a-uuid' })).statusCode,
    ).toBe(400);
    expect((await authorizeWithCookie(session, {})).statusCode).toBe(400);
    expect((await authorizeWithCookie(session, { auth_code: 'AB\u0000CD' })).statusCode).toBe(400);
  });

  it("reuses the clinic's record of the login, else an unclaimed one with the verified e-mail", async () => {
    const person = await buildPatientLogin(ctx.db.database);
    const existing = (
      await buildPatient(ctx.db.database, { tenant: clinic, email: person.email.toUpperCase() })
    ).id;
    const session = await signInPatient(ctx.server, person);
    const first = await authorizeWithCookie(session, { auth_code: code });
    expect(first.json<AuthorizeClinicResponse>().patient_id).toBe(existing);
    const again = await authorizeWithCookie(session, { auth_code: code });
    expect(again.json<AuthorizeClinicResponse>()).toEqual(first.json());
    expect((await tenantRows(clinic, person.id)).patients).toHaveLength(1);
  });

  it('does not hand a record to a login whose e-mail is unverified (it could be someone else)', async () => {
    const victimEmail = `victim-${Date.now()}@patients.test`;
    const chart = (await buildPatient(ctx.db.database, { tenant: clinic, email: victimEmail })).id;
    const impostor = await buildPatientLogin(ctx.db.database, { email: victimEmail, verified: false });
    const session = await signInPatient(ctx.server, impostor);
    const response = await authorizeWithCookie(session, { auth_code: code });
    expect(response.statusCode).toBe(200);
    expect(response.json<AuthorizeClinicResponse>().patient_id).not.toBe(chart);
  });

  it('gives one record and one link to concurrent authorizations of one login', async () => {
    const person = await buildPatientLogin(ctx.db.database);
    const session = await signInPatient(ctx.server, person);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        inject({
          method: 'POST',
          url: '/api/patients/authorize-clinic',
          headers: session.headers,
          payload: { auth_code: code },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(new Array<number>(10).fill(200));
    const rows = await tenantRows(clinic, person.id);
    expect(rows.patients).toHaveLength(1);
    expect(rows.links).toHaveLength(1);
  });
});

describe('DELETE /api/patients/clinics/{clinicId}', () => {
  async function linkedToTwo(person: PatientLoginFixture) {
    const second = await buildTenant(ctx.db.database, { name: 'Second Site' });
    const session = await signInPatient(ctx.server, person);
    const a = await authorizeWithCookie(session, { auth_code: code });
    const b = await authorizeWithCookie(session, { auth_code: await codeOf(second) });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    return { session, second, firstRecord: a.json<AuthorizeClinicResponse>().patient_id };
  }

  it('revokes one clinic and leaves the others; the record stays with the clinic; audited', async () => {
    const person = await buildPatientLogin(ctx.db.database);
    const { session, second, firstRecord } = await linkedToTwo(person);
    const response = await inject({
      method: 'DELETE',
      url: `/api/patients/clinics/${clinic.clinicId}`,
      headers: session.headers,
    });
    expect(response.statusCode).toBe(200);
    const profile = (
      await inject({ method: 'GET', url: '/api/patients/profile', headers: session.headers })
    ).json<PatientProfile>();
    expect(profile.clinics.map((item) => item.clinic_id)).toEqual([second.clinicId]);
    const rows = await tenantRows(clinic, person.id);
    expect(rows.patients).toEqual([{ id: firstRecord, email: person.email, login_id: person.id }]);
    expect(rows.links[0]?.revoked_at).not.toBeNull();
    expect(rows.audit).toContainEqual({
      action: 'patient.clinic_revoked',
      actor_id: person.id,
      actor_type: 'patient',
    });
    // The revoked clinic's record is no longer the patient's to read.
    const appointments = await inject({
      method: 'GET',
      url: `/api/patients/${firstRecord}/my-appointments?limit=1`,
      headers: session.headers,
    });
    expect(appointments.statusCode).toBe(404);
    // Revoking twice, or a clinic never linked, is the same 404.
    const twice = await inject({
      method: 'DELETE',
      url: `/api/patients/clinics/${clinic.clinicId}`,
      headers: session.headers,
    });
    const unknown = await inject({
      method: 'DELETE',
      url: '/api/patients/clinics/00000000-0000-4000-8000-000000000000',
      headers: session.headers,
    });
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toEqual(unknown.json());
    // Authorizing again re-activates the same link and record.
    const again = await authorizeWithCookie(session, { auth_code: code });
    expect(again.json<AuthorizeClinicResponse>().patient_id).toBe(firstRecord);
  });

  it("cannot touch another patient's link", async () => {
    const owner = await buildPatientLogin(ctx.db.database);
    await linkedToTwo(owner);
    const stranger = await signInPatient(ctx.server, await buildPatientLogin(ctx.db.database));
    const response = await inject({
      method: 'DELETE',
      url: `/api/patients/clinics/${clinic.clinicId}`,
      headers: stranger.headers,
    });
    expect(response.statusCode).toBe(404);
    expect((await tenantRows(clinic, owner.id)).links[0]?.revoked_at).toBeNull();
  });
});
