import { PATIENT_ROLE } from '@clinio/contracts';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  anonymousActor,
  writeAudit,
  writePlatformAudit,
  type AuditActor,
  type AuditEvent,
} from '../audit/audit';
import type { Config } from '../config/config';
import type { Database, Db, TenantTx } from '../db/database';
import { unauthenticated } from '../errors/app-error';
import { endPatientSession } from './patient-tokens';
import { BACKGROUND_HEADER } from './staff-guard';

export interface PatientPrincipal {
  loginId: string;
  sessionId: string;
  username: string;
  email: string;
}

/** What a patient handler works with: the request handle (no tenant), who calls, and the audit. */
export interface PatientContext {
  database: Database;
  principal: PatientPrincipal;
  actor: AuditActor;
  /** An event with no tenant (platform log). */
  audit(event: AuditEvent & { subjectTenantId?: string | null }): Promise<void>;
  /** An event in a clinic's log, inside that tenant's transaction. */
  auditIn(tx: TenantTx, tenantId: string, event: AuditEvent): Promise<void>;
}

/** last_seen_at is written at most this often per session. */
const TOUCH_EVERY_SECONDS = 30;
const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const IDLE = 'You were signed out after a period of inactivity.';

export function patientActor(request: FastifyRequest, loginId: string, sessionId: string | null): AuditActor {
  return { ...anonymousActor(request), type: 'patient', id: loginId, role: PATIENT_ROLE.name, sessionId };
}

/**
 * Checks a patient session on the server (quality bars 6–7): ended → 401; login disabled → the
 * session ends, 401; idle past PATIENT_SESSION_TIMEOUT_MINUTES → the session ends, 401 at once.
 * Each write is its own statement, so the end is kept although the request is refused.
 * A request that is not a person's action (BACKGROUND_HEADER) does not count as activity.
 */
export async function checkPatientSession(
  db: Db,
  config: Config,
  request: FastifyRequest,
  ids: { loginId: string; sessionId: string },
): Promise<PatientPrincipal> {
  const row = await db
    .selectFrom('patient_sessions as s')
    .innerJoin('patient_logins as l', 'l.id', 's.login_id')
    .select([
      's.ended_at',
      'l.status',
      'l.username',
      'l.email',
      sql<boolean>`s.last_seen_at < now() - make_interval(mins => ${config.patientSessionTimeoutMinutes})`.as(
        'is_idle',
      ),
      sql<boolean>`s.last_seen_at < now() - make_interval(secs => ${TOUCH_EVERY_SECONDS})`.as('needs_touch'),
    ])
    .where('s.id', '=', ids.sessionId)
    .where('s.login_id', '=', ids.loginId)
    .executeTakeFirst();
  if (!row || row.ended_at !== null) throw unauthenticated(SESSION_ENDED);
  if (row.status !== 'active') {
    await endPatientSession(db, ids.sessionId, 'disabled');
    throw unauthenticated(SESSION_ENDED);
  }
  if (row.is_idle) {
    await endPatientSession(db, ids.sessionId, 'idle_timeout');
    throw unauthenticated(IDLE);
  }
  if (row.needs_touch && request.headers[BACKGROUND_HEADER] === undefined) {
    await db
      .updateTable('patient_sessions')
      .set({ last_seen_at: new Date() })
      .where('id', '=', ids.sessionId)
      .execute();
  }
  return { loginId: ids.loginId, sessionId: ids.sessionId, username: row.username, email: row.email };
}

export function patientContext(
  database: Database,
  request: FastifyRequest,
  principal: PatientPrincipal,
): PatientContext {
  const actor = patientActor(request, principal.loginId, principal.sessionId);
  return {
    database,
    principal,
    actor,
    audit: (event) => writePlatformAudit(database.app, actor, event),
    auditIn: (tx, tenantId, event) => writeAudit(tx, tenantId, actor, event),
  };
}

/**
 * Runs a patient route's work (routes with `config: { access: 'patient' }`; the audience was
 * checked by the global preHandler): the session is checked first, then the work runs.
 */
export async function withPatient<T>(
  database: Database,
  config: Config,
  request: FastifyRequest,
  work: (ctx: PatientContext) => Promise<T>,
): Promise<T> {
  const claims = request.claims;
  if (claims?.aud !== 'patient') throw unauthenticated();
  const principal = await checkPatientSession(database.app, config, request, {
    loginId: claims.sub,
    sessionId: claims.sid,
  });
  return work(patientContext(database, request, principal));
}
