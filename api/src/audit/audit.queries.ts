import type { AuditEntry } from '@clinio/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../db/database';
import type { AuditOutcome } from '../db/schema';

export interface AuditFilter {
  /** Free text: part of the action, resource type or id, IP address, or a colleague's name, username or e-mail. */
  q?: string | undefined;
  user_id?: string | undefined;
  action?: string | undefined;
  resource_type?: string | undefined;
  outcome?: AuditOutcome | undefined;
  /** UTC days (YYYY-MM-DD), both inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

const DAY_MS = 86_400_000;

export function startOfUtcDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

function filtered(tx: TenantTx, filter: AuditFilter) {
  let query = tx.selectFrom('audit_log as a');
  if (filter.user_id !== undefined) query = query.where('a.actor_id', '=', filter.user_id);
  if (filter.action !== undefined && filter.action !== '') {
    // "staff" finds staff.invited, staff.updated…; "staff.invited" finds exactly that.
    const prefix = `${filter.action.replace(/[\\%_]/g, '\\$&')}.%`;
    const action = filter.action;
    query = query.where((eb) => eb.or([eb('a.action', '=', action), eb('a.action', 'like', prefix)]));
  }
  if (filter.resource_type !== undefined && filter.resource_type !== '') {
    query = query.where('a.resource_type', '=', filter.resource_type);
  }
  if (filter.outcome !== undefined) query = query.where('a.outcome', '=', filter.outcome);
  if (filter.q !== undefined && filter.q !== '') {
    const pattern = `%${filter.q.replace(/[\\%_]/g, '\\$&')}%`;
    query = query.where((eb) =>
      eb.or([
        eb('a.action', 'ilike', pattern),
        eb('a.resource_type', 'ilike', pattern),
        eb('a.resource_id', 'ilike', pattern),
        eb('a.ip_address', 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('staff_users as su')
            .select('su.id')
            .whereRef('su.tenant_id', '=', 'a.tenant_id')
            .whereRef('su.id', '=', 'a.actor_id')
            .where(
              sql<string>`su.first_name || ' ' || su.last_name || ' ' || coalesce(su.username, '') || ' ' || su.email`,
              'ilike',
              pattern,
            ),
        ),
      ]),
    );
  }
  if (filter.from !== undefined) query = query.where('a.at', '>=', startOfUtcDay(filter.from));
  if (filter.to !== undefined)
    query = query.where('a.at', '<', new Date(startOfUtcDay(filter.to).getTime() + DAY_MS));
  return query;
}

/** Newest first, with the actor's name when the actor is a colleague. */
function entries(tx: TenantTx, filter: AuditFilter) {
  return filtered(tx, filter)
    .leftJoin('staff_users as u', (join) =>
      join
        .onRef('u.tenant_id', '=', 'a.tenant_id')
        .onRef('u.id', '=', 'a.actor_id')
        .on('a.actor_type', '=', 'staff'),
    )
    .select([
      'a.id',
      'a.at',
      'a.actor_type',
      'a.actor_id',
      sql<
        string | null
      >`coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username, u.email)`.as('actor_name'),
      'a.actor_role',
      'a.branch_id',
      'a.action',
      'a.resource_type',
      'a.resource_id',
      'a.outcome',
      'a.ip_address',
      'a.user_agent',
      'a.session_id',
    ])
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc');
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof entries>['executeTakeFirstOrThrow']>>;

function toAuditEntry(row: EntryRow): AuditEntry {
  // bigint ids arrive as strings from pg.
  return { ...row, at: row.at.toISOString() };
}

export async function findAuditEntries(
  tx: TenantTx,
  filter: AuditFilter,
  paging: { limit: number; offset: number },
): Promise<AuditEntry[]> {
  const rows = await entries(tx, filter).limit(paging.limit).offset(paging.offset).execute();
  return rows.map(toAuditEntry);
}

export async function countAuditEntries(tx: TenantTx, filter: AuditFilter): Promise<number> {
  const row = await filtered(tx, filter)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
