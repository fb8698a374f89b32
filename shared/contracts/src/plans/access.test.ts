import {
  FEATURE_ACCESS_TEXT,
  FeatureAccessResponse,
  FeatureLockedErrorBody,
  UpgradeInfo,
  accessibleFeatures,
  availableInPlanText,
  checkFeatureAccess,
  featureAccessSubjectOf,
  toFeatureAccessResponse,
  toFeatureLockedError,
  upgradeInfoFor,
  type FeatureAccessSubject,
  type FeatureData,
} from './access';
import { DEFAULT_FEATURE_CATALOGUE, FEATURE_KEYS, type FeatureCatalogueEntry } from './features';
import { DEFAULT_PLAN_MATRIX_RESPONSE, type PlanMatrix, type PlanMatrixResponse } from './matrix';

const subject = (overrides: Partial<FeatureAccessSubject> = {}): FeatureAccessSubject => ({
  roleName: 'provider',
  planName: 'essential',
  subscriptionStatus: 'active',
  ...overrides,
});

const check = (
  featureKey: string,
  who: Partial<FeatureAccessSubject> = {},
  data: FeatureData = DEFAULT_PLAN_MATRIX_RESPONSE,
) => checkFeatureAccess({ featureKey, subject: subject(who), data });

/** The default answer with one feature's catalogue entry and matrix row replaced. */
function withFeature(
  key: string,
  entry: Partial<FeatureCatalogueEntry> | null,
  row: PlanMatrix[string] | null,
): PlanMatrixResponse {
  const features = DEFAULT_FEATURE_CATALOGUE.filter((item) => item.feature_key !== key);
  if (entry !== null) {
    const base = DEFAULT_FEATURE_CATALOGUE.find((item) => item.feature_key === key);
    features.push({
      feature_key: key,
      name: base?.name ?? key,
      category: base?.category ?? 'platform',
      is_active: true,
      default_enabled: true,
      requires_plan_tier: base?.requires_plan_tier ?? null,
      ...entry,
    });
  }
  const others = Object.entries(DEFAULT_PLAN_MATRIX_RESPONSE.matrix).filter(([feature]) => feature !== key);
  const matrix: PlanMatrix = Object.fromEntries(row === null ? others : [...others, [key, row]]);
  return { features, matrix };
}

const ALL_OFF = {
  trial: { is_enabled: false },
  essential: { is_enabled: false },
  pro: { is_enabled: false },
  enterprise: { is_enabled: false },
};

describe('expired subscription (spec 4.3 and 6)', () => {
  it('leaves a super admin only subscription management and integrations', () => {
    const who = { roleName: 'super_admin', planName: 'enterprise', subscriptionStatus: 'expired' };
    expect(check('subscription_management', who)).toMatchObject({
      allowed: true,
      reason: 'expired_allowance',
    });
    expect(check('integrations', who)).toMatchObject({ allowed: true, reason: 'expired_allowance' });
    const denied = FEATURE_KEYS.filter((key) => !check(key, who).allowed);
    expect(denied).toHaveLength(38);
  });

  it('says the trial expired and which plan would unlock the feature', () => {
    const decision = check('provider_notes', { roleName: 'super_admin', subscriptionStatus: 'expired' });
    expect(decision).toMatchObject({
      allowed: false,
      reason: 'subscription_expired',
      message: 'Trial expired. Please upgrade to access this feature.',
      requiredPlan: 'essential',
      upgrade: { plan: 'essential', name: 'Essential', price: '$49/month' },
    });
  });

  it('compares super_admin case-insensitively', () => {
    const who = { roleName: 'Super_Admin', subscriptionStatus: 'expired' };
    expect(check('subscription_management', who).allowed).toBe(true);
    expect(check('basic_analytics', who).allowed).toBe(false);
  });

  it('keeps those two open for a super admin even before the feature data is in', () => {
    const who = { roleName: 'super_admin', subscriptionStatus: 'expired' };
    expect(check('subscription_management', who, 'loading').allowed).toBe(true);
    expect(check('subscription_management', who, 'failed').allowed).toBe(true);
    expect(check('basic_analytics', who, 'loading')).toMatchObject({
      allowed: false,
      reason: 'subscription_expired',
      requiredPlan: null,
      upgrade: null,
    });
  });

  it('keeps them open even when the matrix or catalogue would not', () => {
    const data = withFeature('subscription_management', { is_active: false }, ALL_OFF);
    expect(
      check('subscription_management', { roleName: 'super_admin', subscriptionStatus: 'expired' }, data)
        .allowed,
    ).toBe(true);
  });

  it('blocks everything for anyone else, including subscription management', () => {
    for (const roleName of ['provider', 'front_desk', 'billing', null]) {
      const who = { roleName, planName: 'enterprise', subscriptionStatus: 'expired' };
      expect(accessibleFeatures(subject(who), DEFAULT_PLAN_MATRIX_RESPONSE)).toEqual([]);
      expect(check('basic_analytics', who, 'loading').reason).toBe('subscription_expired');
    }
  });

  it('does not block past_due, canceled or trial subscriptions', () => {
    for (const subscriptionStatus of ['past_due', 'canceled', 'trial', 'active', undefined]) {
      expect(check('provider_notes', { subscriptionStatus }).allowed).toBe(true);
    }
  });
});

