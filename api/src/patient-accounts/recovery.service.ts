import type { AcceptedResponse } from '@clinio/contracts';
import type { FastifyRequest } from 'fastify';
import { anonymousActor, writePlatformAudit } from '../audit/audit';
import { assertAcceptablePassword, hashPassword } from '../auth/passwords';
import { patientActor } from '../auth/patient-guard';
import { accountThrottleKey } from '../auth/password-sign-in';
import { createThrottle } from '../auth/throttle';
import { passwordResetEmail, usernameReminderEmail } from '../email/templates';
import { localeOfRequest, type ApiLocale } from '../i18n/locale';
import { AppError } from '../errors/app-error';
import { appUrl, sendEmail, type Services } from '../platform/services';
import { queueRecovery } from '../recovery/recovery-queue';
import { createPatientToken, lockPatientToken, markPatientTokenUsed } from './one-time-tokens';
import { inTransaction } from '../db/database';

/** The same answer whether or not an account has this address (quality bar 8). */
export const RESET_ACCEPTED =
  'If an account uses this e-mail address, we sent a link to choose a new password.';
export const USERNAME_ACCEPTED = 'If an account uses this e-mail address, we sent its username there.';
const LINK_INVALID = 'This link is invalid or has expired. Ask for a new one.';

async function activeLoginByEmail(services: Services, email: string) {
  return services.database.app
    .selectFrom('patient_logins')
    .select(['id', 'username', 'email', 'first_name'])
    .where('email_normalized', '=', email.trim().toLowerCase())
    .where('status', '=', 'active')
    .executeTakeFirst();
}

/**
 * POST /api/patients/forgot-password: a single-use link valid for an hour. The token is made and
 * the e-mail sent after the answer, so neither the body nor the timing says whether the account
 * exists.
 */
export async function forgotPatientPassword(
  services: Services,
  request: FastifyRequest,
  email: string,
): Promise<AcceptedResponse> {
  const login = await activeLoginByEmail(services, email);
  const db = services.database.app;
  // Queued either way, so the answer's timing does not depend on the account.
  await queueRecovery(services, {
    kind: 'patient_password',
    loginId: login?.id ?? null,
    locale: localeOfRequest(request),
  });
  await writePlatformAudit(db, login ? patientActor(request, login.id, null) : anonymousActor(request), {
    action: 'patient.password_reset_requested',
    resourceType: 'patient_login',
    resourceId: login?.id ?? null,
    outcome: login ? 'success' : 'failure',
  });
  return { detail: RESET_ACCEPTED };
}

/** The `recovery.request` job's work for a patient: the reset link or the username, by e-mail. */
export async function sendPatientRecovery(
  services: Services,
  kind: 'patient_password' | 'patient_username',
  loginId: string,
  locale: ApiLocale = 'en',
): Promise<void> {
  await inTransaction(services.database.app, async (tx) => {
    const login = await tx
      .selectFrom('patient_logins')
      .select(['id', 'username', 'email', 'first_name', 'locale'])
      .where('id', '=', loginId)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (!login) return;
    // The reader's language: the one their account chose, else the page the request came from.
    const language = login.locale ?? locale;
    if (kind === 'patient_username') {
      await sendEmail(
        services,
        tx,
        usernameReminderEmail(login.email, [login.username], appUrl(services, '/patient-login'), language),
      );
      return;
    }
    const token = await createPatientToken(tx, login.id, 'password_reset');
    const url = appUrl(services, `/patient-reset-password?token=${token}`);
    await sendEmail(services, tx, passwordResetEmail(login.email, login.first_name, url, language));
  });
}

