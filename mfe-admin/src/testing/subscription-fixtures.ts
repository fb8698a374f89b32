import {
  DEFAULT_PLAN_MATRIX_RESPONSE,
  PLANS,
  type PlanId,
  type PlanMatrixResponse,
  type SubscriptionResponse,
} from '@clinio/contracts';
import { createMockApi, type MockApi } from '@clinio/platform/testing';

/** GET /api/subscription as the server answers it: name and price follow the plan. */
export function buildSubscription(
  overrides: Partial<SubscriptionResponse> & { plan?: PlanId } = {},
): SubscriptionResponse {
  const plan = overrides.plan ?? 'trial';
  return {
    plan,
    plan_name: PLANS[plan].name,
    price: PLANS[plan].price,
    monthly_price_usd: PLANS[plan].monthlyPriceUsd,
    status: plan === 'trial' ? 'trial' : 'active',
    trial_ends_at: plan === 'trial' ? '2026-12-06T10:00:00Z' : null,
    trial_days_left: plan === 'trial' ? 9 : null,
    can_change_plan: true,
    ...overrides,
  };
}

/** The seed's catalogue and matrix (features.ts): Provider Notes from Essential, billing from Pro. */
export const PLAN_MATRIX: PlanMatrixResponse = DEFAULT_PLAN_MATRIX_RESPONSE;

/** The two GETs of the subscription page answered; tests add the change-plan route they need. */
export function subscriptionApi(
  subscription: SubscriptionResponse = buildSubscription(),
  matrix: PlanMatrixResponse = PLAN_MATRIX,
): MockApi {
  return createMockApi()
    .on('GET /api/subscription', () => subscription)
    .on('GET /api/features/plan-matrix', () => matrix);
}
