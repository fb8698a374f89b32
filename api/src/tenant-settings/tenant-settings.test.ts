import type { TenantSettings } from '@clinio/contracts';
import { buildStaff, signIn } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it('lets a super admin change the idle timeout, which /api/users/session-timeout then reports', async () => {
  const owner = await buildStaff(ctx.db.database, { role: 'super_admin' });
  const session = await signIn(ctx.server, owner);
  expect(
    (
      await ctx.server.inject({ method: 'GET', url: '/api/tenant-settings', headers: session.headers })
    ).json<TenantSettings>(),
  ).toEqual({
    session_timeout_minutes: 30,
  });
  const changed = await ctx.server.inject({
    method: 'PATCH',
    url: '/api/tenant-settings',
    headers: session.headers,
    payload: { session_timeout_minutes: 5 },
  });
  expect(changed.json<TenantSettings>()).toEqual({ session_timeout_minutes: 5 });
  const bad = await ctx.server.inject({
    method: 'PATCH',
    url: '/api/tenant-settings',
    headers: session.headers,
    payload: { session_timeout_minutes: 0 },
  });
  expect(bad.statusCode).toBe(400);
  const sneaky = await ctx.server.inject({
    method: 'PATCH',
    url: '/api/tenant-settings',
    headers: session.headers,
    payload: { tenant_id: owner.tenant.tenantId },
  });
  expect(sneaky.statusCode).toBe(400);
});

it('refuses the change to an admin', async () => {
  const admin = await buildStaff(ctx.db.database, { role: 'admin' });
  const session = await signIn(ctx.server, admin);
  const response = await ctx.server.inject({
    method: 'PATCH',
    url: '/api/tenant-settings',
    headers: session.headers,
    payload: { session_timeout_minutes: 5 },
  });
  expect(response.statusCode).toBe(403);
});
