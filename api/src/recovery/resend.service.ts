import type { StaffContext } from '../auth/staff-guard';
import { conflict } from '../errors/app-error';
import type { Services } from '../platform/services';
import { sendVerificationEmail } from '../staff-auth/verification';

/** A new confirmation link to the caller's own address; the earlier ones stop working. */
export async function resendVerification(services: Services, ctx: StaffContext): Promise<{ detail: string }> {
  const { tx, principal } = ctx;
  const user = await tx
    .selectFrom('staff_users')
    .select(['email', 'first_name', 'email_verified_at'])
    .where('id', '=', principal.userId)
    .executeTakeFirstOrThrow();
  if (user.email_verified_at !== null) throw conflict('Your e-mail address is already confirmed.');
  await sendVerificationEmail(services, tx, {
    tenantId: principal.tenantId,
    userId: principal.userId,
    email: user.email,
    name: user.first_name,
  });
  await ctx.audit({
    action: 'user.verification_resent',
    resourceType: 'staff_user',
    resourceId: principal.userId,
    outcome: 'success',
  });
  return { detail: `We sent a new confirmation link to ${user.email}.` };
}
