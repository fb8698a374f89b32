import type { ApiErrorBody, TokenResponse } from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import { signAccessToken } from '../auth/access-tokens';
import { loadKeys } from '../security/secrets';
import {
  buildPatientLogin,
  buildStaff,
  buildSystemAdmin,
  PATIENT_COOKIE,
  type PatientLoginFixture,
  refreshCookieOf,
  sessionIdOf,
  signIn,
  signInPatient,
  signInSystemAdmin,
} from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';

let ctx: TestContext;
let patient: PatientLoginFixture;

beforeAll(async () => {
  ctx = await createTestApp();
  patient = await buildPatientLogin(ctx.db.database);
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.server.inject(options);
const refresh = (
  cookie: string | null,
  payload: Record<string, string> = {},
  headers: Record<string, string> = {},
) =>
  inject({
    method: 'POST',
    url: '/api/patients/refresh-token',
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    payload,
  });
const profile = (authorization: string) =>
  inject({ method: 'GET', url: '/api/patients/profile', headers: { authorization } });

describe('POST /api/patients/refresh-token', () => {
  it('rotates the refresh token; a replayed old token ends the whole session', async () => {
    const session = await signInPatient(ctx.server, patient);
    const first = await refresh(session.cookie, { refresh_token: session.session.refresh_token });
    expect(first.statusCode).toBe(200);
    const tokens = first.json<TokenResponse>();
    expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 900 });
    const rotated = refreshCookieOf(first, PATIENT_COOKIE);
    expect(rotated).not.toBe(session.cookie);
    expect((await profile(`Bearer ${tokens.access_token}`)).statusCode).toBe(200);
    // Past the grace window the old token counts as stolen.
    await ownerQuery(
      ctx.db.ownerUrl,
      "update patient_refresh_tokens set used_at = now() - interval '1 minute' where used_at is not null",
    );
    const replay = await refresh(session.cookie);
    expect(replay.statusCode).toBe(401);
    expect((await refresh(rotated)).statusCode).toBe(401);
    expect((await profile(`Bearer ${tokens.access_token}`)).statusCode).toBe(401);
    const audit = await ownerQuery<{ actor_id: string }>(
      ctx.db.ownerUrl,
      "select actor_id from platform_audit_log where action = 'patient.refresh_reuse'",
    );
    expect(audit.rows).toEqual([{ actor_id: patient.id }]);
  });

  it('refuses a replay inside the grace window without ending the session (two tabs racing)', async () => {
    const session = await signInPatient(ctx.server, patient);
    const first = await refresh(session.cookie);
    expect(first.statusCode).toBe(200);
    expect((await refresh(session.cookie)).statusCode).toBe(401);
    const rotated = refreshCookieOf(first, PATIENT_COOKIE);
    expect((await refresh(rotated)).statusCode).toBe(200);
  });

  it('gives at most one success to concurrent refreshes of one token', async () => {
    const session = await signInPatient(ctx.server, patient);
    const answers = await Promise.all(Array.from({ length: 6 }, () => refresh(session.cookie)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(5);
  });

  it('needs the HttpOnly cookie: a token from storage alone, or a different body token, is refused', async () => {
    const session = await signInPatient(ctx.server, patient);
    expect((await refresh(null, { refresh_token: session.session.refresh_token })).statusCode).toBe(401);
    expect((await refresh(session.cookie, { refresh_token: 'another-token-value' })).statusCode).toBe(401);
    expect((await refresh(session.cookie, {}, { origin: 'https://evil.example' })).statusCode).toBe(403);
    // None of these used the token: it still works.
    expect((await refresh(session.cookie)).statusCode).toBe(200);
  });

  it('refuses an unknown or expired token, and a staff refresh cookie', async () => {
    expect((await refresh(`${PATIENT_COOKIE}=made-up-token`)).statusCode).toBe(401);
    const session = await signInPatient(ctx.server, patient);
    await ownerQuery(
      ctx.db.ownerUrl,
      "update patient_refresh_tokens set expires_at = now() - interval '1 second' where used_at is null",
    );
    expect((await refresh(session.cookie)).statusCode).toBe(401);
    const staff = await signIn(ctx.server, await buildStaff(ctx.db.database));
    expect((await refresh(staff.cookie)).statusCode).toBe(401);
    expect((await refresh(`${PATIENT_COOKIE}=${staff.tokens.refresh_token}`)).statusCode).toBe(401);
  });
});

describe('logout through POST /api/logout', () => {
  it('needs the CSRF token, then ends the patient session at once', async () => {
    const session = await signInPatient(ctx.server, patient);
    const withoutCsrf = await inject({ method: 'POST', url: '/api/logout', headers: session.headers });
    expect(withoutCsrf.statusCode).toBe(403);
    const csrf = await inject({ method: 'GET', url: '/api/csrf-token', headers: session.headers });
    expect(csrf.statusCode).toBe(200);
    const { csrfToken } = csrf.json<{ csrfToken: string }>();
    const logout = await inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...session.headers, 'x-csrf-token': csrfToken },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((item) => item.name === PATIENT_COOKIE)).toMatchObject({
      value: '',
      path: '/api/patients',
    });
    expect((await profile(session.headers.authorization)).statusCode).toBe(401);
    expect((await refresh(session.cookie)).statusCode).toBe(401);
    const row = await ownerQuery<{ end_reason: string }>(
      ctx.db.ownerUrl,
      'select end_reason from patient_sessions where id = $1',
      [sessionIdOf(session.session.access_token)],
    );
    expect(row.rows[0]?.end_reason).toBe('logout');
  });
});

