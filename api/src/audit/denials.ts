import type { StaffContext } from '../auth/staff-guard';
import { forbidden, type AppError } from '../errors/app-error';

/**
 * A refusal decided inside a service (rules finer than the route's permission). A thrown error
 * would roll the transaction back and lose the audit row of the denial (quality bar 13), so the
 * service returns this value; `orRefuse` throws it once `withStaff` has committed.
 * Services decide refusals before they write anything.
 */
export class Denial {
  constructor(readonly error: AppError) {}
}

export async function deny(
  ctx: StaffContext,
  resource: { resourceType: string; resourceId: string | null },
  detail = 'You do not have permission to do this',
): Promise<Denial> {
  await ctx.audit({ action: 'access.denied', ...resource, outcome: 'denied' });
  return new Denial(forbidden(detail));
}

export function orRefuse<T>(result: T | Denial): T {
  if (result instanceof Denial) throw result.error;
  return result;
}
