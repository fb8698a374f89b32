import { parseDeviceInfo, type PatientSessionResponse } from '@clinio/contracts';
import type { FastifyRequest } from 'fastify';
import { anonymousActor, writePlatformAudit } from '../audit/audit';
import { hasSessionFrom, signIn, type SignInAccount, type SignInAudience } from '../auth/password-sign-in';
import { patientActor } from '../auth/patient-guard';
import { issuePatientTokens, rotatePatientRefreshToken, startPatientSession } from '../auth/patient-tokens';
import type { Db } from '../db/database';
import { forbidden } from '../errors/app-error';
import type { Services } from '../platform/services';
import { loadPatientProfile } from './profile.service';

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

interface PatientAccount extends SignInAccount {
  status: string;
  email: string;
  first_name: string;
  locale: 'en' | 'es' | null;
}

/** The patient audience of the shared password step: a person by username or e-mail. */
function patientAudience(
  services: Services,
  request: FastifyRequest,
): SignInAudience<PatientAccount, PatientSessionResponse> {
  const db = services.database.app;
  return {
    kind: 'patient',
    find: (identifier) =>
      db
        .selectFrom('patient_logins')
        .select(['id', 'password_hash as passwordHash', 'status', 'email', 'first_name', 'locale'])
        .where((eb) =>
          eb.or([eb('username_normalized', '=', identifier), eb('email_normalized', '=', identifier)]),
        )
        .executeTakeFirst(),
    refusal: (login) =>
      login.status === 'active' ? null : forbidden('This account is disabled. Contact the clinic for help.'),
    open: (login) =>
      db
        .transaction()
        .execute((tx) =>
          openPatientSession(services, tx, { loginId: login.id, request, action: 'patient.login' }),
        ),
    recordFailure: (login, reason) =>
      writePlatformAudit(db, login ? patientActor(request, login.id, null) : anonymousActor(request), {
        action: reason === 'throttled' ? 'patient.login_throttled' : 'patient.login',
        resourceType: 'patient_session',
        outcome: 'failure',
      }),
    isUsualDevice: (login) =>
      hasSessionFrom(db, {
        table: 'patient_sessions',
        ownerColumn: 'login_id',
        ownerId: login.id,
        ip: request.ip,
        userAgent: parseDeviceInfo(request.headers['user-agent']).userAgent,
      }),
    ownerOf: (login) =>
      Promise.resolve({
        email: login.email,
        name: login.first_name,
        resetPath: '/patient-forgot-password',
        locale: login.locale ?? 'en',
      }),
  };
}

/** POST /api/patients/login (quality bar 8, ADR 024): the shared steps; every attempt in the platform log. */
export function loginPatient(
  services: Services,
  request: FastifyRequest,
  input: { username: string; password: string },
): Promise<PatientSessionResponse> {
  return signIn(services, request, patientAudience(services, request), input);
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