/** POST /api/patients/forgot-username: the username goes to the address, never in the answer. */
export async function forgotPatientUsername(
  services: Services,
  request: FastifyRequest,
  email: string,
): Promise<AcceptedResponse> {
  const login = await activeLoginByEmail(services, email);
  await queueRecovery(services, {
    kind: 'patient_username',
    loginId: login?.id ?? null,
    locale: localeOfRequest(request),
  });
  await writePlatformAudit(
    services.database.app,
    login ? patientActor(request, login.id, null) : anonymousActor(request),
    {
      action: 'patient.username_reminder_requested',
      resourceType: 'patient_login',
      resourceId: login?.id ?? null,
      outcome: login ? 'success' : 'failure',
    },
  );
  return { detail: USERNAME_ACCEPTED };
}

/**
 * POST /api/patients/reset-password: the link works once. The new password passes the same rules
 * as registration; a refused password leaves the link usable. Every open session of the login
 * ends (whoever knew the old password is out), the sign-in throttle is cleared, and the address
 * counts as confirmed (the link reached it).
 */
export async function resetPatientPassword(
  services: Services,
  request: FastifyRequest,
  input: { token: string; new_password: string },
): Promise<AcceptedResponse> {
  const db = services.database.app;
  const loginId = await db.transaction().execute(async (tx) => {
    const token = await lockPatientToken(tx, input.token, 'password_reset');
    if (!token) return null;
    const login = await tx
      .selectFrom('patient_logins')
      .select(['id', 'username', 'email', 'status'])
      .where('id', '=', token.login_id)
      .executeTakeFirstOrThrow();
    if (login.status !== 'active') return null;
    assertAcceptablePassword(input.new_password, { username: login.username, email: login.email });
    const passwordHash = await hashPassword(input.new_password);
    const now = new Date();
    await markPatientTokenUsed(tx, token.id);
    await tx
      .updateTable('patient_logins')
      .set((eb) => ({
        password_hash: passwordHash,
        password_changed_at: now,
        updated_at: now,
        email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now)),
      }))
      .where('id', '=', login.id)
      .execute();
    await tx
      .updateTable('patient_sessions')
      .set({ ended_at: now, end_reason: 'password_reset' })
      .where('login_id', '=', login.id)
      .where('ended_at', 'is', null)
      .execute();
    // Whoever proved the mailbox is the owner: the account's sign-in throttle is lifted.
    await createThrottle(tx, services.config.loginMaxFailures).clear(accountThrottleKey('patient', login.id));
    return login.id;
  });
  if (loginId === null) {
    await writePlatformAudit(db, anonymousActor(request), {
      action: 'patient.password_reset',
      resourceType: 'patient_login',
      outcome: 'failure',
    });
    throw new AppError(400, 'bad_request', LINK_INVALID);
  }
  await writePlatformAudit(db, patientActor(request, loginId, null), {
    action: 'patient.password_reset',
    resourceType: 'patient_login',
    resourceId: loginId,
    outcome: 'success',
  });
  return { detail: 'Your password has been changed. You can now sign in.' };
}

/** POST /api/patients/verify-email: the link of the registration e-mail, once. */
export async function verifyPatientEmail(
  services: Services,
  request: FastifyRequest,
  rawToken: string,
): Promise<AcceptedResponse> {
  const db = services.database.app;
  const loginId = await db.transaction().execute(async (tx) => {
    const token = await lockPatientToken(tx, rawToken, 'email_verification');
    if (!token) return null;
    await markPatientTokenUsed(tx, token.id);
    await tx
      .updateTable('patient_logins')
      .set({ email_verified_at: new Date(), updated_at: new Date() })
      .where('id', '=', token.login_id)
      .execute();
    return token.login_id;
  });
  await writePlatformAudit(db, loginId ? patientActor(request, loginId, null) : anonymousActor(request), {
    action: 'patient.email_verified',
    resourceType: 'patient_login',
    resourceId: loginId,
    outcome: loginId ? 'success' : 'failure',
  });
  if (loginId === null) throw new AppError(400, 'bad_request', LINK_INVALID);
  return { detail: 'Your e-mail address is confirmed.' };
}
