import {
  DEFAULT_PLAN,
  PLANS,
  PLAN_IDS,
  isPlanAtLeast,
  isSubscriptionExpired,
  normalizePlan,
  normalizeSubscriptionStatus,
  subscriberPlanOf,
} from './plans';

describe('plans (spec 3 and 9)', () => {
  it('orders the plans from trial to enterprise, trial being the default', () => {
    expect(PLAN_IDS).toEqual(['trial', 'essential', 'pro', 'enterprise']);
    expect(DEFAULT_PLAN).toBe('trial');
  });

  it('shows the spec names and prices', () => {
    expect(PLANS.trial).toMatchObject({ name: 'Trial', monthlyPriceUsd: 0 });
    expect(PLANS.essential).toMatchObject({ name: 'Essential', price: '$49/month', monthlyPriceUsd: 49 });
    expect(PLANS.pro).toMatchObject({ name: 'Pro', price: '$99/month', monthlyPriceUsd: 99 });
    expect(PLANS.enterprise).toMatchObject({
      name: 'Enterprise',
      price: 'Contact Sales',
      monthlyPriceUsd: null,
    });
  });

  it('ranks plans', () => {
    expect(isPlanAtLeast('pro', 'essential')).toBe(true);
    expect(isPlanAtLeast('essential', 'essential')).toBe(true);
    expect(isPlanAtLeast('essential', 'pro')).toBe(false);
    expect(isPlanAtLeast('trial', 'enterprise')).toBe(false);
  });
});

describe('normalizePlan', () => {
  it.each([
    ['trial', 'trial'],
    ['essential', 'essential'],
    ['basic', 'essential'],
    ['pro', 'pro'],
    ['professional', 'pro'],
    ['enterprise', 'enterprise'],
    [' Professional ', 'pro'],
    ['BASIC', 'essential'],
    ['Essential', 'essential'],
  ])('reads %j as %s', (input, expected) => {
    expect(normalizePlan(input)).toBe(expected);
  });

  it.each(['gold', '', '   ', 'constructor', 'toString'])('does not know %j', (input) => {
    expect(normalizePlan(input)).toBeNull();
  });

  it('does not know a missing plan', () => {
    expect(normalizePlan(null)).toBeNull();
    expect(normalizePlan(undefined)).toBeNull();
  });

  it('puts a subscriber with an unknown or missing plan on the trial', () => {
    expect(subscriberPlanOf('gold')).toBe('trial');
    expect(subscriberPlanOf(null)).toBe('trial');
    expect(subscriberPlanOf('professional')).toBe('pro');
  });
});

describe('subscription status', () => {
  it('knows the five statuses and the British spelling of canceled', () => {
    for (const status of ['trial', 'active', 'past_due', 'expired', 'canceled']) {
      expect(normalizeSubscriptionStatus(status)).toBe(status);
    }
    expect(normalizeSubscriptionStatus('Cancelled')).toBe('canceled');
    expect(normalizeSubscriptionStatus('paused')).toBeNull();
    expect(normalizeSubscriptionStatus(undefined)).toBeNull();
  });

  it('treats only expired as expired (spec 4.3)', () => {
    expect(isSubscriptionExpired('expired')).toBe(true);
    expect(isSubscriptionExpired(' EXPIRED ')).toBe(true);
    for (const status of ['trial', 'active', 'past_due', 'canceled', 'cancelled', '', null, undefined]) {
      expect(isSubscriptionExpired(status)).toBe(false);
    }
  });
});