describe('token kinds (quality bars 4–5)', () => {
  const patientRoutes = (patientId: string) =>
    [
      ['GET', '/api/patients/profile'],
      ['GET', `/api/patients/${patientId}/my-appointments?limit=1`],
      ['DELETE', `/api/patients/clinics/${patientId}`],
    ] as const;

  it('refuses a patient token on staff and system routes with 403, audited', async () => {
    const session = await signInPatient(ctx.server, patient);
    for (const [method, url] of [
      ['GET', '/api/me'],
      ['PATCH', '/api/me'],
      ['GET', '/api/system-auth/verify-token'],
      ['POST', '/api/system-auth/logout'],
    ] as const) {
      const answer = await inject({
        method,
        url,
        headers: session.headers,
        ...(method === 'PATCH' ? { payload: {} } : {}),
      });
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 403 });
    }
    const denied = await ownerQuery<{ actor_type: string }>(
      ctx.db.ownerUrl,
      "select actor_type from platform_audit_log where action = 'access.denied' and actor_id = $1",
      [patient.id],
    );
    expect(denied.rows.length).toBeGreaterThanOrEqual(4);
  });

  it('refuses staff and system tokens on patient routes with 403', async () => {
    const staff = await signIn(ctx.server, await buildStaff(ctx.db.database));
    const system = await signInSystemAdmin(ctx.server, await buildSystemAdmin(ctx.db.database));
    for (const headers of [staff.headers, system.headers]) {
      for (const [method, url] of patientRoutes(patient.id)) {
        const answer = await inject({ method, url, headers });
        expect({ url, status: answer.statusCode }).toEqual({ url, status: 403 });
      }
      const csrf = await inject({ method: 'GET', url: '/api/patients/csrf-token', headers });
      expect(csrf.statusCode).toBe(403);
      const authorize = await inject({
        method: 'POST',
        url: '/api/patients/authorize-clinic',
        headers,
        payload: { auth_code: 'ABCD-1234' },
      });
      expect(authorize.statusCode).toBe(403);
    }
  });

  it('refuses `alg: none`, a forged signature and an expired patient token with 401', async () => {
    const session = await signInPatient(ctx.server, patient);
    const [header, payload, signature] = session.session.access_token.split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const swapped = Buffer.from(
      JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' }),
    ).toString('base64url');
    const keys = await loadKeys(ctx.config);
    const expired = await signAccessToken(
      keys.accessToken,
      { aud: 'patient', sub: patient.id, sid: sessionIdOf(session.session.access_token), tid: null },
      -60,
    );
    for (const token of [`${none}.${payload}.`, `${header}.${swapped}.${signature}`, expired.token]) {
      for (const [method, url] of patientRoutes(patient.id)) {
        const answer = await inject({ method, url, headers: { authorization: `Bearer ${token}` } });
        expect({ url, status: answer.statusCode }).toEqual({ url, status: 401 });
      }
      const authorize = await inject({
        method: 'POST',
        url: '/api/patients/authorize-clinic',
        headers: { authorization: `Bearer ${token}` },
        payload: { auth_code: 'ABCD-1234' },
      });
      expect(authorize.statusCode).toBe(401);
    }
    expect((await profile(`Bearer ${expired.token}`)).json<ApiErrorBody>().detail).toMatch(/expired/);
  });
});
