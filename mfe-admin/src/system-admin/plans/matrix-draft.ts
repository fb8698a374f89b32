import {
  FEATURE_CATEGORIES,
  PLAN_IDS,
  matrixCellOf,
  type FeatureCatalogueEntry,
  type FeatureCategory,
  type PlanId,
  type PlanMatrix,
  type PlanMatrixCellUpdate,
} from '@clinio/contracts';
import type { MessageKey } from '../catalog';

/** Unsaved ticks, keyed 'feature_key:plan'. */
export type MatrixDraft = Readonly<Record<string, boolean>>;

export const cellKey = (featureKey: string, plan: PlanId) => `${featureKey}:${plan}`;

export function savedValue(matrix: PlanMatrix, featureKey: string, plan: PlanId): boolean {
  return matrixCellOf(matrix, featureKey, plan)?.is_enabled ?? false;
}

export function shownValue(
  matrix: PlanMatrix,
  draft: MatrixDraft,
  featureKey: string,
  plan: PlanId,
): boolean {
  return draft[cellKey(featureKey, plan)] ?? savedValue(matrix, featureKey, plan);
}

/** Ticking a box back to what is saved drops it from the draft. */
export function toggleCell(
  matrix: PlanMatrix,
  draft: MatrixDraft,
  cell: { featureKey: string; plan: PlanId; isEnabled: boolean },
): MatrixDraft {
  const key = cellKey(cell.featureKey, cell.plan);
  const { [key]: _previous, ...rest } = draft;
  return cell.isEnabled === savedValue(matrix, cell.featureKey, cell.plan)
    ? rest
    : { ...rest, [key]: cell.isEnabled };
}

/** The cells that differ from the saved matrix, in catalogue and plan order: the PUT body. */
export function changedCells(
  features: readonly FeatureCatalogueEntry[],
  matrix: PlanMatrix,
  draft: MatrixDraft,
): PlanMatrixCellUpdate[] {
  const cells: PlanMatrixCellUpdate[] = [];
  for (const feature of features) {
    for (const plan of PLAN_IDS) {
      const value = draft[cellKey(feature.feature_key, plan)];
      if (value !== undefined && value !== savedValue(matrix, feature.feature_key, plan)) {
        cells.push({ feature_key: feature.feature_key, plan, is_enabled: value });
      }
    }
  }
  return cells;
}

/** Each category's name in the area's catalog. */
export const CATEGORY_KEYS = {
  analytics: 'plans.category.analytics',
  messaging: 'plans.category.messaging',
  clinical: 'plans.category.clinical',
  billing: 'plans.category.billing',
  branding: 'plans.category.branding',
  administration: 'plans.category.administration',
  platform: 'plans.category.platform',
  support: 'plans.category.support',
} as const satisfies Record<FeatureCategory, MessageKey>;

/** The catalogue by category, in the categories' fixed order, features by name. */
export function groupByCategory(
  features: readonly FeatureCatalogueEntry[],
): { category: FeatureCategory; features: FeatureCatalogueEntry[] }[] {
  return FEATURE_CATEGORIES.map((category) => ({
    category,
    features: features
      .filter((feature) => feature.category === category)
      .sort((a, b) => a.name.localeCompare(b.name)),
  })).filter((group) => group.features.length > 0);
}
