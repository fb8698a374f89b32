import type { ApiErrorBody } from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import { buildPatientLogin, buildStaff, type StaffFixture } from '../test/factories';
import { createMemoryMailer } from '../test/memory-mailer';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';
import { accountThrottleKey } from './password-sign-in';
import { createThrottle, delayAfter } from './throttle';

/**
 * Failed sign-ins (quality bar 8, ASVS 6.3.1; ADR 024): a growing delay, at most 100 failures an
 * hour per account, the owner told by e-mail and notification, and the owner's usual device still
 * let in once the delay has passed.
 */
const mailer = createMemoryMailer();
let ctx: TestContext;
let owner: StaffFixture;

const USUAL = {
  remoteAddress: '10.1.1.1',
  headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux) Firefox/140.0' },
};
const STRANGER = { remoteAddress: '10.9.9.9', headers: { 'user-agent': 'curl/8.0' } };

beforeAll(async () => {
  ctx = await createTestApp({ env: { LOGIN_MAX_FAILURES: '3' }, mailer });
  owner = await buildStaff(ctx.db.database, { role: 'front_desk' });
});
afterAll(() => ctx.close());

const signIn = (from: typeof USUAL, password: string) =>
  ctx.server.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: owner.username, password },
    ...from,
  } as InjectOptions);

const endDelay = () =>
  ownerQuery(ctx.db.ownerUrl, "update login_throttle set locked_until = now() - interval '1 second'");

async function hourFailures(key: string): Promise<number> {
  const rows = await ownerQuery<{ failures: number }>(
    ctx.db.ownerUrl,
    'select failures from login_throttle where starts_with(key, $1)',
    [`${key}@`],
  );
  return rows.rows.reduce((sum, row) => sum + row.failures, 0);
}

it('grows the delay from 30 seconds, doubling, to at most 15 minutes', () => {
  expect([2, 3, 4, 5, 6, 7, 8, 20].map((failures) => delayAfter(failures, 3))).toEqual([
    0, 30, 60, 120, 240, 480, 900, 900,
  ]);
});

it('spends the hourly budget at 100 failures, counting the previous clock hour too', async () => {
  const throttle = createThrottle(ctx.db.database.app, { maxFailures: 1000, maxFailuresPerHour: 100 });
  const key = 'test:budget';
  const previousHour = Math.floor(Date.now() / 3_600_000) - 1;
  await ownerQuery(ctx.db.ownerUrl, 'insert into login_throttle (key, failures) values ($1, 60)', [
    `${key}@${previousHour}`,
  ]);
  const outcomes = [];
  for (let attempt = 0; attempt < 40; attempt += 1) outcomes.push(await throttle.recordFailure(key));
  expect(outcomes.map((outcome) => outcome.hasJustThrottled).lastIndexOf(true)).toBe(39);
  const state = await throttle.state(key);
  expect(state).toEqual(expect.objectContaining({ delaySeconds: 0, isBudgetSpent: true }));
  expect(await throttle.lockedFor(key)).toBeGreaterThan(0);
  await throttle.clear(key);
  expect((await throttle.state(key)).isBudgetSpent).toBe(false);
});

it('slows an account down, tells its owner, and lets the usual device in once the delay has passed', async () => {
  expect((await signIn(USUAL, owner.password)).statusCode).toBe(200);
  mailer.sent.length = 0;

  const answers = [];
  for (let attempt = 0; attempt < 3; attempt += 1)
    answers.push((await signIn(STRANGER, 'wrong-password-1')).statusCode);
  expect(answers).toEqual([401, 401, 401]);
  // During the delay even the right password from the usual device waits.
  const waiting = await signIn(USUAL, owner.password);
  expect(waiting.statusCode).toBe(429);
  expect(waiting.json<ApiErrorBody>().detail).toMatch(/Try again in 1 minute/);

  await ctx.jobs.drain();
  const mail = mailer.last(owner.email);
  expect(mail?.subject).toBe('Sign-in attempts to your account were slowed down');
  expect(mail?.text).toContain('/forgot-password');
  expect(mail?.text).not.toContain('wrong-password');
  const notices = await ctx.db.database.withTenant(owner.tenant.tenantId, (tx) =>
    tx.selectFrom('notifications').select(['title', 'category']).where('user_id', '=', owner.id).execute(),
  );
  expect(notices).toContainEqual({ title: 'Sign-in attempts slowed down', category: 'security' });

  // The hourly budget is spent: a stranger is refused before any password check, even the right one.
  const key = accountThrottleKey('staff', owner.id);
  const hour = Math.floor(Date.now() / 3_600_000);
  await ownerQuery(ctx.db.ownerUrl, 'update login_throttle set failures = 100 where key = $1', [
    `${key}@${hour}`,
  ]);
  await endDelay();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    expect((await signIn(STRANGER, 'wrong-password-2')).statusCode).toBe(429);
  }
  expect((await signIn(STRANGER, owner.password)).statusCode).toBe(429);
  expect(await hourFailures(key)).toBe(100);

  // The owner's usual device (a previous successful session from it) still signs in.
  expect((await signIn(USUAL, owner.password)).statusCode).toBe(200);
  expect(await hourFailures(key)).toBe(0);
});

it('counts the username and the e-mail address of one account together', async () => {
  const member = await buildStaff(ctx.db.database, { role: 'provider' });
  for (const username of [member.username, member.email, member.email.toUpperCase()]) {
    await ctx.server.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password: 'nope-nope-1' },
    });
  }
  const locked = await ctx.server.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: member.username, password: member.password },
  });
  expect(locked.statusCode).toBe(429);
});

/** Three wrong passwords for a patient (the test's limit), then the e-mail job. */
async function throttlePatient(email: string) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await ctx.server.inject({
      method: 'POST',
      url: '/api/patients/login',
      payload: { username: email, password: 'nope-nope-1' },
    });
  }
  await ctx.jobs.drain();
}

it("tells a patient too, by e-mail, with the patient's reset page", async () => {
  const patient = await buildPatientLogin(ctx.db.database);
  await throttlePatient(patient.email);
  const mail = mailer.last(patient.email);
  expect(mail?.subject).toBe('Sign-in attempts to your account were slowed down');
  expect(mail?.text).toContain('/patient-forgot-password');
});

it('writes to a patient who chose Spanish in Spanish (issue 22)', async () => {
  const patient = await buildPatientLogin(ctx.db.database);
  await ctx.db.database.app
    .updateTable('patient_logins')
    .set({ locale: 'es' })
    .where('email', '=', patient.email)
    .execute();
  await throttlePatient(patient.email);
  const mail = mailer.last(patient.email);
  expect(mail?.subject).toBe('Hemos frenado los intentos de inicio de sesión en su cuenta');
  expect(mail?.text).toContain('Elegir una contraseña nueva: ');
  expect(mail?.html).toContain('<html lang="es">');
});
