import type { ApiErrorBody, TokenResponse, TwoFactorChallenge, UserProfile } from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildStaff, buildTenant, refreshCookieOf, signIn, type StaffFixture } from '../test/factories';
import { ownerQuery } from '../test/test-database';

let ctx: TestContext;
let owner: StaffFixture;

beforeAll(async () => {
  ctx = await createTestApp({ env: { LOGIN_MAX_FAILURES: '3' } });
  owner = await buildStaff(ctx.db.database, { role: 'super_admin' });
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.server.inject(options);

describe('POST /api/login', () => {
  it('answers tokens, sets the refresh cookie HttpOnly and SameSite, and audits the sign-in', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: owner.username, password: owner.password },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<TokenResponse>();
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 900 });
    // Tokens are never kept by a browser or proxy cache (issue 20, quality bar 12).
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = response.cookies.find((item) => item.name === 'clinio_refresh');
    expect(cookie).toMatchObject({
      value: body.refresh_token,
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api',
    });
    const audit = await ctx.db.database.withTenant(owner.tenant.tenantId, (tx) =>
      tx
        .selectFrom('audit_log')
        .select(['action', 'outcome', 'actor_id', 'actor_role'])
        .where('action', '=', 'auth.login')
        .execute(),
    );
    expect(audit).toContainEqual({
      action: 'auth.login',
      outcome: 'success',
      actor_id: owner.id,
      actor_role: 'super_admin',
    });
  });

  it('accepts the e-mail address instead of the username, whatever its case', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: owner.email.toUpperCase(), password: owner.password },
    });
    expect(response.statusCode).toBe(200);
  });

  it('says the same for an unknown user and a wrong password (no enumeration)', async () => {
    const unknown = await inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'nobody-here', password: 'whatever-123' },
    });
    const wrong = await inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: owner.username, password: 'wrong-password-1' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json<ApiErrorBody>().detail).toBe('Invalid username or password');
  });

  it('throttles an account after repeated failures, for a while, without a permanent lock', async () => {
    const victim = await buildStaff(ctx.db.database);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: victim.username, password: 'not-the-password' },
      });
    }
    const locked = await inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: victim.username, password: victim.password },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json<ApiErrorBody>().detail).toMatch(/Try again in \d+ minute/);
    // The lock expires: once its time has passed, the right password works again.
    await ownerQuery(ctx.db.ownerUrl, "update login_throttle set locked_until = now() - interval '1 second'");
    expect(
      (
        await inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: victim.username, password: victim.password },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses a deactivated account', async () => {
    const leaver = await buildStaff(ctx.db.database, { tenant: owner.tenant, role: 'front_desk' });
    await ctx.db.database.withTenant(owner.tenant.tenantId, (tx) =>
      tx.updateTable('staff_users').set({ status: 'deactivated' }).where('id', '=', leaver.id).execute(),
    );
    const response = await inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: leaver.username, password: leaver.password },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/me', () => {
  it('answers the profile of spec 3', async () => {
    const session = await signIn(ctx.server, owner);
    const response = await inject({ method: 'GET', url: '/api/me', headers: session.headers });
    expect(response.statusCode).toBe(200);
    const me = response.json<UserProfile>();
    expect(me).toMatchObject({
      id: owner.id,
      user_id: owner.id,
      username: owner.username,
      tenant_id: owner.tenant.tenantId,
      clinic_id: owner.tenant.clinicId,
      role: { name: 'super_admin' },
      subscription: { plan_name: 'pro', status: 'active' },
      branch_id: owner.tenant.branchIds[0],
    });
    expect(me.permissions).toContain('roles_manage');
    expect(me.role.permissions).toContainEqual({ name: 'staff_read' });
  });

  it('refuses a missing, forged or expired token with 401', async () => {
    expect((await inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect(
      (await inject({ method: 'GET', url: '/api/me', headers: { authorization: 'Bearer nonsense' } }))
        .statusCode,
    ).toBe(401);
    const session = await signIn(ctx.server, owner);
    const [header, payload] = session.tokens.access_token.split('.');
    const unsigned = `${header}.${payload}.`;
    expect(
      (await inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${unsigned}` } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('refresh, logout and the session row', () => {
  it('rotates the refresh token, and a replayed old token ends the whole session', async () => {
    const session = await signIn(ctx.server, owner);
    const first = await inject({
      method: 'POST',
      url: '/api/refresh-token',
      headers: { cookie: session.cookie },
      payload: {},
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const rotated = refreshCookieOf(first);
    expect(rotated).not.toBe(session.cookie);
    // Past the grace window the old token counts as stolen.
    await ownerQuery(
      ctx.db.ownerUrl,
      "update staff_refresh_tokens set used_at = now() - interval '1 minute' where used_at is not null",
    );
    const replay = await inject({
      method: 'POST',
      url: '/api/refresh-token',
      headers: { cookie: session.cookie },
      payload: {},
    });
    expect(replay.statusCode).toBe(401);
    const afterReplay = await inject({
      method: 'POST',
      url: '/api/refresh-token',
      headers: { cookie: rotated },
      payload: {},
    });
    expect(afterReplay.statusCode).toBe(401);
    const access = await inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${first.json<TokenResponse>().access_token}` },
    });
    expect(access.statusCode).toBe(401);
  });

  it('gives at most one success to concurrent refreshes of one token', async () => {
    const session = await signIn(ctx.server, owner);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        inject({
          method: 'POST',
          url: '/api/refresh-token',
          headers: { cookie: session.cookie },
          payload: {},
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
  });

  it('needs the HttpOnly cookie: a token from storage alone is refused', async () => {
    const session = await signIn(ctx.server, owner);
    const bodyOnly = await inject({
      method: 'POST',
      url: '/api/refresh-token',
      payload: { refresh_token: session.tokens.refresh_token },
    });
    expect(bodyOnly.statusCode).toBe(401);
    const crossSite = await inject({
      method: 'POST',
      url: '/api/refresh-token',
      headers: { cookie: session.cookie, origin: 'https://evil.example' },
      payload: {},
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('logs out with the CSRF token only, and the access token stops working at once', async () => {
    const session = await signIn(ctx.server, owner);
    const withoutCsrf = await inject({ method: 'POST', url: '/api/logout', headers: session.headers });
    expect(withoutCsrf.statusCode).toBe(403);
    const { csrfToken } = (
      await inject({ method: 'GET', url: '/api/csrf-token', headers: session.headers })
    ).json<{ csrfToken: string }>();
    const logout = await inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...session.headers, 'x-csrf-token': csrfToken },
    });
    expect(logout.statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: '/api/me', headers: session.headers })).statusCode).toBe(401);
    expect(
      (
        await inject({
          method: 'POST',
          url: '/api/refresh-token',
          headers: { cookie: session.cookie },
          payload: {},
        })
      ).statusCode,
    ).toBe(401);
  });

  it('ends an idle session on the server after the clinic timeout (quality bar 7)', async () => {
    const session = await signIn(ctx.server, owner);
    await ownerQuery(
      ctx.db.ownerUrl,
      "update staff_sessions set last_seen_at = now() - interval '31 minutes' where ended_at is null",
    );
    const response = await inject({ method: 'GET', url: '/api/me', headers: session.headers });
    expect(response.statusCode).toBe(401);
    expect(response.json<ApiErrorBody>().detail).toMatch(/inactivity/);
    const row = await ownerQuery<{ end_reason: string }>(
      ctx.db.ownerUrl,
      'select end_reason from staff_sessions where ended_at is not null order by ended_at desc limit 1',
    );
    expect(row.rows[0]?.end_reason).toBe('idle_timeout');
  });

  it('does not count background requests as activity', async () => {
    const session = await signIn(ctx.server, owner);
    await ownerQuery(
      ctx.db.ownerUrl,
      "update staff_sessions set last_seen_at = now() - interval '10 minutes' where ended_at is null",
    );
    await inject({
      method: 'GET',
      url: '/api/me',
      headers: { ...session.headers, 'x-clinio-background': '1' },
    });
    const row = await ownerQuery<{ recent: boolean }>(
      ctx.db.ownerUrl,
      "select bool_and(last_seen_at < now() - interval '9 minutes') as recent from staff_sessions where ended_at is null",
    );
    expect(row.rows[0]?.recent).toBe(true);
  });

  it('ends every session of a deactivated user at their next request', async () => {
    const member = await buildStaff(ctx.db.database, { tenant: owner.tenant, role: 'provider' });
    const session = await signIn(ctx.server, member);
    await ctx.db.database.withTenant(owner.tenant.tenantId, (tx) =>
      tx.updateTable('staff_users').set({ status: 'deactivated' }).where('id', '=', member.id).execute(),
    );
    expect((await inject({ method: 'GET', url: '/api/me', headers: session.headers })).statusCode).toBe(401);
  });
});

