import { z } from 'zod';
import { FeatureCatalogueEntry, FeatureKeySchema } from './features';
import { PlanMatrixCell } from './matrix';
import { PLANS, PlanIdSchema, SubscriptionStatusSchema, type PlanId, type SubscriptionStatus } from './plans';

/** How long a new clinic's trial runs (spec 9 fixes the default plan, not its length). */
export const TRIAL_DAYS = 14;

/** Super admins hear once that the trial ends soon, this many days before it does. */
export const TRIAL_ENDING_NOTICE_DAYS = 3;

/** The plans a clinic can choose itself; the trial is where every clinic starts, never a choice. */
export const SELECTABLE_PLAN_IDS = ['essential', 'pro', 'enterprise'] as const satisfies readonly PlanId[];

/**
 * A tenant's subscription as the subscription-management screen shows it: the plan with its
 * display name and price (spec 3 and 9), the status, and for a trial its end and the whole days left.
 */
export const SubscriptionSummary = z.object({
  plan: PlanIdSchema,
  plan_name: z.string(),
  price: z.string(),
  monthly_price_usd: z.number().nullable(),
  status: SubscriptionStatusSchema,
  trial_ends_at: z.string().nullable(),
  /** Whole days until the trial ends (0 on its last day); null unless the status is trial. */
  trial_days_left: z.number().int().nullable(),
});
export type SubscriptionSummary = z.infer<typeof SubscriptionSummary>;

/** GET /api/subscription: every staff member may read it; only a super admin may change it. */
export const SubscriptionResponse = SubscriptionSummary.extend({ can_change_plan: z.boolean() });
export type SubscriptionResponse = z.infer<typeof SubscriptionResponse>;

/** POST /api/subscription/change-plan. */
export const ChangePlanRequest = z
  .object({ plan: z.enum(SELECTABLE_PLAN_IDS, 'Choose one of essential, pro or enterprise') })
  .strict();
export type ChangePlanRequest = z.infer<typeof ChangePlanRequest>;

const DAY_MS = 86_400_000;

/** The status that holds now: a trial whose end has passed is expired even before the job runs. */
export function effectiveSubscriptionStatus(
  status: SubscriptionStatus,
  trialEndsAt: Date | null,
  now: Date = new Date(),
): SubscriptionStatus {
  return status === 'trial' && trialEndsAt !== null && trialEndsAt.getTime() <= now.getTime()
    ? 'expired'
    : status;
}

/** Whole days left on a trial, rounded up (a trial ending in 2.1 days has 3 days left). */
export function trialDaysLeft(trialEndsAt: Date | null, now: Date = new Date()): number | null {
  if (trialEndsAt === null) return null;
  return Math.max(0, Math.ceil((trialEndsAt.getTime() - now.getTime()) / DAY_MS));
}

/** The summary of a stored subscription (plan and status already canonical). */
export function subscriptionSummaryOf(
  row: { plan: PlanId; status: SubscriptionStatus; trialEndsAt: Date | null },
  now: Date = new Date(),
): SubscriptionSummary {
  const status = effectiveSubscriptionStatus(row.status, row.trialEndsAt, now);
  const plan = PLANS[row.plan];
  return {
    plan: row.plan,
    plan_name: plan.name,
    price: plan.price,
    monthly_price_usd: plan.monthlyPriceUsd,
    status,
    trial_ends_at: row.trialEndsAt === null ? null : row.trialEndsAt.toISOString(),
    trial_days_left: status === 'trial' ? trialDaysLeft(row.trialEndsAt, now) : null,
  };
}

const nonEmpty = (value: Record<string, unknown>) => Object.values(value).some((item) => item !== undefined);
const NOTHING_TO_CHANGE = { message: 'Nothing to change' };

/** System administrator: PATCH /api/system-admin/features/{featureKey}. */
export const FeatureUpdateRequest = z
  .object({
    name: z.string().trim().min(1, 'Enter a name').max(100, 'At most 100 characters').optional(),
    is_active: z.boolean().optional(),
    default_enabled: z.boolean().optional(),
    requires_plan_tier: PlanIdSchema.nullable().optional(),
  })
  .strict()
  .refine(nonEmpty, NOTHING_TO_CHANGE);
export type FeatureUpdateRequest = z.infer<typeof FeatureUpdateRequest>;

/** System administrator: one catalogue entry with its row of the matrix and the plan that unlocks it. */
export const SystemFeatureResponse = FeatureCatalogueEntry.extend({
  plans: z.record(z.string(), PlanMatrixCell),
  required_plan: PlanIdSchema,
});
export type SystemFeatureResponse = z.infer<typeof SystemFeatureResponse>;

/** System administrator: PUT /api/system-admin/plan-matrix sets the cells it names, nothing else. */
export const PlanMatrixCellUpdate = z
  .object({ feature_key: FeatureKeySchema, plan: PlanIdSchema, is_enabled: z.boolean() })
  .strict();
export type PlanMatrixCellUpdate = z.infer<typeof PlanMatrixCellUpdate>;

export const PlanMatrixUpdateRequest = z
  .object({ cells: z.array(PlanMatrixCellUpdate).min(1, 'Send at least one cell').max(1000) })
  .strict();
export type PlanMatrixUpdateRequest = z.infer<typeof PlanMatrixUpdateRequest>;

/** System administrator: PATCH /api/system-admin/tenants/{tenantId}/subscription. */
export const TenantSubscriptionUpdate = z
  .object({
    plan: PlanIdSchema.optional(),
    status: SubscriptionStatusSchema.optional(),
    trial_ends_at: z.iso
      .datetime({ offset: true, error: 'Use an ISO date and time, e.g. 2025-10-01T00:00:00Z' })
      .nullable()
      .optional(),
  })
  .strict()
  .refine(nonEmpty, NOTHING_TO_CHANGE);
export type TenantSubscriptionUpdate = z.infer<typeof TenantSubscriptionUpdate>;

export const TenantSubscriptionResponse = SubscriptionSummary.extend({ tenant_id: z.uuid() });
export type TenantSubscriptionResponse = z.infer<typeof TenantSubscriptionResponse>;
