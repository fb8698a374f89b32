import type { StaffMember } from '@clinio/contracts';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { TenantTx } from '../db/database';
import type { StaffStatus } from '../db/schema';

/** Every query here runs in the caller's tenant transaction: row-level security scopes it. */

function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** `%`, `_` and `\` typed by the user are matched literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}

function membersQuery(tx: TenantTx) {
  return tx
    .selectFrom('staff_users as u')
    .innerJoin('roles as r', (join) =>
      join.onRef('r.tenant_id', '=', 'u.tenant_id').onRef('r.id', '=', 'u.role_id'),
    )
    .select((eb) => [
      'u.id',
      'u.username',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.status',
      'u.last_login_at',
      'u.created_at',
      'r.id as role_id',
      'r.name as role_name',
      jsonArrayFrom(
        eb
          .selectFrom('staff_branches as sb')
          .innerJoin('branches as b', (join) =>
            join.onRef('b.tenant_id', '=', 'sb.tenant_id').onRef('b.id', '=', 'sb.branch_id'),
          )
          .select(['b.id', 'b.name'])
          .whereRef('sb.user_id', '=', 'u.id')
          .orderBy('b.name'),
      ).as('branches'),
      eb
        .selectFrom('staff_tokens as t')
        .select((inner) => inner.fn.max('t.expires_at').as('expires_at'))
        .whereRef('t.user_id', '=', 'u.id')
        .where('t.purpose', '=', 'invitation')
        .where('t.used_at', 'is', null)
        .as('invitation_expires_at'),
    ]);
}

type MemberRow = Awaited<ReturnType<ReturnType<typeof membersQuery>['executeTakeFirstOrThrow']>>;

function toStaffMember(row: MemberRow): StaffMember {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    status: row.status,
    role: { id: row.role_id, name: row.role_name },
    branches: row.branches,
    last_login_at: row.last_login_at === null ? null : toIso(row.last_login_at),
    created_at: toIso(row.created_at),
    invitation_expires_at:
      row.status === 'invited' && row.invitation_expires_at !== null
        ? toIso(row.invitation_expires_at)
        : null,
  };
}

export interface StaffFilter {
  search?: string | undefined;
  status?: StaffStatus | undefined;
  page: number;
  pageSize: number;
}

export async function findStaffMembers(
  tx: TenantTx,
  filter: StaffFilter,
): Promise<{ items: StaffMember[]; total: number }> {
  let base = tx.selectFrom('staff_users as u');
  if (filter.status !== undefined) base = base.where('u.status', '=', filter.status);
  if (filter.search !== undefined && filter.search !== '') {
    const pattern = likePattern(filter.search);
    base = base.where((eb) =>
      eb.or([
        eb(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', pattern),
        eb('u.username', 'ilike', pattern),
        eb('u.email', 'ilike', pattern),
      ]),
    );
  }
  const ids = base.select('u.id');
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    membersQuery(tx)
      .where('u.id', 'in', ids)
      .orderBy(sql`lower(u.last_name)`)
      .orderBy(sql`lower(u.first_name)`)
      .orderBy('u.email')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
  ]);
  return { items: rows.map(toStaffMember), total: Number(count.total) };
}

export async function loadStaffMember(tx: TenantTx, userId: string): Promise<StaffMember | undefined> {
  const row = await membersQuery(tx).where('u.id', '=', userId).executeTakeFirst();
  return row ? toStaffMember(row) : undefined;
}

/** The fields the rules look at, with the row locked until the transaction ends. */
export async function lockStaffUser(tx: TenantTx, userId: string) {
  return tx
    .selectFrom('staff_users as u')
    .innerJoin('roles as r', (join) =>
      join.onRef('r.tenant_id', '=', 'u.tenant_id').onRef('r.id', '=', 'u.role_id'),
    )
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.status',
      'u.password_hash',
      'u.default_branch_id',
      'u.profile_picture',
      'r.id as role_id',
      'r.name as role_name',
    ])
    .where('u.id', '=', userId)
    .forUpdate('u')
    .executeTakeFirst();
}

export async function findRole(tx: TenantTx, roleId: string) {
  return tx
    .selectFrom('roles')
    .select(['id', 'name', 'is_system'])
    .where('id', '=', roleId)
    .executeTakeFirst();
}

export async function findSystemRoleId(tx: TenantTx, name: string): Promise<string> {
  const row = await tx
    .selectFrom('roles')
    .select('id')
    .where('name', '=', name)
    .where('is_system', '=', true)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The branch ids among `branchIds` that are not this tenant's. */
export async function unknownBranches(tx: TenantTx, branchIds: readonly string[]): Promise<string[]> {
  if (branchIds.length === 0) return [];
  const rows = await tx
    .selectFrom('branches')
    .select('id')
    .where('id', 'in', [...branchIds])
    .execute();
  const known = new Set(rows.map((row) => row.id));
  return branchIds.filter((id) => !known.has(id));
}

export async function replaceBranches(
  tx: TenantTx,
  options: { tenantId: string; userId: string; branchIds: readonly string[] },
): Promise<void> {
  await tx.deleteFrom('staff_branches').where('user_id', '=', options.userId).execute();
  if (options.branchIds.length === 0) return;
  await tx
    .insertInto('staff_branches')
    .values(
      [...new Set(options.branchIds)].map((branchId) => ({
        tenant_id: options.tenantId,
        user_id: options.userId,
        branch_id: branchId,
      })),
    )
    .execute();
}

/**
 * Serialises every change that could leave a clinic without a super admin: the system
 * super_admin role row is locked until the transaction ends, then the others are counted.
 */
export async function lockSuperAdminRole(tx: TenantTx): Promise<void> {
  await tx
    .selectFrom('roles')
    .select('id')
    .where(sql<string>`lower(name)`, '=', 'super_admin')
    .forUpdate()
    .execute();
}

export async function countActiveSuperAdmins(
  tx: TenantTx,
  options: { except?: string } = {},
): Promise<number> {
  let query = tx
    .selectFrom('staff_users as u')
    .innerJoin('roles as r', (join) =>
      join.onRef('r.tenant_id', '=', 'u.tenant_id').onRef('r.id', '=', 'u.role_id'),
    )
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where(sql<string>`lower(r.name)`, '=', 'super_admin')
    .where('u.status', '=', 'active');
  if (options.except !== undefined) query = query.where('u.id', '!=', options.except);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function endAllSessions(tx: TenantTx, userId: string, reason: string): Promise<string[]> {
  const rows = await tx
    .updateTable('staff_sessions')
    .set({ ended_at: new Date(), end_reason: reason })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Open invitation links of a user stop working. */
export async function revokeInvitations(tx: TenantTx, userId: string): Promise<void> {
  await tx
    .updateTable('staff_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('purpose', '=', 'invitation')
    .where('used_at', 'is', null)
    .execute();
}
