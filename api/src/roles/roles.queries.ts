import type { RoleSummary } from '@clinio/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../db/database';

function rolesQuery(tx: TenantTx) {
  return tx.selectFrom('roles as r').select((eb) => [
    'r.id',
    'r.name',
    'r.description',
    'r.is_system',
    'r.permissions',
    // Everyone holding the role, deactivated members too: they keep it (and block deletion).
    eb
      .selectFrom('staff_users as u')
      .select((inner) => inner.fn.countAll<string>().as('n'))
      .whereRef('u.role_id', '=', 'r.id')
      .as('member_count'),
  ]);
}

type RoleRow = Awaited<ReturnType<ReturnType<typeof rolesQuery>['executeTakeFirstOrThrow']>>;

function toRoleSummary(row: RoleRow): RoleSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    is_system: row.is_system,
    permissions: row.permissions,
    member_count: Number(row.member_count ?? 0),
  };
}

/** System roles first (in their usual order), then custom roles by name. */
export async function findRoles(tx: TenantTx): Promise<RoleSummary[]> {
  const rows = await rolesQuery(tx)
    .orderBy('r.is_system', 'desc')
    .orderBy(
      sql`case r.name when 'super_admin' then 0 when 'admin' then 1 when 'provider' then 2 when 'front_desk' then 3 when 'billing' then 4 else 5 end`,
    )
    .orderBy(sql`lower(r.name)`)
    .execute();
  return rows.map(toRoleSummary);
}

export async function findRoleSummary(tx: TenantTx, roleId: string): Promise<RoleSummary | undefined> {
  const row = await rolesQuery(tx).where('r.id', '=', roleId).executeTakeFirst();
  return row ? toRoleSummary(row) : undefined;
}

/** The role row, locked: a member cannot be given a role while it is being deleted. */
export async function lockRole(tx: TenantTx, roleId: string) {
  return tx
    .selectFrom('roles')
    .select(['id', 'name', 'is_system'])
    .where('id', '=', roleId)
    .forUpdate()
    .executeTakeFirst();
}

export async function countRoleMembers(tx: TenantTx, roleId: string): Promise<number> {
  const row = await tx
    .selectFrom('staff_users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('role_id', '=', roleId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
