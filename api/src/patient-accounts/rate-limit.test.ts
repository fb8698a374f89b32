import type { ApiErrorBody } from '@clinio/contracts';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildPatientLogin, signInPatient, type PatientSignedIn } from '../test/factories';

/** The per-IP limit of the public identity calls, across accounts (LOGIN_RATE_LIMIT_PER_MINUTE). */
let ctx: TestContext;
let patient: PatientSignedIn;

beforeAll(async () => {
  ctx = await createTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '2' } });
  patient = await signInPatient(ctx.server, await buildPatientLogin(ctx.db.database));
});
afterAll(() => ctx.close());

it.each([
  ['/api/patients/login', { username: 'someone', password: 'whatever-123' }],
  ['/api/patients/register', { email: 'x' }],
  ['/api/patients/forgot-password', { email: 'nobody@patients.test' }],
  ['/api/patients/forgot-username', { email: 'nobody@patients.test' }],
  ['/api/patients/reset-password', { token: 'x' }],
  ['/api/patients/verify-email', { token: 'x' }],
  ['/api/system-auth/login', { username: 'someone', password: 'whatever-123' }],
])('limits POST %s per IP', async (url, payload) => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    statuses.push((await ctx.server.inject({ method: 'POST', url, payload })).statusCode);
  }
  expect(statuses[0]).not.toBe(429);
  expect(statuses[2]).toBe(429);
  const limited = await ctx.server.inject({ method: 'POST', url, payload });
  expect(limited.json<ApiErrorBody>().code).toBe('rate_limited');
});

it('limits POST /api/patients/authorize-clinic per IP for a signed-in patient (a stranger gets 401 first)', async () => {
  const url = '/api/patients/authorize-clinic';
  const payload = { auth_code: 'NOPE-0000' };
  const stranger = await ctx.server.inject({ method: 'POST', url, payload });
  expect(stranger.statusCode).toBe(401);
  const headers = patient.headers;
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    statuses.push((await ctx.server.inject({ method: 'POST', url, payload, headers })).statusCode);
  }
  expect(statuses[0]).not.toBe(429);
  expect(statuses[2]).toBe(429);
});
