import {
  requiredPlanFor,
  toFeatureAccessResponse,
  upgradeInfoFor,
  type FeatureAccessResponse,
  type FeatureUpdateRequest,
  type PlanMatrixResponse,
  type PlanMatrixUpdateRequest,
  type SystemFeatureResponse,
  type UpgradeInfo,
} from '@clinio/contracts';
import type { StaffContext } from '../auth/staff-guard';
import type { SystemContext } from '../auth/system-guard';
import type { Database } from '../db/database';
import { AppError, notFound } from '../errors/app-error';
import { invalidateFeatureData, loadFeatureData, readFeatureData } from './feature-store';
import { decideFeatureAccess } from './subscription-state';

const featureNotFound = () => notFound('Feature not found');

function assertKnown(data: PlanMatrixResponse, featureKey: string) {
  const feature = data.features.find((entry) => entry.feature_key === featureKey);
  if (feature === undefined) throw featureNotFound();
  return feature;
}

/** GET /api/features/plan-matrix: the stored catalogue and matrix (spec 3 and 7). */
export async function getPlanMatrix(database: Database, ctx: StaffContext): Promise<PlanMatrixResponse> {
  return loadFeatureData(database, ctx.tx);
}

/** GET /api/features/{featureKey}/access: the access rule for the caller and the tenant's plan. */
export async function getFeatureAccess(
  database: Database,
  ctx: StaffContext,
  featureKey: string,
): Promise<FeatureAccessResponse> {
  assertKnown(await loadFeatureData(database, ctx.tx), featureKey);
  const decision = await decideFeatureAccess(database, ctx.tx, ctx.principal.roleName, featureKey);
  return toFeatureAccessResponse(decision);
}

/** GET /api/features/{featureKey}/upgrade-info: the name and price of the plan that unlocks it. */
export async function getUpgradeInfo(
  database: Database,
  ctx: StaffContext,
  featureKey: string,
): Promise<UpgradeInfo> {
  const data = await loadFeatureData(database, ctx.tx);
  assertKnown(data, featureKey);
  return upgradeInfoFor(requiredPlanFor({ featureKey, ...data }));
}

function systemFeatureOf(data: PlanMatrixResponse, featureKey: string): SystemFeatureResponse {
  const feature = assertKnown(data, featureKey);
  return {
    ...feature,
    plans: data.matrix[featureKey] ?? {},
    required_plan: requiredPlanFor({ featureKey, ...data }),
  };
}

/** System administrator: the whole catalogue and matrix, read fresh. */
export async function getSystemPlanMatrix(ctx: SystemContext): Promise<PlanMatrixResponse> {
  return readFeatureData(ctx.database.unscoped());
}

/** System administrator: GET /api/system-admin/features/{featureKey}. */
export async function getSystemFeature(
  ctx: SystemContext,
  featureKey: string,
): Promise<SystemFeatureResponse> {
  return systemFeatureOf(await readFeatureData(ctx.database.unscoped()), featureKey);
}

/**
 * System administrator: PATCH /api/system-admin/features/{featureKey} changes the name, whether
 * the feature is active, whether the default matrix enables it and its tier. The stored matrix is
 * left as it is (PUT /api/system-admin/plan-matrix edits it); the tier decides only where the
 * matrix has no enabled cell. Every process sees the change within FEATURE_CACHE_TTL_MS, this one
 * at once.
 */
export async function updateSystemFeature(
  ctx: SystemContext,
  featureKey: string,
  input: FeatureUpdateRequest,
): Promise<SystemFeatureResponse> {
  const system = ctx.database.unscoped();
  const updated = await system
    .updateTable('feature_catalogue')
    .set({
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.is_active === undefined ? {} : { is_active: input.is_active }),
      ...(input.default_enabled === undefined ? {} : { default_enabled: input.default_enabled }),
      ...(input.requires_plan_tier === undefined ? {} : { requires_plan_tier: input.requires_plan_tier }),
      updated_at: new Date(),
    })
    .where('feature_key', '=', featureKey)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw featureNotFound();
  invalidateFeatureData(ctx.database);
  await ctx.audit({
    action: 'feature.updated',
    resourceType: 'feature',
    resourceId: featureKey,
    outcome: 'success',
  });
  return systemFeatureOf(await readFeatureData(system), featureKey);
}

function cellError(index: number, field: string, message: string): AppError {
  const name = `cells.${index}.${field}`;
  return new AppError(400, 'validation_error', `${name}: ${message}`, {
    fields: [{ field: name, message }],
  });
}

/**
 * System administrator: PUT /api/system-admin/plan-matrix sets the cells it names (feature, plan,
 * enabled) in one statement and leaves the others. An unknown feature or a cell named twice is
 * refused (400 on that cell) before anything is written. One platform audit row per feature.
 */
export async function updatePlanMatrix(
  ctx: SystemContext,
  input: PlanMatrixUpdateRequest,
): Promise<PlanMatrixResponse> {
  const system = ctx.database.unscoped();
  const known = new Set(
    (await system.selectFrom('feature_catalogue').select('feature_key').execute()).map(
      (row) => row.feature_key,
    ),
  );
  const seen = new Set<string>();
  for (const [index, cell] of input.cells.entries()) {
    if (!known.has(cell.feature_key)) throw cellError(index, 'feature_key', 'Unknown feature');
    const key = `${cell.feature_key}/${cell.plan}`;
    if (seen.has(key)) throw cellError(index, 'plan', 'This cell is named twice');
    seen.add(key);
  }
  const now = new Date();
  // One statement: every cell is written, or none is.
  await system
    .insertInto('plan_features')
    .values(
      input.cells.map((cell) => ({
        feature_key: cell.feature_key,
        plan: cell.plan,
        is_enabled: cell.is_enabled,
        updated_at: now,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['feature_key', 'plan']).doUpdateSet((eb) => ({
        is_enabled: eb.ref('excluded.is_enabled'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
  invalidateFeatureData(ctx.database);
  for (const featureKey of new Set(input.cells.map((cell) => cell.feature_key))) {
    await ctx.audit({
      action: 'plan_matrix.updated',
      resourceType: 'feature',
      resourceId: featureKey,
      outcome: 'success',
    });
  }
  return readFeatureData(system);
}