describe('admin and integrations (spec 6)', () => {
  const noIntegrations = withFeature('integrations', { requires_plan_tier: 'enterprise' }, ALL_OFF);

  it('always gives an admin integrations, whatever the matrix says', () => {
    expect(check('integrations', { roleName: 'admin', planName: 'trial' }, noIntegrations)).toMatchObject({
      allowed: true,
      reason: 'admin_integrations',
    });
    expect(check('integrations', { roleName: 'Admin' }, noIntegrations).allowed).toBe(true);
  });

  it('holds on an expired subscription and while loading', () => {
    expect(check('integrations', { roleName: 'admin', subscriptionStatus: 'expired' }).allowed).toBe(true);
    expect(check('integrations', { roleName: 'admin' }, 'loading').allowed).toBe(true);
    expect(check('integrations', { roleName: 'admin' }, 'failed').allowed).toBe(true);
  });

  it('gives an admin nothing else beyond the plan', () => {
    expect(
      check('subscription_management', { roleName: 'admin', subscriptionStatus: 'expired' }).allowed,
    ).toBe(false);
    expect(check('clinical_billing', { roleName: 'admin', planName: 'essential' }).allowed).toBe(false);
  });

  it('does not extend to other roles, super admins included', () => {
    expect(check('integrations', { roleName: 'provider' }, noIntegrations).allowed).toBe(false);
    expect(check('integrations', { roleName: 'super_admin' }, noIntegrations).allowed).toBe(false);
    expect(check('integrations', { roleName: 'administrator' }, noIntegrations).allowed).toBe(false);
  });
});

describe('while the feature data loads or fails (spec 4.3 and 8)', () => {
  it('treats only analytics as open while loading', () => {
    expect(check('basic_analytics', {}, 'loading')).toMatchObject({
      allowed: true,
      reason: 'loading_allowance',
    });
    const open = FEATURE_KEYS.filter(
      (key) => check(key, { roleName: 'super_admin', planName: 'enterprise' }, 'loading').allowed,
    );
    expect(open).toEqual(['basic_analytics']);
    expect(check('provider_notes', {}, 'loading')).toMatchObject({
      allowed: false,
      reason: 'loading',
      requiredPlan: null,
      message: null,
    });
  });

  it('treats everything as inaccessible when loading failed', () => {
    expect(check('basic_analytics', {}, 'failed')).toMatchObject({ allowed: false, reason: 'unavailable' });
    expect(accessibleFeatures(subject({ planName: 'enterprise' }), 'failed')).toEqual([]);
  });
});

