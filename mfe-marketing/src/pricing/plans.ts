/** Spec section 3 and 9: the plans and their display prices. */
export const PLAN_IDS = ['trial', 'essential', 'pro', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  name: string;
  /** US dollars per month; null when the price is agreed with sales. */
  monthlyPrice: number | null;
  summary: string;
  highlights: readonly string[];
}

export const PLANS: Record<PlanId, Plan> = {
  trial: {
    id: 'trial',
    name: 'Trial',
    monthlyPrice: 0,
    summary: 'Set up your clinic and try Clinio with your own team before you pay anything.',
    highlights: [
      'Calendar, patient records and the patient portal',
      'Invite colleagues and assign roles',
      'Move to a paid plan at any time; your data stays',
    ],
  },
  essential: {
    id: 'essential',
    name: 'Essential',
    monthlyPrice: 49,
    summary: 'For a practice that wants its calendar, records and paperwork in one place.',
    highlights: [
      'Appointments, recurring series and the waitlist',
      'Patient records and the patient portal',
      'Intake forms and expiring e-consents',
      'Provider notes with signing and addenda',
      'E-mail reminders',
    ],
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    monthlyPrice: 99,
    summary: 'For clinics that also bill, message patients and run more than one location.',
    highlights: [
      'Everything in Essential',
      'Invoices and card payments',
      'SMS reminders and campaigns',
      'Analytics and reports',
      'Several branches with their own branding',
      'Online booking on your own website',
    ],
  },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyPrice: null,
    summary: 'For groups that need integrations, white-labeling and a named contact.',
    highlights: [
      'Everything in Pro',
      'API access and custom integrations',
      'White-labeling',
      'Compliance reporting',
      'Dedicated support',
    ],
  },
};

/** 'Contact Sales' is the spec's wording for Enterprise; the others show a dollar amount. */
export function planPriceLabel(plan: Plan): string {
  return plan.monthlyPrice === null ? 'Contact Sales' : `$${plan.monthlyPrice}`;
}

/** Plans with a published price above zero: the ones a cost calculation can use. */
export const PAID_PLAN_IDS = ['essential', 'pro'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];
