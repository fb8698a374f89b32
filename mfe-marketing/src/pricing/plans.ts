import type { MessageKey, Translate } from '../catalog';

/** Spec section 3 and 9: the plans and their display prices. */
export const PLAN_IDS = ['trial', 'essential', 'pro', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  /** The plan's texts are keys of the remote's catalog. */
  nameKey: MessageKey;
  /** US dollars per month; null when the price is agreed with sales. */
  monthlyPrice: number | null;
  summaryKey: MessageKey;
  highlightKeys: readonly MessageKey[];
}

export const PLANS: Record<PlanId, Plan> = {
  trial: {
    id: 'trial',
    nameKey: 'plan.trial.name',
    monthlyPrice: 0,
    summaryKey: 'plan.trial.summary',
    highlightKeys: ['plan.trial.highlight1', 'plan.trial.highlight2', 'plan.trial.highlight3'],
  },
  essential: {
    id: 'essential',
    nameKey: 'plan.essential.name',
    monthlyPrice: 49,
    summaryKey: 'plan.essential.summary',
    highlightKeys: [
      'plan.essential.highlight1',
      'plan.essential.highlight2',
      'plan.essential.highlight3',
      'plan.essential.highlight4',
      'plan.essential.highlight5',
    ],
  },
  pro: {
    id: 'pro',
    nameKey: 'plan.pro.name',
    monthlyPrice: 99,
    summaryKey: 'plan.pro.summary',
    highlightKeys: [
      'plan.pro.highlight1',
      'plan.pro.highlight2',
      'plan.pro.highlight3',
      'plan.pro.highlight4',
      'plan.pro.highlight5',
      'plan.pro.highlight6',
    ],
  },
  enterprise: {
    id: 'enterprise',
    nameKey: 'plan.enterprise.name',
    monthlyPrice: null,
    summaryKey: 'plan.enterprise.summary',
    highlightKeys: [
      'plan.enterprise.highlight1',
      'plan.enterprise.highlight2',
      'plan.enterprise.highlight3',
      'plan.enterprise.highlight4',
      'plan.enterprise.highlight5',
    ],
  },
};

/** 'Contact Sales' is the spec's wording for Enterprise; the others show a dollar amount. */
export function planPriceLabel(plan: Plan, t: Translate): string {
  return plan.monthlyPrice === null ? t('pricing.contactSales') : `$${plan.monthlyPrice}`;
}

/** Plans with a published price above zero: the ones a cost calculation can use. */
export const PAID_PLAN_IDS = ['essential', 'pro'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];
