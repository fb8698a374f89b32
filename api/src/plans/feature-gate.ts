import { toFeatureLockedError } from '@clinio/contracts';
import type { Database, TenantTx } from '../db/database';
import { forbidden, type AppError } from '../errors/app-error';
import { decideFeatureAccess } from './subscription-state';

/**
 * The refusal of a route declared with `config.feature` (checked by `withStaff` after the
 * session and the permission): null when the caller's role and the tenant's subscription open the
 * feature, else a 403 `feature_locked` whose body says why and names the plan that unlocks it
 * (`toFeatureLockedError`).
 */
export async function featureRefusal(
  database: Database,
  tx: TenantTx,
  roleName: string,
  featureKey: string,
): Promise<AppError | null> {
  const decision = await decideFeatureAccess(database, tx, roleName, featureKey);
  const body = toFeatureLockedError(decision);
  if (body === null) return null;
  return forbidden(body.detail, { code: 'feature_locked', extra: { ...body } });
}
