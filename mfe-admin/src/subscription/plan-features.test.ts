import { DEFAULT_PLAN_MATRIX_RESPONSE, type PlanMatrixResponse } from '@clinio/contracts';
import { comparisonRows, featuresLost, isIncluded, planPriceLabel, priceLabel } from './plan-features';

const data = DEFAULT_PLAN_MATRIX_RESPONSE;

it('compares the fourteen plan-gated features, by their catalogue names', () => {
  const rows = comparisonRows(data);
  expect(rows).toHaveLength(14);
  expect(rows[0]).toEqual({ featureKey: 'provider_notes', name: 'Provider Notes' });
});

it('reads inclusion from the matrix, and from the required plan where a cell is missing', () => {
  expect(isIncluded({ featureKey: 'provider_notes', plan: 'trial', data })).toBe(false);
  expect(isIncluded({ featureKey: 'provider_notes', plan: 'essential', data })).toBe(true);
  const { provider_notes: _dropped, ...rest } = data.matrix;
  const sparse: PlanMatrixResponse = {
    features: data.features,
    matrix: { ...rest, provider_notes: { pro: { is_enabled: true } } },
  };
  // Lowest enabled plan is Pro, so the missing Enterprise cell counts as included, Essential not.
  expect(isIncluded({ featureKey: 'provider_notes', plan: 'enterprise', data: sparse })).toBe(true);
  expect(isIncluded({ featureKey: 'provider_notes', plan: 'essential', data: sparse })).toBe(false);
});

it('never lets an admin-only allowance leak into the comparison', () => {
  // Spec 6 gives an admin integrations whatever the plan; the table is about plans only.
  const closed: PlanMatrixResponse = {
    features: data.features,
    matrix: {
      ...data.matrix,
      integrations: {
        trial: { is_enabled: false },
        essential: { is_enabled: false },
        pro: { is_enabled: false },
        enterprise: { is_enabled: true },
      },
    },
  };
  expect(isIncluded({ featureKey: 'integrations', plan: 'trial', data: closed })).toBe(false);
});

it('lists what a downgrade locks, and nothing for an upgrade', () => {
  expect(featuresLost({ from: 'pro', to: 'essential', data })).toEqual(
    expect.arrayContaining(['Clinical Billing', 'Messaging & Campaigns']),
  );
  expect(featuresLost({ from: 'pro', to: 'essential', data })).not.toContain('Provider Notes');
  expect(featuresLost({ from: 'essential', to: 'pro', data })).toEqual([]);
});

it('prints the trial as free and keeps the other prices', () => {
  expect(planPriceLabel('trial')).toBe('Free');
  expect(planPriceLabel('essential')).toBe('$49/month');
  expect(priceLabel(null, 'Contact Sales')).toBe('Contact Sales');
});
