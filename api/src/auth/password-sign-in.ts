import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { accountThrottledEmail } from '../email/templates';
import type { ApiLocale } from '../i18n/locale';
import { AppError } from '../errors/app-error';
import { appUrl, sendEmail, type Services } from '../platform/services';
import { hashToken } from './opaque-tokens';
import { verifyPassword } from './passwords';
import { createThrottle, tooManyAttempts } from './throttle';

const INVALID = 'Invalid username or password';

/** The account a typed identifier names, as the shared sign-in step needs it. */
export interface SignInAccount {
  id: string;
  passwordHash: string | null;
}

/**
 * What differs between the staff, patient and system-administrator sign-ins; the rest (the
 * throttle, the password check, the owner's warning, the order of the steps) is `signIn`, written
 * once. `R` is what a successful sign-in answers.
 */
export interface SignInAudience<A extends SignInAccount, R = unknown> {
  kind: 'staff' | 'patient' | 'system';
  find(identifier: string): Promise<A | undefined>;
  /** Audits a refused attempt (`throttled`: refused before the password was checked). */
  recordFailure(account: A | undefined, reason: 'refused' | 'throttled'): Promise<void>;
  /** The account's own refusal once its password matched (disabled, deactivated…), or null. */
  refusal(account: A): AppError | null;
  /** Opens the session (or the next step, such as a two-factor challenge). */
  open(account: A): Promise<R>;
  /** Whether this request comes from a device with a previous successful session (`hasSessionFrom`). */
  isUsualDevice(account: A): Promise<boolean>;
  /** Where to tell the owner, and the reset page of the audience (null: no self-service reset). */
  ownerOf(account: A): Promise<{ email: string; name: string; resetPath: string | null; locale: ApiLocale }>;
  /** The in-app notification, where the audience has them. */
  notifyOwner?(account: A, delayMinutes: number): Promise<void>;
}

/**
 * Whether `table` holds a session of the account opened from this request's address and user
 * agent (as the session recorded it): the usual device of ADR 024.
 */
export async function hasSessionFrom(
  db: Db,
  options: {
    table: 'staff_sessions' | 'patient_sessions' | 'system_sessions';
    ownerColumn: 'user_id' | 'login_id' | 'admin_id';
    ownerId: string;
    ip: string;
    userAgent: string;
  },
): Promise<boolean> {
  const { table, ownerColumn, ownerId, ip, userAgent } = options;
  const result = await sql<{ found: number }>`
    select 1 as found from ${sql.table(table)}
    where ${sql.ref(ownerColumn)} = ${ownerId} and ip_address = ${ip} and user_agent = ${userAgent}
    limit 1`.execute(db);
  return result.rows.length > 0;
}

async function warnOwner<A extends SignInAccount>(
  services: Services,
  audience: SignInAudience<A>,
  account: A,
  minutes: number,
): Promise<void> {
  await audience.notifyOwner?.(account, minutes);
  const owner = await audience.ownerOf(account);
  // Not part of a change of the account's own: the job is added on its own.
  await sendEmail(
    services,
    services.database.app,
    accountThrottledEmail(
      owner.email,
      {
        name: owner.name,
        minutes,
        resetUrl: owner.resetPath === null ? null : appUrl(services, owner.resetPath),
      },
      owner.locale,
    ),
  );
}

/** The throttle key of an account; an identifier that names no account is throttled as typed. */
export const accountThrottleKey = (kind: SignInAudience<SignInAccount>['kind'], id: string) =>
  `${kind}-account:${id}`;
export const typedThrottleKey = (kind: SignInAudience<SignInAccount>['kind'], identifier: string) =>
  `${kind}:${hashToken(identifier)}`;

/**
 * The password step of every sign-in (quality bar 8; ADR 024): one message for an unknown account
 * and a wrong password, the same argon2 work either way, every refusal audited. Failures are
 * throttled per account: a growing delay, then at most LOGIN_MAX_FAILURES_PER_HOUR an hour. Once
 * that budget is spent only the owner's usual device may still try (after the delay), so an
 * attacker cannot lock the owner out; the owner is told when the account gets throttled.
 * Answers the account whose password matched; its status is the caller's to check.
 */
export async function checkPassword<A extends SignInAccount>(
  services: Services,
  request: FastifyRequest,
  audience: SignInAudience<A>,
  input: { username: string; password: string },
): Promise<A> {
  const { config, database } = services;
  const throttle = createThrottle(database.app, {
    maxFailures: config.loginMaxFailures,
    maxFailuresPerHour: config.loginMaxFailuresPerHour,
  });
  const identifier = input.username.trim().toLowerCase();
  const account = await audience.find(identifier);
  const key = account
    ? accountThrottleKey(audience.kind, account.id)
    : typedThrottleKey(audience.kind, identifier);
  const state = await throttle.state(key);
  const isBudgetRefusal =
    state.isBudgetSpent && state.delaySeconds === 0 && !(account && (await audience.isUsualDevice(account)));
  if (state.delaySeconds > 0 || isBudgetRefusal) {
    await audience.recordFailure(account, 'throttled');
    throw tooManyAttempts(state.delaySeconds > 0 ? state.delaySeconds : state.budgetResetSeconds);
  }
  const passwordOk = await verifyPassword(account?.passwordHash ?? null, input.password);
  if (!account || !passwordOk) {
    const outcome = await throttle.recordFailure(key);
    await audience.recordFailure(account, 'refused');
    if (account && outcome.hasJustThrottled) {
      const after = await throttle.state(key);
      const seconds = after.isBudgetSpent ? after.budgetResetSeconds : after.delaySeconds;
      // The warning never changes the answer; a failure to send it is logged.
      await warnOwner(services, audience, account, Math.max(1, Math.ceil(seconds / 60))).catch(
        (error: unknown) => request.log.error({ err: error }, 'could not warn a throttled account'),
      );
    }
    throw new AppError(401, 'unauthenticated', INVALID);
  }
  await throttle.clear(key);
  return account;
}

/**
 * Every sign-in, whatever its audience: the shared password step, then the account's own
 * refusal (audited like a wrong password), then the audience's session.
 */
export async function signIn<A extends SignInAccount, R>(
  services: Services,
  request: FastifyRequest,
  audience: SignInAudience<A, R>,
  input: { username: string; password: string },
): Promise<R> {
  const account = await checkPassword(services, request, audience, input);
  const refused = audience.refusal(account);
  if (refused !== null) {
    await audience.recordFailure(account, 'refused');
    throw refused;
  }
  return audience.open(account);
}
