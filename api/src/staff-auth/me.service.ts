import type { UpdateMeRequest, UserProfile } from '@clinio/contracts';
import type { Denial } from '../audit/denials';
import { assertAcceptablePassword, hashPassword } from '../auth/passwords';
import type { StaffContext } from '../auth/staff-guard';
import { AppError } from '../errors/app-error';
import type { Services } from '../platform/services';
import { loadUserProfile } from './profile';
import { checkCurrentPassword } from '../users/reauthenticate';
import { sendVerificationEmail } from './verification';

/**
 * PATCH /api/me: names and username freely; e-mail and password only with the current password
 * (quality bar 9). A new e-mail is unverified until confirmed; a new password ends the other sessions.
 */
export async function updateMe(
  services: Services,
  ctx: StaffContext,
  input: UpdateMeRequest,
): Promise<UserProfile | Denial> {
  const { tx, principal } = ctx;
  const user = await tx
    .selectFrom('staff_users')
    .select(['username', 'email', 'first_name'])
    .where('id', '=', principal.userId)
    .executeTakeFirstOrThrow();
  const sensitive = input.email !== undefined || input.new_password !== undefined;
  if (sensitive) {
    // A wrong answer is audited and throttled; the refusal is thrown after the commit.
    const denial = await checkCurrentPassword(services, ctx, {
      password: input.current_password ?? '',
      field: 'current_password',
    });
    if (denial) return denial;
  }
  const changes: Record<string, unknown> = { updated_at: new Date() };
  if (input.username !== undefined && input.username !== user.username) {
    changes.username = input.username;
    changes.username_normalized = input.username.toLowerCase();
  }
  if (input.first_name !== undefined) changes.first_name = input.first_name;
  if (input.last_name !== undefined) changes.last_name = input.last_name;
  const emailChanged = input.email !== undefined && input.email.toLowerCase() !== user.email.toLowerCase();
  if (emailChanged && input.email !== undefined) {
    changes.email = input.email;
    changes.email_normalized = input.email.toLowerCase();
    changes.email_verified_at = null;
  }
  if (input.new_password !== undefined) {
    assertAcceptablePassword(input.new_password, {
      username: input.username ?? user.username,
      email: input.email ?? user.email,
    });
    changes.password_hash = await hashPassword(input.new_password);
    changes.password_changed_at = new Date();
  }
  try {
    await tx.updateTable('staff_users').set(changes).where('id', '=', principal.userId).execute();
  } catch (error) {
    throw uniqueConflict(error) ?? error;
  }
  if (input.new_password !== undefined) {
    await tx
      .updateTable('staff_sessions')
      .set({ ended_at: new Date(), end_reason: 'password_changed' })
      .where('user_id', '=', principal.userId)
      .where('id', '!=', principal.sessionId)
      .where('ended_at', 'is', null)
      .execute();
    await ctx.audit({
      action: 'user.password_changed',
      resourceType: 'staff_user',
      resourceId: principal.userId,
      outcome: 'success',
    });
  }
  if (emailChanged && input.email !== undefined) {
    await sendVerificationEmail(services, tx, {
      tenantId: principal.tenantId,
      userId: principal.userId,
      email: input.email,
      name: user.first_name,
    });
    await ctx.audit({
      action: 'user.email_changed',
      resourceType: 'staff_user',
      resourceId: principal.userId,
      outcome: 'success',
    });
  }
  await ctx.audit({
    action: 'user.profile_updated',
    resourceType: 'staff_user',
    resourceId: principal.userId,
    outcome: 'success',
  });
  return loadUserProfile(tx, services.keys, principal.tenantId, principal.userId);
}

/** A unique-index violation on a login field, as the field error it is. */
export function uniqueConflict(error: unknown): AppError | null {
  const constraint = (error as { code?: string; constraint?: string }).constraint ?? '';
  if ((error as { code?: string }).code !== '23505') return null;
  if (constraint.includes('username')) {
    return new AppError(409, 'conflict', 'username: This username is taken', {
      fields: [{ field: 'username', message: 'This username is taken' }],
    });
  }
  if (constraint.includes('email')) {
    return new AppError(409, 'conflict', 'email: This e-mail address is already registered', {
      fields: [{ field: 'email', message: 'This e-mail address is already registered' }],
    });
  }
  return null;
}
