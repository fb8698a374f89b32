import { DEFAULT_PLAN_MATRIX_RESPONSE, type FeatureAccessSubject } from '@clinio/contracts';
import { NO_FEATURES } from '@clinio/platform';
import { featureAccessOf } from './feature-access';

const subject = (overrides: Partial<FeatureAccessSubject> = {}): FeatureAccessSubject => ({
  roleName: 'front_desk',
  planName: 'essential',
  subscriptionStatus: 'active',
  ...overrides,
});
const ready = DEFAULT_PLAN_MATRIX_RESPONSE;

it('decides by the plan matrix once it is in, with the plan and price that unlock a feature', () => {
  const access = featureAccessOf(subject(), ready);
  expect(access.canUse('provider_notes')).toBe(true);
  expect(access.canUse('clinical_billing')).toBe(false);
  expect(access.decide('clinical_billing')).toMatchObject({
    reason: 'plan_excludes',
    requiredPlan: 'pro',
    upgrade: { name: 'Pro', price: '$99/month' },
  });
});

it("treats 'loading' as the contract says: only analytics is open", () => {
  const access = featureAccessOf(subject(), 'loading');
  expect(access.canUse('basic_analytics')).toBe(true);
  expect(access.canUse('provider_notes')).toBe(false);
  expect(access.remote.isLoading).toBe(true);
});

it("treats 'failed' as the contract says: nothing is open", () => {
  const access = featureAccessOf(subject(), 'failed');
  expect(access.canUse('basic_analytics')).toBe(false);
  expect(access.decide('provider_notes').reason).toBe('unavailable');
  expect(access.remote.isLoading).toBe(false);
});

it('knows an expired subscription, and keeps subscription management for a super admin', () => {
  const access = featureAccessOf(subject({ roleName: 'super_admin', subscriptionStatus: 'expired' }), ready);
  expect(access.isExpired).toBe(true);
  expect(access.canUse('subscription_management')).toBe(true);
  expect(access.canUse('integrations')).toBe(true);
  expect(access.canUse('basic_analytics')).toBe(false);
});

it("hands remotes the same answers through the contract's FeatureAccess", () => {
  const { remote } = featureAccessOf(subject({ planName: 'trial' }), ready);
  expect(remote.hasFeature('basic_analytics')).toBe(true);
  expect(remote.requiredPlan('basic_analytics')).toBeNull();
  expect(remote.hasFeature('forms_management')).toBe(false);
  expect(remote.requiredPlan('forms_management')).toBe('essential');
});

it('gives remotes no features when no staff member is signed in', () => {
  const access = featureAccessOf(null, ready);
  expect(access.remote).toBe(NO_FEATURES);
  expect(access.canUse('basic_analytics')).toBe(false);
  expect(access.isExpired).toBe(false);
});
