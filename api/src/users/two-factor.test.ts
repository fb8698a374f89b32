import type {
  ApiErrorBody,
  SecuritySettings,
  TokenResponse,
  TwoFactorChallenge,
  TwoFactorSetupResponse,
  TwoFactorVerifyResponse,
} from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import { currentStep, hotp } from '../auth/totp';
import { TEST_PASSWORD, buildStaff, signIn, type SignedIn, type StaffFixture } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';

let ctx: TestContext;
let tenantOwner: StaffFixture;

beforeAll(async () => {
  ctx = await createTestApp({ env: { LOGIN_MAX_FAILURES: '3' } });
  tenantOwner = await buildStaff(ctx.db.database, { role: 'super_admin' });
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.server.inject(options);
const newMember = () => buildStaff(ctx.db.database, { tenant: tenantOwner.tenant, role: 'front_desk' });

const setup = (
  session: SignedIn,
  payload: Record<string, unknown> = { method: 'totp', password: TEST_PASSWORD },
) => inject({ method: 'POST', url: '/api/users/2fa/setup', headers: session.headers, payload });
const verify = (session: SignedIn, code: string) =>
  inject({
    method: 'POST',
    url: '/api/users/2fa/verify',
    headers: session.headers,
    payload: { code, method: 'totp' },
  });
const disable = (session: SignedIn, password: string) =>
  inject({
    method: 'DELETE',
    url: '/api/users/2fa/disable',
    headers: session.headers,
    payload: { password },
  });
const settingsOf = async (session: SignedIn) =>
  (
    await inject({ method: 'GET', url: '/api/users/security-settings', headers: session.headers })
  ).json<SecuritySettings>();

function secretOf(body: TwoFactorSetupResponse): string {
  const secret = new URL(body.otpauth_url).searchParams.get('secret');
  if (!secret) throw new Error('no secret in the otpauth URL');
  return secret;
}

/** Second sign-in step with a code; answers the status. */
async function signInWithCode(staff: StaffFixture, code: string): Promise<number> {
  const first = await inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: staff.username, password: staff.password },
  });
  const challenge = first.json<TwoFactorChallenge>();
  expect(challenge.two_factor_required).toBe(true);
  const second = await inject({
    method: 'POST',
    url: '/api/login/2fa',
    payload: { challenge_token: challenge.challenge_token, code },
  });
  if (second.statusCode === 200) expect(second.json<TokenResponse>().access_token).toBeTruthy();
  return second.statusCode;
}

async function enable(staff: StaffFixture) {
  const session = await signIn(ctx.server, staff);
  const secret = secretOf((await setup(session)).json<TwoFactorSetupResponse>());
  const step = currentStep();
  const verified = await verify(session, hotp(secret, step));
  expect(verified.statusCode).toBe(200);
  return { session, secret, step, codes: verified.json<TwoFactorVerifyResponse>().recovery_codes };
}

