import type { ChangePasswordRequest } from '@clinio/contracts';
import { assertAcceptablePassword, hashPassword, verifyPassword } from '../auth/passwords';
import type { StaffContext } from '../auth/staff-guard';
import type { Services } from '../platform/services';
import { checkCurrentPassword } from './reauthenticate';
import { Denial } from '../audit/denials';
import { fieldError } from './user-errors';

/**
 * The current password first (throttled, audited), then spec 5's and quality bar 8's rules for the
 * new one. The user's other sessions end and any reset link still open stops working.
 */
export async function changePassword(
  services: Services,
  ctx: StaffContext,
  input: ChangePasswordRequest,
): Promise<{ detail: string } | Denial> {
  const { tx, principal } = ctx;
  const refused = await checkCurrentPassword(services, ctx, {
    password: input.current_password,
    field: 'current_password',
  });
  if (refused) return refused;
  assertAcceptablePassword(input.new_password, { username: principal.username, email: principal.email });
  const user = await tx
    .selectFrom('staff_users')
    .select('password_hash')
    .where('id', '=', principal.userId)
    .executeTakeFirstOrThrow();
  if (await verifyPassword(user.password_hash, input.new_password)) {
    return new Denial(fieldError('new_password', 'Choose a password different from your current one'));
  }
  const now = new Date();
  await tx
    .updateTable('staff_users')
    .set({ password_hash: await hashPassword(input.new_password), password_changed_at: now, updated_at: now })
    .where('id', '=', principal.userId)
    .execute();
  await tx
    .updateTable('staff_sessions')
    .set({ ended_at: now, end_reason: 'password_changed' })
    .where('user_id', '=', principal.userId)
    .where('id', '!=', principal.sessionId)
    .where('ended_at', 'is', null)
    .execute();
  await tx
    .updateTable('staff_tokens')
    .set({ used_at: now })
    .where('user_id', '=', principal.userId)
    .where('purpose', '=', 'password_reset')
    .where('used_at', 'is', null)
    .execute();
  await ctx.audit({
    action: 'user.password_changed',
    resourceType: 'staff_user',
    resourceId: principal.userId,
    outcome: 'success',
  });
  return { detail: 'Your password was changed. Your other sessions were signed out.' };
}
