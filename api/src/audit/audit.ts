import type { Db, TenantTx } from '../db/database';
import type { AuditActorType, AuditOutcome } from '../db/schema';

/** Who did it, from where. Never the data itself, never a token (quality bar 13). */
export interface AuditActor {
  type: AuditActorType;
  id: string | null;
  role: string | null;
  sessionId: string | null;
  ip: string | null;
  userAgent: string | null;
}

export interface AuditEvent {
  action: string;
  resourceType: string;
  resourceId?: string | null;
  outcome: AuditOutcome;
  branchId?: string | null;
  /** The names of the fields a change touched (never their values). */
  changedFields?: readonly string[] | null;
}

export function anonymousActor(request: { ip: string; headers: Record<string, unknown> }): AuditActor {
  const userAgent = request.headers['user-agent'];
  return {
    type: 'anonymous',
    id: null,
    role: null,
    sessionId: null,
    ip: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 200) : null,
  };
}

/** One row in the tenant's audit log, inside the caller's transaction. */
export async function writeAudit(
  tx: TenantTx,
  tenantId: string,
  actor: AuditActor,
  event: AuditEvent,
): Promise<void> {
  await tx
    .insertInto('audit_log')
    .values({
      tenant_id: tenantId,
      actor_type: actor.type,
      actor_id: actor.id,
      actor_role: actor.role,
      branch_id: event.branchId ?? null,
      action: event.action,
      resource_type: event.resourceType,
      resource_id: event.resourceId ?? null,
      outcome: event.outcome,
      ip_address: actor.ip,
      user_agent: actor.userAgent,
      session_id: actor.sessionId,
      changed_fields: event.changedFields ? [...event.changedFields] : null,
    })
    .execute();
}

/** Events with no tenant (patients signing in, system administrators, unknown identifiers). */
export async function writePlatformAudit(
  db: Db,
  actor: AuditActor,
  event: AuditEvent & { subjectTenantId?: string | null },
): Promise<void> {
  await db
    .insertInto('platform_audit_log')
    .values({
      actor_type: actor.type,
      actor_id: actor.id,
      subject_tenant_id: event.subjectTenantId ?? null,
      action: event.action,
      resource_type: event.resourceType,
      resource_id: event.resourceId ?? null,
      outcome: event.outcome,
      ip_address: actor.ip,
      user_agent: actor.userAgent,
      session_id: actor.sessionId,
    })
    .execute();
}