describe('inactive features', () => {
  it('closes an inactive feature to every plan, with no plan to sell', () => {
    const data = withFeature('provider_notes', { is_active: false }, null);
    const fullData = withFeature(
      'provider_notes',
      { is_active: false },
      {
        trial: { is_enabled: true },
        enterprise: { is_enabled: true },
      },
    );
    for (const input of [data, fullData]) {
      expect(check('provider_notes', { planName: 'enterprise' }, input)).toMatchObject({
        allowed: false,
        reason: 'inactive',
        requiredPlan: null,
        upgrade: null,
        message: 'Provider Notes is not available.',
      });
    }
  });
});

describe('the plan matrix decides (spec 6)', () => {
  it('opens a feature the plan has and locks one it lacks', () => {
    expect(check('provider_notes', { planName: 'essential' })).toMatchObject({
      allowed: true,
      reason: 'plan_includes',
      requiredPlan: null,
      upgrade: null,
      message: null,
    });
    expect(check('provider_notes', { planName: 'trial' })).toMatchObject({
      allowed: false,
      reason: 'plan_excludes',
      userPlan: 'trial',
      requiredPlan: 'essential',
      upgrade: { plan: 'essential', name: 'Essential', price: '$49/month' },
      message: 'Provider Notes is available in Essential plan and above. Upgrade to access this feature.',
    });
  });

  it('reads alias, display and unknown plan names', () => {
    expect(check('provider_notes', { planName: 'basic' })).toMatchObject({
      allowed: true,
      userPlan: 'essential',
    });
    expect(check('clinical_billing', { planName: 'professional' })).toMatchObject({
      allowed: true,
      userPlan: 'pro',
    });
    expect(check('clinical_billing', { planName: 'Pro' }).allowed).toBe(true);
    expect(check('provider_notes', { planName: 'gold' })).toMatchObject({
      allowed: false,
      userPlan: 'trial',
    });
    expect(check('provider_notes', { planName: null })).toMatchObject({ allowed: false, userPlan: 'trial' });
  });

  it('follows an explicit cell over the tier', () => {
    const data = withFeature(
      'provider_notes',
      { requires_plan_tier: 'essential' },
      { trial: { is_enabled: true }, essential: { is_enabled: false } },
    );
    expect(check('provider_notes', { planName: 'trial' }, data).allowed).toBe(true);
    expect(check('provider_notes', { planName: 'essential' }, data)).toMatchObject({
      allowed: false,
      requiredPlan: 'trial',
    });
  });

  it('reads a cell stored under an alias plan key', () => {
    const data = withFeature('clinical_billing', {}, { basic: { is_enabled: true } });
    expect(check('clinical_billing', { planName: 'essential' }, data).allowed).toBe(true);
  });

  it('decides a missing cell by the required plan', () => {
    const partial = withFeature(
      'clinical_billing',
      { requires_plan_tier: 'essential' },
      { enterprise: { is_enabled: true }, pro: { is_enabled: true } },
    );
    expect(check('clinical_billing', { planName: 'essential' }, partial)).toMatchObject({
      allowed: false,
      requiredPlan: 'pro',
    });
    const noRow = withFeature('clinical_billing', { requires_plan_tier: 'essential' }, null);
    expect(check('clinical_billing', { planName: 'pro' }, noRow).allowed).toBe(true);
    expect(check('clinical_billing', { planName: 'trial' }, noRow)).toMatchObject({
      allowed: false,
      requiredPlan: 'essential',
    });
  });

  it('needs enterprise for a feature with no row and no tier, or one nobody knows', () => {
    const noTier = withFeature('telemedicine', { requires_plan_tier: null }, null);
    expect(check('telemedicine', { planName: 'pro' }, noTier)).toMatchObject({
      allowed: false,
      requiredPlan: 'enterprise',
      upgrade: { plan: 'enterprise', name: 'Enterprise', price: 'Contact Sales' },
      message: 'Telemedicine is available in Enterprise plan and above. Upgrade to access this feature.',
    });
    expect(check('telemedicine', { planName: 'enterprise' }, noTier).allowed).toBe(true);
    expect(check('hologram_visits', { planName: 'pro' })).toMatchObject({
      allowed: false,
      requiredPlan: 'enterprise',
    });
    expect(check('hologram_visits', { planName: 'enterprise' }).allowed).toBe(true);
  });

  it('locks a feature whose row is all off at its tier', () => {
    const data = withFeature('reminders', { requires_plan_tier: 'professional' }, ALL_OFF);
    expect(check('reminders', { planName: 'enterprise' }, data)).toMatchObject({
      allowed: false,
      requiredPlan: 'pro',
    });
  });

  it('gives each default plan its own share of the catalogue', () => {
    const counts = ['trial', 'essential', 'pro', 'enterprise'].map(
      (planName) => accessibleFeatures(subject({ planName }), DEFAULT_PLAN_MATRIX_RESPONSE).length,
    );
    expect(counts[0]).toBeLessThan(counts[1]!);
    expect(counts[1]).toBeLessThan(counts[2]!);
    expect(counts[2]).toBeLessThan(counts[3]!);
    // Every feature of the catalogue (system analytics joined Pro: ADR 056).
    expect(counts[3]).toBe(40);
  });
});

