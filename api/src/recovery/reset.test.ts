import type { ApiErrorBody } from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import type { EmailMessage, Mailer } from '../email/mailer';
import { buildStaff, signIn, type StaffFixture } from '../test/factories';
import { createMemoryMailer, tokenFromEmail } from '../test/memory-mailer';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';

const mailer = createMemoryMailer();
let ctx: TestContext;
let owner: StaffFixture;

beforeAll(async () => {
  ctx = await createTestApp({ mailer, env: { LOGIN_MAX_FAILURES: '3' } });
  owner = await buildStaff(ctx.db.database, { role: 'super_admin' });
});
afterAll(() => ctx.close());

const NEW_PASSWORD = 'Reset-To-This-64';
const inject = (options: InjectOptions) => ctx.server.inject(options);
const login = (username: string, password: string) =>
  inject({ method: 'POST', url: '/api/login', payload: { username, password } });
const reset = (token: string, password = NEW_PASSWORD, confirm = password) =>
  inject({
    method: 'POST',
    url: '/api/reset-password',
    payload: { token, new_password: password, confirm_password: confirm },
  });

async function resetLinkFor(staff: StaffFixture): Promise<string> {
  const response = await inject({
    method: 'POST',
    url: '/api/forgot-password',
    payload: { email: staff.email },
  });
  expect(response.statusCode).toBe(202);
  await ctx.jobs.drain();
  return tokenFromEmail(mailer.last(staff.email), '/reset-password');
}

const newMember = () => buildStaff(ctx.db.database, { tenant: owner.tenant, role: 'front_desk' });

describe('POST /api/reset-password', () => {
  it('sets the new password, ends every session at once and works only once', async () => {
    const member = await newMember();
    const session = await signIn(ctx.server, member);
    const token = await resetLinkFor(member);
    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Your password was changed. Sign in with your new password.' });

    expect((await inject({ method: 'GET', url: '/api/me', headers: session.headers })).statusCode).toBe(401);
    const refreshed = await inject({
      method: 'POST',
      url: '/api/refresh-token',
      headers: { cookie: session.cookie },
      payload: {},
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await login(member.username, member.password)).statusCode).toBe(401);
    expect((await login(member.username, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, 'Another-Reset-Pass-5');
    expect(again.statusCode).toBe(400);
    expect(again.json<ApiErrorBody>().detail).toMatch(/invalid, has already been used or has expired/);
    expect((await login(member.username, NEW_PASSWORD)).statusCode).toBe(200);

    const audit = await ownerQuery<{ outcome: string }>(
      ctx.db.ownerUrl,
      "select outcome from audit_log where action = 'auth.password_reset' and resource_id = $1 order by id",
      [member.id],
    );
    expect(audit.rows.map((row) => row.outcome)).toEqual(['success', 'failure']);
  });

  it('refuses an unknown, a used and an expired link with one body', async () => {
    const member = await newMember();
    const expired = await resetLinkFor(member);
    await ownerQuery(
      ctx.db.ownerUrl,
      "update staff_tokens set expires_at = now() - interval '1 second' where user_id = $1 and used_at is null",
      [member.id],
    );
    const unknown = await reset('x'.repeat(43));
    const late = await reset(expired);
    expect(unknown.statusCode).toBe(400);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(unknown.json());
    expect(unknown.json<ApiErrorBody>()).toMatchObject({
      code: 'validation_error',
      fields: [{ field: 'token' }],
    });
    expect((await login(member.username, member.password)).statusCode).toBe(200);
  });

  it('applies the password rules and keeps the link usable after a refused password', async () => {
    const member = await newMember();
    const token = await resetLinkFor(member);
    const common = await reset(token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json<ApiErrorBody>().fields).toEqual([
      { field: 'new_password', message: expect.stringMatching(/too common/) as string },
    ]);
    const named = await reset(token, `${member.username}!Aa1`);
    expect(named.json<ApiErrorBody>().fields?.[0]?.message).toMatch(/username/);
    const mismatch = await reset(token, NEW_PASSWORD, 'Not-The-Same-42');
    expect(mismatch.json<ApiErrorBody>().fields?.[0]?.field).toBe('confirm_password');
    const short = await reset(token, 'short');
    expect(short.json<ApiErrorBody>().fields?.[0]?.field).toBe('new_password');
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('lifts the sign-in throttle of the account and confirms the address the link reached', async () => {
    const member = await newMember();
    await ownerQuery(ctx.db.ownerUrl, 'update staff_users set email_verified_at = null where id = $1', [
      member.id,
    ]);
    for (let attempt = 0; attempt < 3; attempt += 1) await login(member.username, 'wrong-password-x');
    expect((await login(member.username, member.password)).statusCode).toBe(429);
    expect((await reset(await resetLinkFor(member))).statusCode).toBe(200);
    expect((await login(member.username, NEW_PASSWORD)).statusCode).toBe(200);
    const row = await ownerQuery<{ verified: boolean }>(
      ctx.db.ownerUrl,
      'select email_verified_at is not null as verified from staff_users where id = $1',
      [member.id],
    );
    expect(row.rows[0]?.verified).toBe(true);
  });

  it('gives one success to two concurrent uses of one link', async () => {
    const member = await newMember();
    const token = await resetLinkFor(member);
    const answers = await Promise.all([reset(token), reset(token, 'Second-Racer-Pass-3')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('forgot-password answers before any e-mail leaves', () => {
  it('does not wait for the mail server', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: EmailMessage[] = [];
    const slowMailer: Mailer = {
      async send(message) {
        await gate;
        sent.push(message);
      },
      describe: () => 'slow',
    };
    const slow = await createTestApp({ db: ctx.db, mailer: slowMailer });
    try {
      const response = await slow.server.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: owner.email },
      });
      expect(response.statusCode).toBe(202);
      expect(sent).toHaveLength(0);
      release();
      await slow.jobs.drain();
      expect(sent.map((message) => message.to)).toEqual([owner.email]);
    } finally {
      release();
      await slow.close();
    }
  });
});
