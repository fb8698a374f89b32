import type { PlatformAuditEntry } from '@clinio/contracts';
import { sql } from 'kysely';
import type { AuditActor, AuditEvent } from '../audit/audit';
import type { Db } from '../db/database';
import type { AuditActorType, AuditOutcome } from '../db/schema';

/**
 * A platform audit event with the administrator's reason (0007). `writePlatformAudit` of
 * api/src/audit writes the same row without a reason; this one is for actions that carry one.
 * `db` may be a tenant transaction: the event then commits or rolls back with the change.
 */
export async function writePlatformEvent(
  db: Db,
  actor: AuditActor,
  event: AuditEvent & { subjectTenantId?: string | null; reason?: string | null },
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
      reason: event.reason ?? null,
      ip_address: actor.ip,
      user_agent: actor.userAgent,
      session_id: actor.sessionId,
    })
    .execute();
}

export interface PlatformAuditFilter {
  admin_id?: string | undefined;
  actor_type?: AuditActorType | undefined;
  action?: string | undefined;
  tenant_id?: string | undefined;
  outcome?: AuditOutcome | undefined;
  /** UTC days (YYYY-MM-DD), both inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  /** Only events up to this id (an export reads one fixed set while new events arrive). */
  max_id?: string | undefined;
}

const DAY_MS = 86_400_000;
const startOfUtcDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** LIKE pattern text: the user's %, _ and \ match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** Reads across tenants: the unscoped handle (platform_audit_log is not readable by requests). */
function filtered(db: Db, filter: PlatformAuditFilter) {
  let query = db.selectFrom('platform_audit_log as p');
  if (filter.admin_id !== undefined) {
    query = query.where('p.actor_type', '=', 'system_admin').where('p.actor_id', '=', filter.admin_id);
  }
  if (filter.actor_type !== undefined) query = query.where('p.actor_type', '=', filter.actor_type);
  if (filter.action !== undefined && filter.action !== '') {
    // "tenant" finds tenant.suspended, tenant.reactivated…; "tenant.suspended" finds exactly that.
    const action = filter.action;
    const prefix = `${escapeLike(action)}.%`;
    query = query.where((eb) => eb.or([eb('p.action', '=', action), eb('p.action', 'like', prefix)]));
  }
  if (filter.tenant_id !== undefined) query = query.where('p.subject_tenant_id', '=', filter.tenant_id);
  if (filter.outcome !== undefined) query = query.where('p.outcome', '=', filter.outcome);
  if (filter.from !== undefined) query = query.where('p.at', '>=', startOfUtcDay(filter.from));
  if (filter.to !== undefined)
    query = query.where('p.at', '<', new Date(startOfUtcDay(filter.to).getTime() + DAY_MS));
  if (filter.max_id !== undefined) query = query.where('p.id', '<=', filter.max_id);
  return query;
}

/** Newest first, with the administrator's name and the tenant's name. */
function entries(db: Db, filter: PlatformAuditFilter) {
  return filtered(db, filter)
    .leftJoin('system_admins as a', (join) =>
      join.onRef('a.id', '=', 'p.actor_id').on('p.actor_type', '=', 'system_admin'),
    )
    .leftJoin('tenants as t', 't.id', 'p.subject_tenant_id')
    .select([
      'p.id',
      'p.at',
      'p.actor_type',
      'p.actor_id',
      'a.name as actor_name',
      'p.subject_tenant_id',
      't.name as subject_tenant_name',
      'p.action',
      'p.resource_type',
      'p.resource_id',
      'p.outcome',
      'p.reason',
      'p.ip_address',
      'p.user_agent',
      'p.session_id',
    ])
    .orderBy('p.at', 'desc')
    .orderBy('p.id', 'desc');
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof entries>['executeTakeFirstOrThrow']>>;

function toEntry(row: EntryRow): PlatformAuditEntry {
  // bigint ids arrive as strings from pg.
  return { ...row, at: row.at.toISOString() };
}

export async function findPlatformAuditEntries(
  db: Db,
  filter: PlatformAuditFilter,
  paging: { limit: number; offset: number },
): Promise<PlatformAuditEntry[]> {
  const rows = await entries(db, filter).limit(paging.limit).offset(paging.offset).execute();
  return rows.map(toEntry);
}

export async function countPlatformAuditEntries(db: Db, filter: PlatformAuditFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The newest event's id now: an export stops there, so it reads one fixed set. */
export async function latestPlatformAuditId(db: Db): Promise<string> {
  const row = await db
    .selectFrom('platform_audit_log')
    .select(sql<string>`coalesce(max(id), 0)::text`.as('id'))
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The filtered entries in batches, newest first, by keyset (at, id) so each batch is one indexed
 * query and memory holds one batch, whatever the export's size. The cursor is the last row's id;
 * its stored time is compared inside the database (microseconds, which a JS Date would round).
 */
export async function* platformAuditBatches(
  db: Db,
  filter: PlatformAuditFilter,
  options: { batchSize: number; maxRows: number },
): AsyncGenerator<PlatformAuditEntry[]> {
  let lastId: string | null = null;
  let sent = 0;
  while (sent < options.maxRows) {
    const limit = Math.min(options.batchSize, options.maxRows - sent);
    const cursor: string | null = lastId;
    const rows: EntryRow[] = await entries(db, filter)
      .$if(cursor !== null, (query) =>
        query.where(
          sql<boolean>`(p.at, p.id) < (select c.at, c.id from platform_audit_log c where c.id = ${cursor})`,
        ),
      )
      .limit(limit)
      .execute();
    const last = rows[rows.length - 1];
    if (last === undefined) return;
    lastId = last.id;
    sent += rows.length;
    yield rows.map(toEntry);
    if (rows.length < limit) return;
  }
}
