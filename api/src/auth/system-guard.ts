import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { anonymousActor, writePlatformAudit, type AuditActor, type AuditEvent } from '../audit/audit';
import type { Config } from '../config/config';
import type { Database, Db } from '../db/database';
import { unauthenticated } from '../errors/app-error';
import { BACKGROUND_HEADER } from './staff-guard';

export interface SystemPrincipal {
  adminId: string;
  sessionId: string;
  username: string;
  email: string;
  name: string;
}

/** What a system-administrator handler works with. Every event goes to the platform log. */
export interface SystemContext {
  database: Database;
  principal: SystemPrincipal;
  actor: AuditActor;
  audit(event: AuditEvent & { subjectTenantId?: string | null }): Promise<void>;
}

const TOUCH_EVERY_SECONDS = 30;
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export const SYSTEM_ADMIN_ROLE = 'system_admin';

export function systemActor(
  request: FastifyRequest,
  adminId: string | null,
  sessionId: string | null,
): AuditActor {
  return {
    ...anonymousActor(request),
    type: adminId === null ? 'anonymous' : 'system_admin',
    id: adminId,
    role: adminId === null ? null : SYSTEM_ADMIN_ROLE,
    sessionId,
  };
}

export async function endSystemSession(db: Db, sessionId: string, reason: string): Promise<boolean> {
  const result = await db
    .updateTable('system_sessions')
    .set({ ended_at: new Date(), end_reason: reason })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Runs a system-administrator route's work (`config: { access: 'system' }`): the session row is
 * checked on every request, so logout, a disabled account or SYSTEM_SESSION_TIMEOUT_MINUTES of
 * inactivity end access at once, not at token expiry (quality bars 6–7).
 */
export async function withSystemAdmin<T>(
  database: Database,
  config: Config,
  request: FastifyRequest,
  work: (ctx: SystemContext) => Promise<T>,
): Promise<T> {
  const claims = request.claims;
  if (claims?.aud !== 'system') throw unauthenticated();
  const db = database.app;
  const row = await db
    .selectFrom('system_sessions as s')
    .innerJoin('system_admins as a', 'a.id', 's.admin_id')
    .select([
      's.ended_at',
      'a.status',
      'a.username',
      'a.email',
      'a.name',
      sql<boolean>`s.last_seen_at < now() - make_interval(mins => ${config.systemSessionTimeoutMinutes})`.as(
        'is_idle',
      ),
      sql<boolean>`s.last_seen_at < now() - make_interval(secs => ${TOUCH_EVERY_SECONDS})`.as('needs_touch'),
    ])
    .where('s.id', '=', claims.sid)
    .where('s.admin_id', '=', claims.sub)
    .executeTakeFirst();
  if (!row || row.ended_at !== null) throw unauthenticated(SESSION_ENDED);
  if (row.status !== 'active') {
    await endSystemSession(db, claims.sid, 'disabled');
    throw unauthenticated(SESSION_ENDED);
  }
  if (row.is_idle) {
    await endSystemSession(db, claims.sid, 'idle_timeout');
    throw unauthenticated('You were signed out after a period of inactivity.');
  }
  if (row.needs_touch && request.headers[BACKGROUND_HEADER] === undefined) {
    await db
      .updateTable('system_sessions')
      .set({ last_seen_at: new Date() })
      .where('id', '=', claims.sid)
      .execute();
  }
  const principal: SystemPrincipal = {
    adminId: claims.sub,
    sessionId: claims.sid,
    username: row.username,
    email: row.email,
    name: row.name,
  };
  const actor = systemActor(request, principal.adminId, principal.sessionId);
  return work({ database, principal, actor, audit: (event) => writePlatformAudit(db, actor, event) });
}
