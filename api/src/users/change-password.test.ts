import type { ApiErrorBody } from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import { buildStaff, signIn, type SignedIn, type StaffFixture } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';

let ctx: TestContext;
let owner: StaffFixture;

beforeAll(async () => {
  ctx = await createTestApp({ env: { LOGIN_MAX_FAILURES: '3' } });
  owner = await buildStaff(ctx.db.database, { role: 'super_admin' });
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.server.inject(options);
const NEW_PASSWORD = 'Brand-New-Secret-93';

const change = (session: SignedIn, payload: Record<string, unknown>) =>
  inject({ method: 'POST', url: '/api/users/change-password', headers: session.headers, payload });
const body = (current: string, next: string, confirm = next) => ({
  current_password: current,
  new_password: next,
  confirm_password: confirm,
});
const login = (username: string, password: string) =>
  inject({ method: 'POST', url: '/api/login', payload: { username, password } });

describe('POST /api/users/change-password', () => {
  it('changes the password, ends the other sessions at once and keeps this one', async () => {
    const member = await buildStaff(ctx.db.database, { tenant: owner.tenant, role: 'front_desk' });
    const here = await signIn(ctx.server, member);
    const elsewhere = await signIn(ctx.server, member);
    const response = await change(here, body(member.password, NEW_PASSWORD));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      detail: 'Your password was changed. Your other sessions were signed out.',
    });

    expect((await inject({ method: 'GET', url: '/api/me', headers: elsewhere.headers })).statusCode).toBe(
      401,
    );
    const refreshed = await inject({
      method: 'POST',
      url: '/api/refresh-token',
      headers: { cookie: elsewhere.cookie },
      payload: {},
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: '/api/me', headers: here.headers })).statusCode).toBe(200);
    expect((await login(member.username, member.password)).statusCode).toBe(401);
    expect((await login(member.username, NEW_PASSWORD)).statusCode).toBe(200);

    const audit = await ownerQuery<{ actor_id: string; outcome: string }>(
      ctx.db.ownerUrl,
      "select actor_id, outcome from audit_log where action = 'user.password_changed'",
    );
    expect(audit.rows).toContainEqual({ actor_id: member.id, outcome: 'success' });
  });

  it('refuses a wrong current password with the field named, and keeps the audit row of the failure', async () => {
    const member = await buildStaff(ctx.db.database, { tenant: owner.tenant, role: 'front_desk' });
    const session = await signIn(ctx.server, member);
    const response = await change(session, body('not-the-password', NEW_PASSWORD));
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>()).toMatchObject({
      code: 'validation_error',
      fields: [{ field: 'current_password', message: 'Your current password is not correct' }],
    });
    expect((await login(member.username, member.password)).statusCode).toBe(200);
    const audit = await ownerQuery<{ outcome: string }>(
      ctx.db.ownerUrl,
      "select outcome from audit_log where action = 'user.reauthenticate' and actor_id = $1",
      [member.id],
    );
    expect(audit.rows).toEqual([{ outcome: 'failure' }]);
  });

  it('applies the password rules: length, common passwords, the username, the same password, the confirmation', async () => {
    const member = await buildStaff(ctx.db.database, { tenant: owner.tenant, role: 'provider' });
    const session = await signIn(ctx.server, member);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [body(member.password, 'short'), 'new_password', /at least 8/],
      [body(member.password, 'password123'), 'new_password', /too common/],
      [body(member.password, `${member.username}-Xy9`), 'new_password', /username/],
      [body(member.password, member.password), 'new_password', /different from your current one/],
      [body(member.password, NEW_PASSWORD, 'Something-Else-1'), 'confirm_password', /do not match/],
      [{ new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD }, 'current_password', /.+/],
    ];
    for (const [payload, field, message] of cases) {
      const response = await change(session, payload);
      expect([field, response.statusCode]).toEqual([field, 400]);
      const error = response.json<ApiErrorBody>().fields?.find((item) => item.field === field);
      expect(error?.message).toMatch(message);
    }
    expect((await login(member.username, member.password)).statusCode).toBe(200);
  });

  it('throttles guesses of the current password', async () => {
    const member = await buildStaff(ctx.db.database, { tenant: owner.tenant, role: 'billing' });
    const session = await signIn(ctx.server, member);
    for (let attempt = 0; attempt < 3; attempt += 1)
      await change(session, body(`guess-${attempt}-x`, NEW_PASSWORD));
    const locked = await change(session, body(member.password, NEW_PASSWORD));
    expect(locked.statusCode).toBe(429);
    expect((await login(member.username, member.password)).statusCode).toBe(200);
  });
});
