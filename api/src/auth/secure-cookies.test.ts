import { buildStaff, type StaffFixture } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

/**
 * Issue 20: behind a TLS-terminating balancer every cookie carries Secure, and only a proxy of
 * TRUST_PROXY can say that the connection was TLS; a client cannot, from anywhere else.
 */
let ctx: TestContext;
let staff: StaffFixture;

beforeAll(async () => {
  ctx = await createTestApp({ env: { TRUST_PROXY: '10.0.0.5' } });
  staff = await buildStaff(ctx.db.database, { role: 'super_admin' });
});
afterAll(() => ctx.close());

async function refreshCookie(remoteAddress: string, headers: Record<string, string> = {}) {
  const response = await ctx.server.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    headers,
    payload: { username: staff.username, password: staff.password },
  });
  expect(response.statusCode).toBe(200);
  return response.cookies.find((cookie) => cookie.name === 'clinio_refresh');
}

it('is Secure when the trusted proxy says the connection was TLS', async () => {
  expect(
    await refreshCookie('10.0.0.5', { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' }),
  ).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
});

it('is not made Secure by a client that is not the proxy, nor over plain HTTP', async () => {
  expect((await refreshCookie('203.0.113.9', { 'x-forwarded-proto': 'https' }))?.secure).toBeUndefined();
  expect((await refreshCookie('10.0.0.5', { 'x-forwarded-proto': 'http' }))?.secure).toBeUndefined();
});
