import { DEFAULT_FEATURE_CATALOGUE, type FeatureCatalogueEntry } from './features';
import {
  DEFAULT_PLAN_MATRIX,
  DEFAULT_PLAN_MATRIX_RESPONSE,
  PlanMatrixResponse,
  buildPlanMatrix,
  matrixCellOf,
  requiredPlanFor,
  type PlanMatrix,
} from './matrix';
import { PLAN_IDS, isPlanAtLeast, normalizePlan } from './plans';

const feature = (overrides: Partial<FeatureCatalogueEntry> = {}): FeatureCatalogueEntry => ({
  feature_key: 'provider_notes',
  name: 'Provider Notes',
  category: 'clinical',
  is_active: true,
  default_enabled: true,
  requires_plan_tier: 'essential',
  ...overrides,
});

describe('DEFAULT_PLAN_MATRIX', () => {
  it('turns each feature on from its tier upwards', () => {
    for (const entry of DEFAULT_FEATURE_CATALOGUE) {
      const tier = normalizePlan(entry.requires_plan_tier)!;
      for (const plan of PLAN_IDS) {
        expect([entry.feature_key, plan, DEFAULT_PLAN_MATRIX[entry.feature_key]?.[plan]?.is_enabled]).toEqual(
          [entry.feature_key, plan, entry.default_enabled && isPlanAtLeast(plan, tier)],
        );
      }
    }
  });

  it('agrees with requires_plan_tier on the required plan of every default-enabled feature', () => {
    for (const entry of DEFAULT_FEATURE_CATALOGUE.filter((item) => item.default_enabled)) {
      expect([
        entry.feature_key,
        requiredPlanFor({ featureKey: entry.feature_key, ...DEFAULT_PLAN_MATRIX_RESPONSE }),
      ]).toEqual([entry.feature_key, entry.requires_plan_tier]);
    }
  });

  it('opens system analytics from Pro up (ADR 056)', () => {
    const cells = DEFAULT_PLAN_MATRIX.system_analytics ?? {};
    expect([
      cells.trial?.is_enabled,
      cells.essential?.is_enabled,
      cells.pro?.is_enabled,
      cells.enterprise?.is_enabled,
    ]).toEqual([false, false, true, true]);
  });

  it('is a valid plan-matrix answer', () => {
    expect(PlanMatrixResponse.parse(DEFAULT_PLAN_MATRIX_RESPONSE)).toEqual(DEFAULT_PLAN_MATRIX_RESPONSE);
  });
});

describe('PlanMatrixResponse', () => {
  it('refuses a cell without is_enabled or a non-boolean one', () => {
    const features = [feature()];
    expect(PlanMatrixResponse.safeParse({ features, matrix: { provider_notes: { pro: {} } } }).success).toBe(
      false,
    );
    expect(
      PlanMatrixResponse.safeParse({ features, matrix: { provider_notes: { pro: { is_enabled: 'yes' } } } })
        .success,
    ).toBe(false);
  });

  it('accepts alias plan keys and a null tier', () => {
    const parsed = PlanMatrixResponse.parse({
      features: [feature({ requires_plan_tier: null })],
      matrix: { provider_notes: { basic: { is_enabled: true } } },
    });
    expect(parsed.matrix.provider_notes?.basic?.is_enabled).toBe(true);
  });
});

describe('buildPlanMatrix', () => {
  it('reads a missing or unknown tier as enterprise and an alias tier as its plan', () => {
    const matrix = buildPlanMatrix([
      feature({ feature_key: 'a', requires_plan_tier: null }),
      feature({ feature_key: 'b', requires_plan_tier: 'gold' }),
      feature({ feature_key: 'c', requires_plan_tier: 'professional' }),
    ]);
    const enabledPlans = (key: string) => PLAN_IDS.filter((plan) => matrix[key]?.[plan]?.is_enabled);
    expect(enabledPlans('a')).toEqual(['enterprise']);
    expect(enabledPlans('b')).toEqual(['enterprise']);
    expect(enabledPlans('c')).toEqual(['pro', 'enterprise']);
  });
});

describe('matrixCellOf', () => {
  it('finds a cell under the plan id or an old alias, and nothing for an unknown feature', () => {
    const matrix: PlanMatrix = {
      provider_notes: { basic: { is_enabled: true }, pro: { is_enabled: false } },
    };
    expect(matrixCellOf(matrix, 'provider_notes', 'essential')).toEqual({ is_enabled: true });
    expect(matrixCellOf(matrix, 'provider_notes', 'pro')).toEqual({ is_enabled: false });
    expect(matrixCellOf(matrix, 'provider_notes', 'trial')).toBeUndefined();
    expect(matrixCellOf(matrix, 'toString', 'trial')).toBeUndefined();
    expect(matrixCellOf({ provider_notes: {} }, 'provider_notes', 'trial')).toBeUndefined();
  });

  it('prefers the plan id over an alias when both are present', () => {
    const matrix: PlanMatrix = { x: { essential: { is_enabled: false }, basic: { is_enabled: true } } };
    expect(matrixCellOf(matrix, 'x', 'essential')).toEqual({ is_enabled: false });
  });
});

describe('requiredPlanFor (spec 6)', () => {
  const features = [feature({ requires_plan_tier: 'essential' })];

  it('is the lowest plan whose cell is enabled, even below the tier', () => {
    const matrix: PlanMatrix = {
      provider_notes: { trial: { is_enabled: true }, essential: { is_enabled: true } },
    };
    expect(requiredPlanFor({ featureKey: 'provider_notes', features, matrix })).toBe('trial');
  });

  it('skips disabled cells, even the tier itself', () => {
    const matrix: PlanMatrix = {
      provider_notes: {
        trial: { is_enabled: false },
        essential: { is_enabled: false },
        enterprise: { is_enabled: true },
        pro: { is_enabled: true },
      },
    };
    expect(requiredPlanFor({ featureKey: 'provider_notes', features, matrix })).toBe('pro');
  });

  it('reads cells stored under an old alias', () => {
    const matrix: PlanMatrix = { provider_notes: { professional: { is_enabled: true } } };
    expect(requiredPlanFor({ featureKey: 'provider_notes', features, matrix })).toBe('pro');
  });

  it('falls back to requires_plan_tier when no cell is enabled or the row is missing', () => {
    const disabled: PlanMatrix = { provider_notes: { pro: { is_enabled: false } } };
    expect(requiredPlanFor({ featureKey: 'provider_notes', features, matrix: disabled })).toBe('essential');
    expect(requiredPlanFor({ featureKey: 'provider_notes', features, matrix: {} })).toBe('essential');
    expect(
      requiredPlanFor({
        featureKey: 'provider_notes',
        features: [feature({ requires_plan_tier: 'Basic' })],
        matrix: {},
      }),
    ).toBe('essential');
  });

  it('falls back to enterprise without a tier, with an unknown tier, or for an unknown feature', () => {
    expect(
      requiredPlanFor({
        featureKey: 'provider_notes',
        features: [feature({ requires_plan_tier: null })],
        matrix: {},
      }),
    ).toBe('enterprise');
    expect(
      requiredPlanFor({
        featureKey: 'provider_notes',
        features: [feature({ requires_plan_tier: 'gold' })],
        matrix: {},
      }),
    ).toBe('enterprise');
    expect(requiredPlanFor({ featureKey: 'hologram_visits', features, matrix: {} })).toBe('enterprise');
  });
});
