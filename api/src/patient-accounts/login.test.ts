import type { ApiErrorBody, PatientProfile, PatientSessionResponse } from '@clinio/contracts';
import * as argon2 from '@node-rs/argon2';
import type { InjectOptions } from 'fastify';
import {
  buildPatient,
  buildPatientLogin,
  buildTenant,
  PATIENT_COOKIE,
  type PatientLoginFixture,
  sessionIdOf,
  signInPatient,
} from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';

// Counted, not timed (a timed check flaked on a busy machine): every argon2 verify is recorded.
jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual<typeof argon2>('@node-rs/argon2');
  return { ...actual, verify: jest.fn(actual.verify) };
});

let ctx: TestContext;
let patient: PatientLoginFixture;

beforeAll(async () => {
  ctx = await createTestApp({ env: { LOGIN_MAX_FAILURES: '3' } });
  patient = await buildPatientLogin(ctx.db.database);
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.server.inject(options);
const login = (username: string, password: string) =>
  inject({ method: 'POST', url: '/api/patients/login', payload: { username, password } });

async function platformAudit(action: string) {
  const result = await ownerQuery<{ outcome: string; actor_id: string | null }>(
    ctx.db.ownerUrl,
    'select outcome, actor_id from platform_audit_log where action = $1 order by id',
    [action],
  );
  return result.rows;
}

describe('POST /api/patients/login', () => {
  it('answers tokens and the profile, sets the HttpOnly refresh cookie on /api/patients, audits', async () => {
    const response = await login(patient.username, patient.password);
    expect(response.statusCode).toBe(200);
    const body = response.json<PatientSessionResponse>();
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 900 });
    expect(body.patient).toMatchObject({
      id: patient.id,
      patient_id: patient.id,
      username: patient.username,
      email: patient.email,
      first_name: patient.firstName,
      email_verified: true,
      role: { name: 'Patient', permissions: ['patient_read', 'patient_update'] },
      clinics: [],
    });
    const cookie = response.cookies.find((item) => item.name === PATIENT_COOKIE);
    expect(cookie).toMatchObject({
      value: body.refresh_token,
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/patients',
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await platformAudit('patient.login')).toContainEqual({ outcome: 'success', actor_id: patient.id });
  });

  it('accepts the e-mail address, whatever its case', async () => {
    expect((await login(patient.email.toUpperCase(), patient.password)).statusCode).toBe(200);
  });

  it('says the same for an unknown account and a wrong password (no enumeration)', async () => {
    const unknown = await login('nobody-here@nowhere.test', 'whatever-123');
    const wrong = await login(patient.username, 'wrong-password-1');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json<ApiErrorBody>().detail).toBe('Invalid username or password');
    const failures = (await platformAudit('patient.login')).filter((row) => row.outcome === 'failure');
    expect(failures.map((row) => row.actor_id)).toEqual(expect.arrayContaining([null, patient.id]));
  });

  it('does the same argon2 work for an unknown account as for a wrong password', async () => {
    // A missing account must still verify a (dummy) argon2 hash, once, as a known one does.
    const verify = jest.mocked(argon2.verify);
    const other = await buildPatientLogin(ctx.db.database);
    verify.mockClear();
    await login('nobody-counting-test', 'wrong-password-1');
    const forUnknown = verify.mock.calls.length;
    verify.mockClear();
    await login(other.username, 'wrong-password-1');
    const forKnown = verify.mock.calls.length;
    expect(forKnown).toBe(1);
    expect(forUnknown).toBe(forKnown);
  });

  it('throttles an account after repeated failures, for a while, without a permanent lock', async () => {
    const victim = await buildPatientLogin(ctx.db.database);
    for (let attempt = 0; attempt < 3; attempt += 1) await login(victim.username, 'not-the-password');
    const locked = await login(victim.username, victim.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json<ApiErrorBody>().detail).toMatch(/Try again in \d+ minute/);
    expect(await platformAudit('patient.login_throttled')).toContainEqual({
      outcome: 'failure',
      actor_id: victim.id,
    });
    await ownerQuery(ctx.db.ownerUrl, "update login_throttle set locked_until = now() - interval '1 second'");
    expect((await login(victim.username, victim.password)).statusCode).toBe(200);
  });

  it('refuses a disabled login, and bad input with 400', async () => {
    const disabled = await buildPatientLogin(ctx.db.database, { status: 'disabled' });
    expect((await login(disabled.username, disabled.password)).statusCode).toBe(403);
    const empty = await inject({
      method: 'POST',
      url: '/api/patients/login',
      payload: { username: ' ', password: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ApiErrorBody>().fields?.map((field) => field.field)).toEqual(
      expect.arrayContaining(['username', 'password']),
    );
    // PostgreSQL text cannot hold NUL: refused as input, never a 500.
    const nul = await login('some\u0000one', 'x\u0000y');
    expect(nul.statusCode).toBe(400);
    const notJson = await inject({
      method: 'POST',
      url: '/api/patients/login',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('GET /api/patients/profile', () => {
  it('answers the profile with the linked clinics; patient_id is the first clinic record', async () => {
    const person = await buildPatientLogin(ctx.db.database);
    const first = await buildTenant(ctx.db.database, { name: 'First Clinic' });
    const second = await buildTenant(ctx.db.database, { name: 'Second Clinic' });
    const firstRecord = (await buildPatient(ctx.db.database, { tenant: first, login: person })).id;
    const secondRecord = (await buildPatient(ctx.db.database, { tenant: second, login: person })).id;
    const session = await signInPatient(ctx.server, person);
    const response = await inject({ method: 'GET', url: '/api/patients/profile', headers: session.headers });
    expect(response.statusCode).toBe(200);
    const profile = response.json<PatientProfile>();
    expect(profile.id).toBe(person.id);
    expect(profile.patient_id).toBe(firstRecord);
    expect(profile.clinics).toEqual([
      {
        clinic_id: first.clinicId,
        clinic_name: 'First Clinic',
        patient_id: firstRecord,
        authorized_at: expect.any(String) as string,
      },
      {
        clinic_id: second.clinicId,
        clinic_name: 'Second Clinic',
        patient_id: secondRecord,
        authorized_at: expect.any(String) as string,
      },
    ]);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('needs a patient token', async () => {
    expect((await inject({ method: 'GET', url: '/api/patients/profile' })).statusCode).toBe(401);
  });
});

describe('GET /api/patients/{patient_id}/my-appointments', () => {
  it("answers the patient's own (empty) list and 404 for anyone else's record", async () => {
    const person = await buildPatientLogin(ctx.db.database);
    const other = await buildPatientLogin(ctx.db.database);
    const tenant = await buildTenant(ctx.db.database);
    const own = (await buildPatient(ctx.db.database, { tenant, login: person })).id;
    const theirs = (await buildPatient(ctx.db.database, { tenant, login: other })).id;
    const unlinked = (await buildPatient(ctx.db.database, { tenant })).id;
    const session = await signInPatient(ctx.server, person);
    const get = (id: string) =>
      inject({ method: 'GET', url: `/api/patients/${id}/my-appointments?limit=1`, headers: session.headers });
    const mine = await get(own);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([]);
    const refused = await get(theirs);
    const missing = await get('00000000-0000-4000-8000-000000000000');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(missing.json());
    expect((await get(unlinked)).statusCode).toBe(404);
    expect((await get(other.id)).statusCode).toBe(404);
    expect((await get('not-a-uuid')).statusCode).toBe(400);
    expect(
      (
        await inject({
          method: 'GET',
          url: `/api/patients/${own}/my-appointments?limit=0`,
          headers: session.headers,
        })
      ).statusCode,
    ).toBe(400);
    const audit = await ctx.db.database.withTenant(tenant.tenantId, (tx) =>
      tx
        .selectFrom('audit_log')
        .select(['action', 'actor_id', 'resource_id'])
        .where('action', '=', 'patient.appointments_read')
        .execute(),
    );
    expect(audit).toEqual([{ action: 'patient.appointments_read', actor_id: person.id, resource_id: own }]);
  });

  it('accepts the login id that the profile answers when no clinic is linked', async () => {
    const person = await buildPatientLogin(ctx.db.database);
    const session = await signInPatient(ctx.server, person);
    const response = await inject({
      method: 'GET',
      url: `/api/patients/${session.session.patient.patient_id}/my-appointments?limit=1`,
      headers: session.headers,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('server-side idle timeout (quality bar 7)', () => {
  it('ends an idle patient session at once, and the refresh cookie stops working too', async () => {
    const session = await signInPatient(ctx.server, patient);
    await ownerQuery(
      ctx.db.ownerUrl,
      "update patient_sessions set last_seen_at = now() - interval '31 minutes' where id = $1",
      [sessionIdOf(session.session.access_token)],
    );
    const response = await inject({ method: 'GET', url: '/api/patients/profile', headers: session.headers });
    expect(response.statusCode).toBe(401);
    expect(response.json<ApiErrorBody>().detail).toMatch(/inactivity/);
    const refresh = await inject({
      method: 'POST',
      url: '/api/patients/refresh-token',
      headers: { cookie: session.cookie },
      payload: {},
    });
    expect(refresh.statusCode).toBe(401);
    const rows = await ownerQuery<{ end_reason: string }>(
      ctx.db.ownerUrl,
      "select end_reason from patient_sessions where end_reason = 'idle_timeout'",
    );
    expect(rows.rows).toHaveLength(1);
  });

  it('does not count background requests as activity', async () => {
    const session = await signInPatient(ctx.server, patient);
    const sid = sessionIdOf(session.session.access_token);
    await ownerQuery(
      ctx.db.ownerUrl,
      "update patient_sessions set last_seen_at = now() - interval '10 minutes' where id = $1",
      [sid],
    );
    await inject({
      method: 'GET',
      url: '/api/patients/profile',
      headers: { ...session.headers, 'x-clinio-background': '1' },
    });
    const idle = await ownerQuery<{ idle: boolean }>(
      ctx.db.ownerUrl,
      "select last_seen_at < now() - interval '9 minutes' as idle from patient_sessions where id = $1",
      [sid],
    );
    expect(idle.rows[0]?.idle).toBe(true);
    await inject({ method: 'GET', url: '/api/patients/profile', headers: session.headers });
    const touched = await ownerQuery<{ idle: boolean }>(
      ctx.db.ownerUrl,
      "select last_seen_at < now() - interval '9 minutes' as idle from patient_sessions where id = $1",
      [sid],
    );
    expect(touched.rows[0]?.idle).toBe(false);
  });

  it('ends the sessions of a disabled login at their next request', async () => {
    const person = await buildPatientLogin(ctx.db.database);
    const session = await signInPatient(ctx.server, person);
    await ctx.db.database.app
      .updateTable('patient_logins')
      .set({ status: 'disabled' })
      .where('id', '=', person.id)
      .execute();
    expect(
      (await inject({ method: 'GET', url: '/api/patients/profile', headers: session.headers })).statusCode,
    ).toBe(401);
  });
});
