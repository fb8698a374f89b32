import { z } from 'zod';
import { DEFAULT_FEATURE_CATALOGUE, FeatureCatalogueEntry, FeatureKeySchema } from './features';
import { PLAN_ALIASES, PLAN_IDS, TOP_PLAN, isPlanAtLeast, normalizePlan, type PlanId } from './plans';

export const PlanMatrixCell = z.object({ is_enabled: z.boolean() });
export type PlanMatrixCell = z.infer<typeof PlanMatrixCell>;

/**
 * Spec 3: feature key -> plan -> { is_enabled }. Plan keys stay plain strings on the wire so an
 * old alias ('basic', 'professional') still parses; lookups accept either spelling.
 */
export const PlanMatrix = z.record(FeatureKeySchema, z.record(z.string(), PlanMatrixCell));
export type PlanMatrix = z.infer<typeof PlanMatrix>;

/** GET /api/features/plan-matrix (spec 7): the catalogue and the matrix, in one answer. */
export const PlanMatrixResponse = z.object({
  features: z.array(FeatureCatalogueEntry),
  matrix: PlanMatrix,
});
export type PlanMatrixResponse = z.infer<typeof PlanMatrixResponse>;

/**
 * The matrix implied by a catalogue: a feature is on for its tier and every plan above, when it is
 * enabled by default. A missing or unknown tier means the top plan only.
 */
export function buildPlanMatrix(catalogue: readonly FeatureCatalogueEntry[]): PlanMatrix {
  const matrix: PlanMatrix = {};
  for (const feature of catalogue) {
    const tier = normalizePlan(feature.requires_plan_tier) ?? TOP_PLAN;
    const row: Record<string, PlanMatrixCell> = {};
    for (const plan of PLAN_IDS) {
      row[plan] = { is_enabled: feature.default_enabled && isPlanAtLeast(plan, tier) };
    }
    matrix[feature.feature_key] = row;
  }
  return matrix;
}

export const DEFAULT_PLAN_MATRIX: PlanMatrix = buildPlanMatrix(DEFAULT_FEATURE_CATALOGUE);

/** The whole default answer of GET /api/features/plan-matrix. */
export const DEFAULT_PLAN_MATRIX_RESPONSE: PlanMatrixResponse = {
  features: [...DEFAULT_FEATURE_CATALOGUE],
  matrix: DEFAULT_PLAN_MATRIX,
};

/** The cell of one feature and plan, under the plan's id or one of its old aliases. */
export function matrixCellOf(
  matrix: PlanMatrix,
  featureKey: string,
  plan: PlanId,
): PlanMatrixCell | undefined {
  if (!Object.prototype.hasOwnProperty.call(matrix, featureKey)) return undefined;
  const row = matrix[featureKey] ?? {};
  const spellings = [plan, ...Object.keys(PLAN_ALIASES).filter((alias) => PLAN_ALIASES[alias] === plan)];
  for (const spelling of spellings) {
    if (Object.prototype.hasOwnProperty.call(row, spelling)) return row[spelling];
  }
  return undefined;
}

/**
 * Spec 6: the plan that unlocks a feature is the lowest plan whose matrix cell is enabled, else
 * the catalogue's requires_plan_tier, else enterprise.
 */
export function requiredPlanFor(options: {
  featureKey: string;
  features: readonly FeatureCatalogueEntry[];
  matrix: PlanMatrix;
}): PlanId {
  const { featureKey, features, matrix } = options;
  const lowestEnabled = PLAN_IDS.find((plan) => matrixCellOf(matrix, featureKey, plan)?.is_enabled === true);
  if (lowestEnabled !== undefined) return lowestEnabled;
  const entry = features.find((feature) => feature.feature_key === featureKey);
  return normalizePlan(entry?.requires_plan_tier) ?? TOP_PLAN;
}
