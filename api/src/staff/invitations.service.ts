import { isSuperAdminRole, type StaffInviteRequest, type StaffMember } from '@clinio/contracts';
import type { z } from 'zod';
import { deny, type Denial } from '../audit/denials';
import { hashToken, newOpaqueToken } from '../auth/opaque-tokens';
import { type StaffContext } from '../auth/staff-guard';
import { assertFound, conflict } from '../errors/app-error';
import type { EmailMessage } from '../email/mailer';
import { invitationEmail } from '../email/templates';
import { staffInvitedNotice } from '../notifications/notices';
import { notify } from '../notifications/notify';
import { appUrl, sendEmail, type Services } from '../platform/services';
import { uniqueConflict } from '../staff-auth/me.service';
import { unknownBranch, unknownRole } from './field-error';
import { SUPER_ADMIN_ONLY, presentStaffMember } from './staff.service';
import {
  findRole,
  lockStaffUser,
  replaceBranches,
  revokeInvitations,
  unknownBranches,
} from './staff.queries';

export const INVITATION_TTL_MS = 7 * 24 * 3_600_000;

type InviteInput = z.output<typeof StaffInviteRequest>;

/** A single-use invitation link (only its hash is stored) and the e-mail that carries it. */
async function createInvitation(
  services: Services,
  ctx: StaffContext,
  invitee: { userId: string; email: string; roleName: string },
): Promise<EmailMessage> {
  const { tx, principal } = ctx;
  const token = newOpaqueToken();
  await tx
    .insertInto('staff_tokens')
    .values({
      tenant_id: principal.tenantId,
      purpose: 'invitation',
      user_id: invitee.userId,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + INVITATION_TTL_MS),
    })
    .execute();
  const [clinic, inviter] = await Promise.all([
    tx.selectFrom('clinics').select('name').executeTakeFirstOrThrow(),
    tx
      .selectFrom('staff_users')
      .select(['first_name', 'last_name'])
      .where('id', '=', principal.userId)
      .executeTakeFirstOrThrow(),
  ]);
  const inviterName = `${inviter.first_name} ${inviter.last_name}`.trim() || principal.username;
  return invitationEmail(invitee.email, {
    clinicName: clinic.name,
    roleName: invitee.roleName,
    inviter: inviterName,
    url: appUrl(services, `/staff-register?token=${token}`),
  });
}

/**
 * POST /api/staff/invitations: an `invited` account with its role and branches, and the e-mail.
 * Logins are global, so an address registered anywhere is a 409 on the e-mail field.
 */
export async function inviteStaffMember(
  services: Services,
  ctx: StaffContext,
  input: InviteInput,
): Promise<StaffMember | Denial> {
  const { tx, principal } = ctx;
  const role = await findRole(tx, input.role_id);
  if (!role) throw unknownRole();
  if (isSuperAdminRole(role.name) && !principal.isSuperAdmin) {
    return deny(
      ctx,
      { resourceType: 'staff_user', resourceId: null },
      'Only a super admin can invite a super admin',
    );
  }
  if ((await unknownBranches(tx, input.branch_ids)).length > 0) throw unknownBranch();

  let userId: string;
  try {
    const row = await tx
      .insertInto('staff_users')
      .values({
        tenant_id: principal.tenantId,
        email: input.email,
        email_normalized: input.email.toLowerCase(),
        first_name: input.first_name,
        last_name: input.last_name,
        status: 'invited',
        role_id: role.id,
        default_branch_id: input.branch_ids[0] ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = row.id;
  } catch (error) {
    throw uniqueConflict(error) ?? error;
  }
  await replaceBranches(tx, { tenantId: principal.tenantId, userId, branchIds: input.branch_ids });
  const email = await createInvitation(services, ctx, { userId, email: input.email, roleName: role.name });
  await ctx.audit({
    action: 'staff.invited',
    resourceType: 'staff_user',
    resourceId: userId,
    outcome: 'success',
  });
  await notify(
    tx,
    principal.tenantId,
    { superAdmins: true, except: [principal.userId] },
    staffInvitedNotice({ invitee: input, roleName: role.name, invitedBy: principal.username }),
  );
  const member = await presentStaffMember(ctx, userId);
  // In the same transaction: the link leaves only once every write of the invitation commits.
  await sendEmail(services, tx, email);
  return member;
}

/** A new link for a pending invitation; every earlier link stops working. */
export async function resendInvitation(
  services: Services,
  ctx: StaffContext,
  userId: string,
): Promise<StaffMember | Denial> {
  const target = assertFound(await lockStaffUser(ctx.tx, userId), 'Staff member');
  if (isSuperAdminRole(target.role_name) && !ctx.principal.isSuperAdmin) {
    return deny(ctx, { resourceType: 'staff_user', resourceId: userId }, SUPER_ADMIN_ONLY);
  }
  if (target.status !== 'invited') throw conflict('Only a pending invitation can be sent again');
  await revokeInvitations(ctx.tx, userId);
  const email = await createInvitation(services, ctx, {
    userId,
    email: target.email,
    roleName: target.role_name,
  });
  await ctx.audit({
    action: 'staff.invitation_resent',
    resourceType: 'staff_user',
    resourceId: userId,
    outcome: 'success',
  });
  const member = await presentStaffMember(ctx, userId);
  await sendEmail(services, ctx.tx, email);
  return member;
}
