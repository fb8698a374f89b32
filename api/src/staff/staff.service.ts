import {
  isSuperAdminRole,
  type StaffListResponse,
  type StaffMember,
  type StaffUpdateRequest,
} from '@clinio/contracts';
import { deny, type Denial } from '../audit/denials';
import { type StaffContext } from '../auth/staff-guard';
import type { Updateable } from 'kysely';
import type { StaffStatus, StaffUsersTable } from '../db/schema';
import { assertFound, badRequest, conflict } from '../errors/app-error';
import { unknownBranch, unknownRole } from './field-error';
import {
  countActiveSuperAdmins,
  endAllSessions,
  findRole,
  findStaffMembers,
  loadStaffMember,
  lockStaffUser,
  lockSuperAdminRole,
  replaceBranches,
  revokeInvitations,
  unknownBranches,
} from './staff.queries';

const STAFF = 'Staff member';
export const SUPER_ADMIN_ONLY = 'Only a super admin can change a super admin or grant the super admin role';
export const LAST_SUPER_ADMIN = 'The clinic must keep at least one active super admin';

export async function listStaff(
  ctx: StaffContext,
  query: { search?: string | undefined; status?: StaffStatus | undefined; page: number; page_size: number },
): Promise<StaffListResponse> {
  const { items, total } = await findStaffMembers(ctx.tx, { ...query, pageSize: query.page_size });
  return { items, total, page: query.page, page_size: query.page_size };
}

export async function presentStaffMember(ctx: StaffContext, userId: string): Promise<StaffMember> {
  return assertFound(await loadStaffMember(ctx.tx, userId), STAFF);
}

/** Refuses (409) when `userId` is the last active super admin; holds the lock until commit. */
export async function assertNotLastSuperAdmin(ctx: StaffContext, userId: string): Promise<void> {
  await lockSuperAdminRole(ctx.tx);
  if ((await countActiveSuperAdmins(ctx.tx, { except: userId })) === 0) throw conflict(LAST_SUPER_ADMIN);
}

/**
 * PATCH /api/staff/{id}: names, role and branches. A super admin's account, and the super admin
 * role itself, are only for super admins to change; the last active super admin keeps the role.
 */
export async function updateStaffMember(
  ctx: StaffContext,
  userId: string,
  input: StaffUpdateRequest,
): Promise<StaffMember | Denial> {
  const { tx, principal } = ctx;
  const target = assertFound(await lockStaffUser(tx, userId), STAFF);
  const changesRole = input.role_id !== undefined && input.role_id !== target.role_id;
  const newRole = changesRole && input.role_id !== undefined ? await findRole(tx, input.role_id) : null;
  if (changesRole && !newRole) throw unknownRole();
  const wasSuperAdmin = isSuperAdminRole(target.role_name);
  if ((wasSuperAdmin || isSuperAdminRole(newRole?.name)) && !principal.isSuperAdmin) {
    return deny(ctx, { resourceType: 'staff_user', resourceId: userId }, SUPER_ADMIN_ONLY);
  }
  if (input.branch_ids !== undefined && (await unknownBranches(tx, input.branch_ids)).length > 0)
    throw unknownBranch();
  const losesSuperAdmin = newRole ? wasSuperAdmin && !isSuperAdminRole(newRole.name) : false;
  if (losesSuperAdmin && target.status === 'active') await assertNotLastSuperAdmin(ctx, userId);

  const changes: Updateable<StaffUsersTable> = { updated_at: new Date() };
  if (input.first_name !== undefined) changes.first_name = input.first_name;
  if (input.last_name !== undefined) changes.last_name = input.last_name;
  if (newRole) changes.role_id = newRole.id;
  const [firstBranch] = input.branch_ids ?? [];
  if (firstBranch !== undefined && !input.branch_ids?.includes(target.default_branch_id ?? '')) {
    changes.default_branch_id = firstBranch;
  }
  await tx.updateTable('staff_users').set(changes).where('id', '=', userId).execute();
  if (input.branch_ids !== undefined) {
    await replaceBranches(tx, { tenantId: principal.tenantId, userId, branchIds: input.branch_ids });
  }
  if (newRole) {
    await ctx.audit({
      action: 'staff.role_changed',
      resourceType: 'staff_user',
      resourceId: userId,
      outcome: 'success',
    });
  }
  await ctx.audit({
    action: 'staff.updated',
    resourceType: 'staff_user',
    resourceId: userId,
    outcome: 'success',
  });
  return presentStaffMember(ctx, userId);
}

/**
 * Deactivation ends every session of the member at once (their next request is 401). Not for
 * yourself, and never the last active super admin.
 */
export async function deactivateStaffMember(
  ctx: StaffContext,
  userId: string,
): Promise<StaffMember | Denial> {
  const { tx, principal } = ctx;
  const target = assertFound(await lockStaffUser(tx, userId), STAFF);
  if (target.id === principal.userId) throw badRequest('You cannot deactivate your own account');
  const isSuperAdmin = isSuperAdminRole(target.role_name);
  if (isSuperAdmin && !principal.isSuperAdmin) {
    return deny(ctx, { resourceType: 'staff_user', resourceId: userId }, SUPER_ADMIN_ONLY);
  }
  if (target.status === 'deactivated') return presentStaffMember(ctx, userId);
  if (target.status === 'invited') {
    // Withdrawing an invitation: the open links stop working and the row is deactivated.
    await revokeInvitations(tx, userId);
    await tx
      .updateTable('staff_users')
      .set({ status: 'deactivated', updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
    await ctx.audit({
      action: 'staff.invitation_revoked',
      resourceType: 'staff_user',
      resourceId: userId,
      outcome: 'success',
    });
    return presentStaffMember(ctx, userId);
  }
  if (isSuperAdmin) await assertNotLastSuperAdmin(ctx, userId);

  await tx
    .updateTable('staff_users')
    .set({ status: 'deactivated', updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
  for (const sessionId of await endAllSessions(tx, userId, 'deactivated')) {
    await ctx.audit({
      action: 'auth.session_ended',
      resourceType: 'session',
      resourceId: sessionId,
      outcome: 'success',
    });
  }
  await ctx.audit({
    action: 'staff.deactivated',
    resourceType: 'staff_user',
    resourceId: userId,
    outcome: 'success',
  });
  return presentStaffMember(ctx, userId);
}

/** A deactivated member becomes active again (their old sessions stay ended). */
export async function reactivateStaffMember(
  ctx: StaffContext,
  userId: string,
): Promise<StaffMember | Denial> {
  const { tx, principal } = ctx;
  const target = assertFound(await lockStaffUser(tx, userId), STAFF);
  if (isSuperAdminRole(target.role_name) && !principal.isSuperAdmin) {
    return deny(ctx, { resourceType: 'staff_user', resourceId: userId }, SUPER_ADMIN_ONLY);
  }
  if (target.status !== 'deactivated') return presentStaffMember(ctx, userId);
  // Someone who never accepted their invitation goes back to invited (a resend sends a new link).
  await tx
    .updateTable('staff_users')
    .set({ status: target.password_hash === null ? 'invited' : 'active', updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
  await ctx.audit({
    action: 'staff.reactivated',
    resourceType: 'staff_user',
    resourceId: userId,
    outcome: 'success',
  });
  return presentStaffMember(ctx, userId);
}