describe('tenancy from the token only (quality bars 3 and 5)', () => {
  it('ignores tenant headers and a tenant claim cannot be swapped', async () => {
    const other = await buildTenant(ctx.db.database);
    const session = await signIn(ctx.server, owner);
    const response = await inject({
      method: 'GET',
      url: '/api/me',
      headers: { ...session.headers, 'x-tenant-id': other.tenantId },
    });
    expect(response.json<UserProfile>().tenant_id).toBe(owner.tenant.tenantId);
    const [header, payload, signature] = session.tokens.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const swapped = Buffer.from(JSON.stringify({ ...claims, tid: other.tenantId })).toString('base64url');
    const forged = await inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${header}.${swapped}.${signature}` },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('two-factor sign-in', () => {
  it('asks for a code when two-factor is on', async () => {
    const member = await buildStaff(ctx.db.database, { tenant: owner.tenant });
    await ctx.db.database.withTenant(owner.tenant.tenantId, (tx) =>
      tx
        .updateTable('staff_users')
        .set({ totp_enabled_at: new Date(), totp_secret: 'placeholder' })
        .where('id', '=', member.id)
        .execute(),
    );
    const response = await inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: member.username, password: member.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<TwoFactorChallenge>()).toMatchObject({ two_factor_required: true, method: 'totp' });
    expect(response.cookies.find((item) => item.name === 'clinio_refresh')).toBeUndefined();
    const bad = await inject({
      method: 'POST',
      url: '/api/login/2fa',
      payload: { challenge_token: 'nope', code: '123456' },
    });
    expect(bad.statusCode).toBe(401);
  });
});
