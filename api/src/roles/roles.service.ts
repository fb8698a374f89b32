import type { RoleCreateRequest, RoleSummary, RoleUpdateRequest } from '@clinio/contracts';
import type { z } from 'zod';
import { type StaffContext } from '../auth/staff-guard';
import { AppError, assertFound, conflict } from '../errors/app-error';
import { fieldError } from '../staff/field-error';
import { countRoleMembers, findRoleSummary, findRoles, lockRole } from './roles.queries';

const ROLE = 'Role';

function nameTaken(error: unknown): AppError | null {
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (code !== '23505' || !(constraint ?? '').includes('name')) return null;
  return fieldError(409, 'conflict', 'name', 'A role with this name already exists');
}

export function listRoles(ctx: StaffContext): Promise<RoleSummary[]> {
  return findRoles(ctx.tx);
}

/** A custom role built from the permission strings; names are unique per clinic, in any case. */
export async function createRole(
  ctx: StaffContext,
  input: z.output<typeof RoleCreateRequest>,
): Promise<RoleSummary> {
  let roleId: string;
  try {
    const row = await ctx.tx
      .insertInto('roles')
      .values({
        tenant_id: ctx.principal.tenantId,
        name: input.name,
        description: input.description,
        permissions: input.permissions,
        is_system: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    roleId = row.id;
  } catch (error) {
    throw nameTaken(error) ?? error;
  }
  return assertFound(await findRoleSummary(ctx.tx, roleId), ROLE);
}

/** Custom roles only: the five system roles are the product's, the same in every clinic. */
export async function updateRole(
  ctx: StaffContext,
  roleId: string,
  input: z.output<typeof RoleUpdateRequest>,
): Promise<RoleSummary> {
  const role = assertFound(await lockRole(ctx.tx, roleId), ROLE);
  if (role.is_system) {
    throw new AppError(400, 'bad_request', 'System roles cannot be changed; create a custom role instead');
  }
  const changes: { updated_at: Date; name?: string; description?: string; permissions?: string[] } = {
    updated_at: new Date(),
  };
  if (input.name !== undefined) changes.name = input.name;
  if (input.description !== undefined) changes.description = input.description;
  if (input.permissions !== undefined) changes.permissions = input.permissions;
  try {
    await ctx.tx.updateTable('roles').set(changes).where('id', '=', roleId).execute();
  } catch (error) {
    throw nameTaken(error) ?? error;
  }
  return assertFound(await findRoleSummary(ctx.tx, roleId), ROLE);
}

/** Only a custom role nobody holds (deactivated members included) can be deleted. */
export async function deleteRole(ctx: StaffContext, roleId: string): Promise<void> {
  const role = assertFound(await lockRole(ctx.tx, roleId), ROLE);
  if (role.is_system) throw conflict('System roles cannot be deleted');
  const members = await countRoleMembers(ctx.tx, roleId);
  if (members > 0) {
    throw conflict(
      `This role is held by ${members} ${members === 1 ? 'person' : 'people'}; give them another role first`,
    );
  }
  await ctx.tx.deleteFrom('roles').where('id', '=', roleId).execute();
}
