import {
  PLANS,
  PLAN_GATED_FEATURES,
  checkFeatureAccess,
  featureNameOf,
  type PlanId,
  type PlanMatrixResponse,
} from '@clinio/contracts';

export interface ComparisonRow {
  featureKey: string;
  name: string;
}

/**
 * Spec 6's plan-gated features, named as the catalogue names them. A feature switched off in the
 * catalogue is sold on no plan, so it has no row.
 */
export function comparisonRows(data: PlanMatrixResponse): ComparisonRow[] {
  const inactive = new Set(
    data.features.filter((feature) => !feature.is_active).map((feature) => feature.feature_key),
  );
  return PLAN_GATED_FEATURES.filter((key) => !inactive.has(key)).map((featureKey) => ({
    featureKey,
    name: featureNameOf(featureKey, data.features),
  }));
}

/**
 * Whether `plan` includes a feature: the one access rule of ADR 016 for a plain member of a clinic
 * whose subscription runs, so this table never disagrees with the sidebar's locks.
 */
export function isIncluded(options: { featureKey: string; plan: PlanId; data: PlanMatrixResponse }): boolean {
  const { featureKey, plan, data } = options;
  return checkFeatureAccess({
    featureKey,
    subject: { roleName: null, planName: plan, subscriptionStatus: 'active' },
    data,
  }).allowed;
}

/** The names of the features `from` has and `to` lacks (what a downgrade locks). */
export function featuresLost(options: { from: PlanId; to: PlanId; data: PlanMatrixResponse }): string[] {
  const { from, to, data } = options;
  return comparisonRows(data)
    .filter(
      ({ featureKey }) =>
        isIncluded({ featureKey, plan: from, data }) && !isIncluded({ featureKey, plan: to, data }),
    )
    .map((row) => row.name);
}

/** A price a clinic owner reads at a glance: 'Free' for the trial, else '$49/month', 'Contact Sales'. */
export function priceLabel(monthlyPriceUsd: number | null, price: string): string {
  return monthlyPriceUsd === 0 ? 'Free' : price;
}

/** The price of a plan of the catalogue (spec 3 and 9). */
export function planPriceLabel(plan: PlanId): string {
  return priceLabel(PLANS[plan].monthlyPriceUsd, PLANS[plan].price);
}
