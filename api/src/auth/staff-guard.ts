import { isSuperAdminRole } from '@clinio/contracts';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { anonymousActor, writeAudit, type AuditActor, type AuditEvent } from '../audit/audit';
import { compiledOnce } from '../db/compiled-once';
import type { Database, TenantTx } from '../db/database';
import { forbidden, unauthenticated, type AppError } from '../errors/app-error';
import { featureRefusal } from '../plans/feature-gate';

export interface StaffPrincipal {
  tenantId: string;
  userId: string;
  sessionId: string;
  username: string;
  email: string;
  roleId: string;
  roleName: string;
  permissions: ReadonlySet<string>;
  isSuperAdmin: boolean;
}

/** What a staff handler works with: its transaction (tenant set), who calls, and the audit. */
export interface StaffContext {
  tx: TenantTx;
  principal: StaffPrincipal;
  actor: AuditActor;
  audit(event: AuditEvent): Promise<void>;
}

/** A request that does not come from a person (a poll or a validity check) says so. */
export const BACKGROUND_HEADER = 'x-clinio-background';
/** last_seen_at is written at most this often per session. */
const TOUCH_EVERY_SECONDS = 30;
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

type EndReason = 'idle_timeout' | 'deactivated';

async function endSession(tx: TenantTx, sessionId: string, reason: EndReason) {
  await tx
    .updateTable('staff_sessions')
    .set({ ended_at: new Date(), end_reason: reason })
    .where('id', '=', sessionId)
    .execute();
}

/** The session check every staff request runs first (compiled once: ADR 027). */
const sessionRow = compiledOnce((db, sessionId: string, userId: string) =>
  db
    .selectFrom('staff_sessions as s')
    .innerJoin('staff_users as u', (join) =>
      join.onRef('u.tenant_id', '=', 's.tenant_id').onRef('u.id', '=', 's.user_id'),
    )
    .innerJoin('roles as r', (join) =>
      join.onRef('r.tenant_id', '=', 'u.tenant_id').onRef('r.id', '=', 'u.role_id'),
    )
    .innerJoin('tenants as t', 't.id', 's.tenant_id')
    .leftJoin('tenant_settings as ts', 'ts.tenant_id', 's.tenant_id')
    .select([
      's.ended_at',
      's.last_seen_at',
      'u.status',
      'u.username',
      'u.email',
      'u.role_id',
      'r.name as role_name',
      'r.permissions',
      't.status as tenant_status',
      sql<number>`coalesce(ts.session_timeout_minutes, 30)`.as('timeout_minutes'),
      sql<boolean>`s.last_seen_at < now() - make_interval(mins => coalesce(ts.session_timeout_minutes, 30))`.as(
        'is_idle',
      ),
      sql<boolean>`s.last_seen_at < now() - make_interval(secs => ${TOUCH_EVERY_SECONDS})`.as('needs_touch'),
    ])
    .where('s.id', '=', sessionId)
    .where('s.user_id', '=', userId),
);

async function loadSession(tx: TenantTx, sessionId: string, userId: string) {
  const [row] = await sessionRow(tx, sessionId, userId);
  return row;
}

/**
 * Runs a staff route's work: one transaction with the caller's tenant set, in which the session
 * is checked (ended, idle past the clinic's timeout, account deactivated → 401 at once), then the
 * route's permission (403, audited), then the route's plan-gated feature (403 `feature_locked`,
 * audited; `config.feature`), then the work. A refusal is thrown only after the
 * transaction commits, so the session end or the denial record is kept.
 */
export async function withStaff<T>(
  database: Database,
  request: FastifyRequest,
  work: (ctx: StaffContext) => Promise<T>,
): Promise<T> {
  const claims = request.claims;
  if (claims?.aud !== 'staff' || claims.tid === null) throw unauthenticated();
  const tenantId = claims.tid;
  const outcome = await database.withTenant(
    tenantId,
    async (tx): Promise<{ refused: AppError } | { value: T }> => {
      const row = await loadSession(tx, claims.sid, claims.sub);
      if (!row || row.ended_at !== null) return { refused: unauthenticated(SESSION_ENDED) };
      if (row.status !== 'active') {
        await endSession(tx, claims.sid, 'deactivated');
        return { refused: unauthenticated(SESSION_ENDED) };
      }
      if (row.is_idle) {
        await endSession(tx, claims.sid, 'idle_timeout');
        return { refused: unauthenticated('You were signed out after a period of inactivity.') };
      }
      if (row.tenant_status !== 'active') return { refused: forbidden('This clinic account is suspended.') };
      if (row.needs_touch && request.headers[BACKGROUND_HEADER] === undefined) {
        await tx
          .updateTable('staff_sessions')
          .set({ last_seen_at: new Date() })
          .where('id', '=', claims.sid)
          .execute();
      }

      const principal: StaffPrincipal = {
        tenantId,
        userId: claims.sub,
        sessionId: claims.sid,
        username: row.username ?? '',
        email: row.email,
        roleId: row.role_id,
        roleName: row.role_name,
        permissions: new Set(row.permissions),
        isSuperAdmin: isSuperAdminRole(row.role_name),
      };
      const actor: AuditActor = {
        ...anonymousActor(request),
        type: 'staff',
        id: principal.userId,
        role: principal.roleName,
        sessionId: principal.sessionId,
      };
      const ctx: StaffContext = {
        tx,
        principal,
        actor,
        audit: (event) => writeAudit(tx, tenantId, actor, event),
      };

      const { access, permission, feature } = request.routeOptions.config;
      const allowed =
        (access !== 'super_admin' || principal.isSuperAdmin) &&
        (permission === undefined || principal.permissions.has(permission));
      if (!allowed) {
        await ctx.audit({
          action: 'access.denied',
          resourceType: 'route',
          resourceId: request.routeOptions.url ?? null,
          outcome: 'denied',
        });
        return { refused: forbidden('You do not have permission to do this') };
      }
      if (feature !== undefined) {
        const locked = await featureRefusal(database, tx, principal.roleName, feature);
        if (locked !== null) {
          await ctx.audit({
            action: 'feature.locked',
            resourceType: 'feature',
            resourceId: feature,
            outcome: 'denied',
          });
          return { refused: locked };
        }
      }
      return { value: await work(ctx) };
    },
  );
  if ('refused' in outcome) throw outcome.refused;
  return outcome.value;
}