describe('answers built from a decision', () => {
  it('reads the subject from a staff profile', () => {
    expect(
      featureAccessSubjectOf({
        role: { name: 'admin' },
        subscription: { plan_name: 'pro', status: 'active' },
      }),
    ).toEqual({
      roleName: 'admin',
      planName: 'pro',
      subscriptionStatus: 'active',
    });
    expect(featureAccessSubjectOf({})).toEqual({
      roleName: undefined,
      planName: undefined,
      subscriptionStatus: undefined,
    });
  });

  it('builds the access-check answer', () => {
    const locked = toFeatureAccessResponse(check('provider_notes', { planName: 'trial' }));
    expect(FeatureAccessResponse.parse(locked)).toEqual({
      feature_key: 'provider_notes',
      has_access: false,
      reason: 'plan_excludes',
      required_plan: 'essential',
      upgrade: { plan: 'essential', name: 'Essential', price: '$49/month' },
    });
    const open = toFeatureAccessResponse(check('provider_notes'));
    expect(FeatureAccessResponse.parse(open)).toMatchObject({
      has_access: true,
      required_plan: null,
      upgrade: null,
    });
  });

  it('builds the 403 feature_locked body with the unlocking plan, or nothing when allowed', () => {
    const body = toFeatureLockedError(check('clinical_billing', { planName: 'essential' }));
    expect(FeatureLockedErrorBody.parse(body)).toEqual({
      detail: 'Clinical Billing is available in Pro plan and above. Upgrade to access this feature.',
      code: 'feature_locked',
      feature_key: 'clinical_billing',
      reason: 'plan_excludes',
      requiredPlan: 'pro',
      upgrade: { plan: 'pro', name: 'Pro', price: '$99/month' },
    });
    expect(toFeatureLockedError(check('provider_notes'))).toBeNull();
    expect(toFeatureLockedError(check('provider_notes', {}, 'failed'))?.detail).toBe(
      'This feature is not available on your plan.',
    );
  });

  it('gives the upgrade info and sidebar texts of a plan', () => {
    expect(UpgradeInfo.parse(upgradeInfoFor('enterprise'))).toEqual({
      plan: 'enterprise',
      name: 'Enterprise',
      price: 'Contact Sales',
    });
    expect(availableInPlanText('pro')).toBe('Available in Pro plan');
    expect(FEATURE_ACCESS_TEXT).toEqual({
      trialExpired: 'Trial expired. Please upgrade to access this feature.',
      upgradeRequired: 'Upgrade Required',
      subscriptionViewOnly: 'View only - Contact support for changes',
    });
  });
});