describe('POST /api/users/2fa/setup', () => {
  it('answers a new secret with its otpauth URL and an SVG QR code, and keeps the secret encrypted as pending', async () => {
    const member = await newMember();
    const session = await signIn(ctx.server, member);
    const response = await setup(session, { method: 'totp', phone_number: '', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json<TwoFactorSetupResponse>();
    expect(body.method).toBe('totp');
    expect(body.otpauth_url).toMatch(/^otpauth:\/\/totp\/Clinio%3A.+\?secret=[A-Z2-7]+&issuer=Clinio/);
    expect(body.secret.replace(/ /g, '')).toBe(secretOf(body));
    expect(body.qr_code_svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const stored = await ownerQuery<{ totp_pending_secret: string; totp_secret: string | null }>(
      ctx.db.ownerUrl,
      'select totp_pending_secret, totp_secret from staff_users where id = $1',
      [member.id],
    );
    expect(stored.rows[0]?.totp_secret).toBeNull();
    expect(stored.rows[0]?.totp_pending_secret).toMatch(/^v1\./);
    expect(stored.rows[0]?.totp_pending_secret).not.toContain(secretOf(body));
    expect((await settingsOf(session)).two_factor_enabled).toBe(false);
  });

  it('says plainly that SMS is not available, and refuses an unknown method', async () => {
    const session = await signIn(ctx.server, await newMember());
    const sms = await setup(session, { method: 'sms', phone_number: '+1 555 0100', password: TEST_PASSWORD });
    expect(sms.statusCode).toBe(400);
    expect(sms.json<ApiErrorBody>()).toMatchObject({
      code: 'validation_error',
      fields: [{ field: 'method' }],
    });
    expect(sms.json<ApiErrorBody>().detail).toMatch(/SMS two-factor is not available/);
    const other = await setup(session, { method: 'email', password: TEST_PASSWORD });
    expect(other.statusCode).toBe(400);
    expect(other.json<ApiErrorBody>().fields?.[0]?.field).toBe('method');
  });

  it('asks for the password again (quality bar 9)', async () => {
    const session = await signIn(ctx.server, await newMember());
    const wrong = await setup(session, { method: 'totp', password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ApiErrorBody>().fields?.[0]?.field).toBe('password');
    expect((await setup(session, { method: 'totp' })).statusCode).toBe(400);
  });

  it('answers 409 when two-factor is already on', async () => {
    const { session } = await enable(await newMember());
    expect((await setup(session)).statusCode).toBe(409);
  });
});

describe('POST /api/users/2fa/verify', () => {
  it('turns two-factor on with a code from the pending secret and answers ten recovery codes once', async () => {
    const member = await newMember();
    const { session, codes } = await enable(member);
    expect(codes).toHaveLength(10);
    expect(await settingsOf(session)).toMatchObject({
      two_factor_enabled: true,
      two_factor_method: 'totp',
      recovery_codes_remaining: 10,
    });
    const stored = await ownerQuery<{ recovery_codes: string[]; totp_pending_secret: string | null }>(
      ctx.db.ownerUrl,
      'select recovery_codes, totp_pending_secret from staff_users where id = $1',
      [member.id],
    );
    expect(stored.rows[0]?.totp_pending_secret).toBeNull();
    // Only hashes are kept.
    for (const code of codes) expect(stored.rows[0]?.recovery_codes).not.toContain(code);
    const audit = await ownerQuery<{ actor_id: string }>(
      ctx.db.ownerUrl,
      "select actor_id from audit_log where action = 'user.2fa_enabled'",
    );
    expect(audit.rows).toContainEqual({ actor_id: member.id });
  });

  it('lets each code work once: the code that enabled two-factor cannot sign in, a fresh one can, once', async () => {
    const member = await newMember();
    const { secret, step, codes } = await enable(member);
    expect(await signInWithCode(member, hotp(secret, step))).toBe(401);
    const next = hotp(secret, step + 1);
    expect(await signInWithCode(member, next)).toBe(200);
    expect(await signInWithCode(member, next)).toBe(401);
    const recovery = codes[0] ?? '';
    expect(await signInWithCode(member, recovery)).toBe(200);
    expect(await signInWithCode(member, recovery)).toBe(401);
  });

  it('refuses a wrong code with the field named, audits it, and throttles repeated failures', async () => {
    const member = await newMember();
    const session = await signIn(ctx.server, member);
    const secret = secretOf((await setup(session)).json<TwoFactorSetupResponse>());
    const wrong = hotp(secret, currentStep() + 5);
    const first = await verify(session, wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json<ApiErrorBody>()).toMatchObject({
      code: 'validation_error',
      fields: [{ field: 'code' }],
    });
    await verify(session, wrong);
    await verify(session, wrong);
    const locked = await verify(session, hotp(secret, currentStep()));
    expect(locked.statusCode).toBe(429);
    expect(locked.json<ApiErrorBody>().detail).toMatch(/Try again in \d+ minute/);
    const failures = await ownerQuery<{ count: string }>(
      ctx.db.ownerUrl,
      "select count(*) from audit_log where action = 'user.2fa_enable' and outcome = 'failure' and actor_id = $1",
      [member.id],
    );
    expect(Number(failures.rows[0]?.count)).toBe(3);
    const denied = await ownerQuery<{ outcome: string }>(
      ctx.db.ownerUrl,
      "select outcome from audit_log where action = 'user.2fa_enable_throttled' and actor_id = $1",
      [member.id],
    );
    expect(denied.rows).toEqual([{ outcome: 'denied' }]);
    // The lock ends: once its time has passed, the right code works.
    await ownerQuery(
      ctx.db.ownerUrl,
      "update login_throttle set locked_until = now() - interval '1 second' where key = $1",
      [`totp-setup:${member.id}`],
    );
    expect((await verify(session, hotp(secret, currentStep()))).statusCode).toBe(200);
  });

  it('refuses a malformed code, and a code before any setup', async () => {
    const session = await signIn(ctx.server, await newMember());
    const malformed = await verify(session, '12ab56');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ApiErrorBody>().fields?.[0]?.field).toBe('code');
    const early = await verify(session, '123456');
    expect(early.statusCode).toBe(400);
    expect(early.json<ApiErrorBody>().detail).toMatch(/Start the two-factor setup first/);
  });
});

describe('DELETE /api/users/2fa/disable', () => {
  it('needs the password again; a wrong one changes nothing', async () => {
    const member = await newMember();
    const { session } = await enable(member);
    const wrong = await disable(session, 'not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ApiErrorBody>()).toMatchObject({
      code: 'validation_error',
      fields: [{ field: 'password' }],
    });
    expect((await settingsOf(session)).two_factor_enabled).toBe(true);
    const missing = await inject({
      method: 'DELETE',
      url: '/api/users/2fa/disable',
      headers: session.headers,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);

    const done = await disable(session, member.password);
    expect(done.statusCode).toBe(200);
    expect(done.json<SecuritySettings>()).toMatchObject({
      two_factor_enabled: false,
      recovery_codes_remaining: 0,
    });
    const stored = await ownerQuery<{ totp_secret: string | null; recovery_codes: string[] }>(
      ctx.db.ownerUrl,
      'select totp_secret, recovery_codes from staff_users where id = $1',
      [member.id],
    );
    expect(stored.rows[0]).toEqual({ totp_secret: null, recovery_codes: [] });
    // Signing in needs the password alone again.
    expect((await signIn(ctx.server, member)).tokens.access_token).toBeTruthy();
    expect((await disable(session, member.password)).statusCode).toBe(409);
  });

  it('throttles password guesses made with a stolen session', async () => {
    const member = await newMember();
    const { session } = await enable(member);
    for (let attempt = 0; attempt < 3; attempt += 1) await disable(session, `guess-${attempt}-password`);
    const locked = await disable(session, member.password);
    expect(locked.statusCode).toBe(429);
    expect((await settingsOf(session)).two_factor_enabled).toBe(true);
    const audit = await ownerQuery<{ count: string }>(
      ctx.db.ownerUrl,
      "select count(*) from audit_log where action = 'user.reauthenticate' and outcome = 'failure' and actor_id = $1",
      [member.id],
    );
    expect(Number(audit.rows[0]?.count)).toBe(3);
  });
});
