import { verifyPassword } from '../auth/passwords';
import type { StaffContext } from '../auth/staff-guard';
import { createThrottle, tooManyAttempts } from '../auth/throttle';
import type { Services } from '../platform/services';
import { Denial } from '../audit/denials';
import { fieldError } from './user-errors';

/**
 * Quality bar 9: sensitive changes ask for the password again. Wrong answers are throttled per
 * user, so a stolen session cannot be used to guess the password; each failure is audited.
 */
export async function checkCurrentPassword(
  services: Services,
  ctx: StaffContext,
  options: { password: string; field: string },
): Promise<Denial | null> {
  const { principal } = ctx;
  const throttle = createThrottle(services.database.app, services.config.loginMaxFailures);
  const key = `reauth:${principal.userId}`;
  const lockedFor = await throttle.lockedFor(key);
  if (lockedFor > 0) {
    await ctx.audit({
      action: 'user.reauthenticate_throttled',
      resourceType: 'staff_user',
      resourceId: principal.userId,
      outcome: 'denied',
    });
    return new Denial(tooManyAttempts(lockedFor));
  }
  const user = await ctx.tx
    .selectFrom('staff_users')
    .select('password_hash')
    .where('id', '=', principal.userId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, options.password))) {
    await throttle.recordFailure(key);
    await ctx.audit({
      action: 'user.reauthenticate',
      resourceType: 'staff_user',
      resourceId: principal.userId,
      outcome: 'failure',
    });
    return new Denial(fieldError(options.field, 'Your current password is not correct'));
  }
  await throttle.clear(key);
  return null;
}
