import { z } from 'zod';

/** Spec 3 and 6: the plans, lowest first. The order is the upgrade path. */
export const PLAN_IDS = ['trial', 'essential', 'pro', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const PlanIdSchema = z.enum(PLAN_IDS);

/** Spec 9: a tenant without a known plan is on the trial. */
export const DEFAULT_PLAN: PlanId = 'trial';

/** The highest plan: what a feature needs when nothing else says (spec 6). */
export const TOP_PLAN: PlanId = 'enterprise';

export interface PlanDisplay {
  id: PlanId;
  name: string;
  /** US dollars per month; null when the price is agreed with sales. */
  monthlyPriceUsd: number | null;
  /** What the sidebar and the upgrade prompt print as the price. */
  price: string;
}

/**
 * Spec 3 and 9: display names and prices. The trial's price is 0; '$0' keeps the label in the
 * same currency form as the paid plans (the pricing page prints it the same way).
 */
export const PLANS: Record<PlanId, PlanDisplay> = {
  trial: { id: 'trial', name: 'Trial', monthlyPriceUsd: 0, price: '$0' },
  essential: { id: 'essential', name: 'Essential', monthlyPriceUsd: 49, price: '$49/month' },
  pro: { id: 'pro', name: 'Pro', monthlyPriceUsd: 99, price: '$99/month' },
  enterprise: { id: 'enterprise', name: 'Enterprise', monthlyPriceUsd: null, price: 'Contact Sales' },
};

/** Spec 3: older names of the plans that stored subscriptions and matrices may still carry. */
export const PLAN_ALIASES: Readonly<Record<string, PlanId>> = {
  basic: 'essential',
  professional: 'pro',
};

/**
 * The canonical plan for a stored name: ids, aliases and display names, in any case and with
 * stray spaces. Unknown or empty names give null, so each caller picks the safe side: the
 * subscriber's plan falls back to the trial, a feature's tier to the top plan.
 */
export function normalizePlan(value: string | null | undefined): PlanId | null {
  const key = (value ?? '').trim().toLowerCase();
  if ((PLAN_IDS as readonly string[]).includes(key)) return key as PlanId;
  return Object.prototype.hasOwnProperty.call(PLAN_ALIASES, key) ? (PLAN_ALIASES[key] ?? null) : null;
}

/** The subscriber's plan: unknown or missing names count as the default plan. */
export function subscriberPlanOf(value: string | null | undefined): PlanId {
  return normalizePlan(value) ?? DEFAULT_PLAN;
}

/** 0 for the trial up to 3 for enterprise. */
export function planRank(plan: PlanId): number {
  return PLAN_IDS.indexOf(plan);
}

/** Does `plan` include everything sold with `required` and below? */
export function isPlanAtLeast(plan: PlanId, required: PlanId): boolean {
  return planRank(plan) >= planRank(required);
}

/** Spec 3: the states of a tenant's subscription. */
export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'past_due', 'expired', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

/** The canonical status, accepting any case and the British 'cancelled'; unknown gives null. */
export function normalizeSubscriptionStatus(value: string | null | undefined): SubscriptionStatus | null {
  const key = (value ?? '').trim().toLowerCase();
  if (key === 'cancelled') return 'canceled';
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(key) ? (key as SubscriptionStatus) : null;
}

/**
 * Spec 4.3: only 'expired' locks the account. A canceled plan runs to the end of the paid month
 * and past_due is the grace period while a payment is retried; both become expired afterwards.
 */
export function isSubscriptionExpired(status: string | null | undefined): boolean {
  return normalizeSubscriptionStatus(status) === 'expired';
}
