import type { ApiErrorBody, SystemLoginResponse } from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import { signAccessToken } from '../auth/access-tokens';
import { loadKeys } from '../security/secrets';
import {
  buildStaff,
  buildSystemAdmin,
  signIn,
  signInSystemAdmin,
  type SystemAdminFixture,
} from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';

let ctx: TestContext;
let admin: SystemAdminFixture;

beforeAll(async () => {
  ctx = await createTestApp({ env: { LOGIN_MAX_FAILURES: '3' } });
  admin = await buildSystemAdmin(ctx.db.database);
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.server.inject(options);
const login = (username: string, password: string) =>
  inject({ method: 'POST', url: '/api/system-auth/login', payload: { username, password } });

async function platformAudit(action: string) {
  const result = await ownerQuery<{ outcome: string; actor_id: string | null; actor_type: string }>(
    ctx.db.ownerUrl,
    'select outcome, actor_id, actor_type from platform_audit_log where action = $1 order by id',
    [action],
  );
  return result.rows;
}

describe('POST /api/system-auth/login', () => {
  it('answers the administrator token and admin_info, without a refresh token or cookie', async () => {
    const response = await login(admin.username.toUpperCase(), admin.password);
    expect(response.statusCode).toBe(200);
    const body = response.json<SystemLoginResponse>();
    expect(body).toEqual({
      access_token: expect.any(String) as string,
      token_type: 'bearer',
      expires_in: 900,
      admin_info: { id: admin.id, username: admin.username, email: admin.email, name: admin.name },
    });
    expect(response.cookies).toHaveLength(0);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await platformAudit('system.login')).toContainEqual({
      outcome: 'success',
      actor_id: admin.id,
      actor_type: 'system_admin',
    });
  });

  it('says the same for an unknown name and a wrong password, and audits both', async () => {
    const unknown = await login('nobody-at-all', 'whatever-123');
    const wrong = await login(admin.username, 'not-the-password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json<ApiErrorBody>().detail).toBe('Invalid username or password');
    const failures = (await platformAudit('system.login')).filter((row) => row.outcome === 'failure');
    expect(failures).toEqual(
      expect.arrayContaining([
        { outcome: 'failure', actor_id: null, actor_type: 'anonymous' },
        { outcome: 'failure', actor_id: admin.id, actor_type: 'system_admin' },
      ]),
    );
  });

  it('throttles a name after repeated failures, and the lock ends', async () => {
    const victim = await buildSystemAdmin(ctx.db.database);
    for (let attempt = 0; attempt < 3; attempt += 1) await login(victim.username, 'not-the-password');
    const locked = await login(victim.username, victim.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json<ApiErrorBody>().detail).toMatch(/Try again in \d+ minute/);
    await ownerQuery(ctx.db.ownerUrl, "update login_throttle set locked_until = now() - interval '1 second'");
    expect((await login(victim.username, victim.password)).statusCode).toBe(200);
  });

  it('refuses a disabled administrator and bad input', async () => {
    const disabled = await buildSystemAdmin(ctx.db.database, { status: 'disabled' });
    expect((await login(disabled.username, disabled.password)).statusCode).toBe(403);
    expect((await login(disabled.username, 'wrong-password')).statusCode).toBe(401);
    const empty = await inject({
      method: 'POST',
      url: '/api/system-auth/login',
      payload: { username: '', password: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ApiErrorBody>().code).toBe('validation_error');
    expect((await inject({ method: 'POST', url: '/api/system-auth/login', payload: {} })).statusCode).toBe(
      400,
    );
    expect((await login('sys\u0000admin', 'x')).statusCode).toBe(400);
  });
});

describe('GET /api/system-auth/verify-token', () => {
  it('confirms the token with admin_info', async () => {
    const session = await signInSystemAdmin(ctx.server, admin);
    const response = await inject({
      method: 'GET',
      url: '/api/system-auth/verify-token',
      headers: session.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      valid: true,
      admin_info: { id: admin.id, username: admin.username, email: admin.email, name: admin.name },
    });
  });

  it('refuses no token, a forged one, `alg: none` and an expired one with 401', async () => {
    const session = await signInSystemAdmin(ctx.server, admin);
    const verify = (authorization?: string) =>
      inject({
        method: 'GET',
        url: '/api/system-auth/verify-token',
        headers: authorization ? { authorization } : {},
      });
    expect((await verify()).statusCode).toBe(401);
    expect((await verify('Bearer nonsense')).statusCode).toBe(401);
    const [, payload] = session.login.access_token.split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url');
    expect((await verify(`Bearer ${none}.${payload}.`)).statusCode).toBe(401);
    const keys = await loadKeys(ctx.config);
    const sid = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as { sid: string };
    const expired = await signAccessToken(
      keys.accessToken,
      { aud: 'system', sub: admin.id, sid: sid.sid, tid: null },
      -60,
    );
    const answer = await verify(`Bearer ${expired.token}`);
    expect(answer.statusCode).toBe(401);
    expect(answer.json<ApiErrorBody>().detail).toMatch(/expired/);
  });

  it('ends an idle session on the server (quality bar 7)', async () => {
    const session = await signInSystemAdmin(ctx.server, admin);
    await ownerQuery(
      ctx.db.ownerUrl,
      "update system_sessions set last_seen_at = now() - interval '31 minutes' where ended_at is null",
    );
    const response = await inject({
      method: 'GET',
      url: '/api/system-auth/verify-token',
      headers: session.headers,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json<ApiErrorBody>().detail).toMatch(/inactivity/);
    const rows = await ownerQuery<{ end_reason: string }>(
      ctx.db.ownerUrl,
      'select end_reason from system_sessions where ended_at is not null',
    );
    expect(rows.rows.map((row) => row.end_reason)).toContain('idle_timeout');
  });

  it('ends the sessions of a disabled administrator at their next request', async () => {
    const member = await buildSystemAdmin(ctx.db.database);
    const session = await signInSystemAdmin(ctx.server, member);
    await ctx.db.database.app
      .updateTable('system_admins')
      .set({ status: 'disabled' })
      .where('id', '=', member.id)
      .execute();
    expect(
      (await inject({ method: 'GET', url: '/api/system-auth/verify-token', headers: session.headers }))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST /api/system-auth/logout', () => {
  it('ends the session at once (bearer only, no CSRF) and audits it', async () => {
    const session = await signInSystemAdmin(ctx.server, admin);
    const logout = await inject({ method: 'POST', url: '/api/system-auth/logout', headers: session.headers });
    expect(logout.statusCode).toBe(200);
    expect(
      (await inject({ method: 'GET', url: '/api/system-auth/verify-token', headers: session.headers }))
        .statusCode,
    ).toBe(401);
    expect(
      (await inject({ method: 'POST', url: '/api/system-auth/logout', headers: session.headers })).statusCode,
    ).toBe(401);
    expect((await platformAudit('system.logout')).map((row) => row.actor_id)).toContain(admin.id);
  });

  it('needs a token', async () => {
    expect((await inject({ method: 'POST', url: '/api/system-auth/logout' })).statusCode).toBe(401);
  });
});

describe('token kinds (quality bars 4–5)', () => {
  it('refuses a staff token on system routes and a system token on staff routes, with 403', async () => {
    const staff = await signIn(ctx.server, await buildStaff(ctx.db.database));
    const system = await signInSystemAdmin(ctx.server, admin);
    for (const [method, url] of [
      ['GET', '/api/system-auth/verify-token'],
      ['POST', '/api/system-auth/logout'],
    ] as const) {
      expect((await inject({ method, url, headers: staff.headers })).statusCode).toBe(403);
    }
    for (const [method, url] of [
      ['GET', '/api/me'],
      ['GET', '/api/csrf-token'],
      ['POST', '/api/logout'],
      ['GET', '/api/patients/profile'],
    ] as const) {
      const answer = await inject({ method, url, headers: system.headers });
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 403 });
    }
    expect(await platformAudit('access.denied')).toContainEqual({
      outcome: 'denied',
      actor_id: admin.id,
      actor_type: 'system_admin',
    });
  });
});
