import type { FastifyRequest } from 'fastify';
import {
  anonymousActor,
  writeAudit,
  writePlatformAudit,
  type AuditActor,
  type AuditEvent,
} from '../audit/audit';
import type { Database } from '../db/database';
import { unauthenticated } from '../errors/app-error';
import type { AccessClaims } from './access-tokens';

/**
 * The caller of a `user` route (a staff or a patient bearer token: the CSRF token, sign-out), as
 * the token checked in `onRequest` says. The handler checks whatever else it needs (a session, the
 * CSRF header); `audit` writes the staff member's clinic log, or the platform log for a patient.
 */
export interface UserContext {
  claims: AccessClaims;
  actor: AuditActor;
  audit: (event: AuditEvent) => Promise<void>;
}

export function withUser<T>(
  database: Database,
  request: FastifyRequest,
  work: (ctx: UserContext) => Promise<T>,
): Promise<T> {
  const claims = request.claims;
  if (!claims) throw unauthenticated();
  const isStaff = claims.aud === 'staff';
  const actor: AuditActor = {
    ...anonymousActor(request),
    type: isStaff ? 'staff' : 'patient',
    id: claims.sub,
    sessionId: claims.sid,
  };
  const tenantId = isStaff ? claims.tid : null;
  return work({
    claims,
    actor,
    audit: (event) =>
      tenantId === null
        ? writePlatformAudit(database.app, actor, event)
        : database.withTenant(tenantId, (tx) => writeAudit(tx, tenantId, actor, event)),
  });
}
