import type { ApiErrorBody } from '@clinio/contracts';
import { createTestApp, type TestContext } from '../test/test-app';

/** The per-IP limit of the public identity calls, across accounts (LOGIN_RATE_LIMIT_PER_MINUTE). */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '2' } });
});
afterAll(() => ctx.close());

it.each([
  ['/api/patients/login', { username: 'someone', password: 'whatever-123' }],
  ['/api/patients/register', { email: 'x' }],
  ['/api/patients/forgot-password', { email: 'nobody@patients.test' }],
  ['/api/patients/forgot-username', { email: 'nobody@patients.test' }],
  ['/api/patients/reset-password', { token: 'x' }],
  ['/api/patients/verify-email', { token: 'x' }],
  ['/api/patients/authorize-clinic', { auth_code: 'NOPE-0000' }],
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
