import type { PatientSessionResponse } from '@clinio/contracts';
import type { FastifyRequest } from 'fastify';
import { anonymousActor, writePlatformAudit } from '../audit/audit';
import { hashToken } from '../auth/opaque-tokens';
import { verifyPassword } from '../auth/passwords';
import { patientActor } from '../auth/patient-guard';
import { issuePatientTokens, rotatePatientRefreshToken, startPatientSession } from '../auth/patient-tokens';
import { createThrottle } from '../auth/throttle';
import type { Db } from '../db/database';
import { AppError } from '../errors/app-error';
import type { Services } from '../platform/services';
import { loadPatientProfile } from './profile.service';

const INVALID = 'Invalid username or password';

function tooManyAttempts(seconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new AppError(
    429,
    'rate_limited',
    `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

/** The throttle key of a typed identifier (hashed: the table never holds e-mail addresses). */
export function patientLoginKey(identifier: string): string {
  return `patient:${hashToken(identifier.trim().toLowerCase())}`;
}

/** A new session with its tokens and the profile, audited as a sign-in (login and registration). */
export async function openPatientSession(
  services: Services,
  db: Db,
  options: { loginId: string; request: FastifyRequest; action: string },
): Promise<PatientSessionResponse> {
  const sessionId = await startPatientSession(db, { loginId: options.loginId, request: options.request });
  const tokens = await issuePatientTokens(services, db, { loginId: options.loginId, sessionId });
  await db
    .updateTable('patient_logins')
    .set({ last_login_at: new Date() })
    .where('id', '=', options.loginId)
    .execute();
  await writePlatformAudit(db, patientActor(options.request, options.loginId, sessionId), {
    action: options.action,
    resourceType: 'patient_session',
    resourceId: sessionId,
    outcome: 'success',
  });
  return { ...tokens, patient: await loadPatientProfile(db, options.loginId) };
}

/**
 * POST /api/patients/login (quality bar 8): username or e-mail; one message for an unknown
 * account and a wrong password, the same argon2 work either way, failures throttled per typed
 * identifier (a lock always ends), every attempt in the platform audit log.
 */
export async function loginPatient(
  services: Services,
  request: FastifyRequest,
  input: { username: string; password: string },
): Promise<PatientSessionResponse> {
  const db = services.database.app;
  const identifier = input.username.trim().toLowerCase();
  const throttle = createThrottle(db, services.config.loginMaxFailures);
  const key = patientLoginKey(identifier);
  const lockedFor = await throttle.lockedFor(key);
  const login = await db
    .selectFrom('patient_logins')
    .select(['id', 'password_hash', 'status'])
    .where((eb) =>
      eb.or([eb('username_normalized', '=', identifier), eb('email_normalized', '=', identifier)]),
    )
    .executeTakeFirst();
  const fail = (action: string) =>
    writePlatformAudit(db, login ? patientActor(request, login.id, null) : anonymousActor(request), {
      action,
      resourceType: 'patient_session',
      outcome: 'failure',
    });
  if (lockedFor > 0) {
    await fail('patient.login_throttled');
    throw tooManyAttempts(lockedFor);
  }
  const passwordOk = await verifyPassword(login?.password_hash ?? null, input.password);
  if (!login || !passwordOk) {
    await throttle.recordFailure(key);
    await fail('patient.login');
    throw new AppError(401, 'unauthenticated', INVALID);
  }
  if (login.status !== 'active') {
    await fail('patient.login');
    throw new AppError(403, 'permission_denied', 'This account is disabled. Contact the clinic for help.');
  }
  await throttle.clear(key);
  return db
    .transaction()
    .execute((tx) =>
      openPatientSession(services, tx, { loginId: login.id, request, action: 'patient.login' }),
    );
}

/** POST /api/patients/refresh-token after the cookie checks: rotation, and the reuse audited. */
export async function refreshPatientTokens(services: Services, request: FastifyRequest, rawToken: string) {
  const outcome = await rotatePatientRefreshToken(services, rawToken);
  if (outcome.kind === 'reuse') {
    await writePlatformAudit(
      services.database.app,
      patientActor(request, outcome.loginId, outcome.sessionId),
      {
        action: 'patient.refresh_reuse',
        resourceType: 'patient_session',
        resourceId: outcome.sessionId,
        outcome: 'denied',
      },
    );
  }
  return outcome.kind === 'rotated' ? outcome.tokens : null;
}
