import { z } from 'zod';
import { isSuperAdminRole } from '../identity/permissions';
import { FEATURE_KEYS, FeatureKeySchema, featureNameOf, type FeatureKey } from './features';
import { matrixCellOf, requiredPlanFor, type PlanMatrixResponse } from './matrix';
import {
  PLANS,
  PlanIdSchema,
  isPlanAtLeast,
  isSubscriptionExpired,
  subscriberPlanOf,
  type PlanId,
} from './plans';

/** Spec 4.3 and 6: what a super admin keeps once the subscription has expired. */
export const EXPIRED_SUPER_ADMIN_FEATURES = [
  'subscription_management',
  'integrations',
] as const satisfies readonly FeatureKey[];

/** Spec 6: what an admin gets whatever the plan says. */
export const ADMIN_FEATURES = ['integrations'] as const satisfies readonly FeatureKey[];

/**
 * Spec 4.3: what counts as open while the feature data is still loading. "Analytics" is read as
 * basic_analytics, the feature behind the sidebar's Analytics item.
 */
export const WHILE_LOADING_FEATURES = ['basic_analytics'] as const satisfies readonly FeatureKey[];

/** Spec 2.5, 4.3 and 8: the texts of a locked feature, word for word. */
export const FEATURE_ACCESS_TEXT = {
  trialExpired: 'Trial expired. Please upgrade to access this feature.',
  upgradeRequired: 'Upgrade Required',
  subscriptionViewOnly: 'View only - Contact support for changes',
} as const;

/** Sidebar hint under a locked item (spec 2.5): 'Available in Essential plan'. */
export function availableInPlanText(plan: PlanId): string {
  return `Available in ${PLANS[plan].name} plan`;
}

/** Spec 8's wording for a feature that needs a higher plan, generalized from Provider Notes. */
export function featureLockedMessage(featureName: string, plan: PlanId): string {
  return `${featureName} is available in ${PLANS[plan].name} plan and above. Upgrade to access this feature.`;
}

/** The upgrade-info answer (spec 7: "name and price"): the plan id, its name and its price label. */
export const UpgradeInfo = z.object({ plan: PlanIdSchema, name: z.string(), price: z.string() });
export type UpgradeInfo = z.infer<typeof UpgradeInfo>;

export function upgradeInfoFor(plan: PlanId): UpgradeInfo {
  return { plan, name: PLANS[plan].name, price: PLANS[plan].price };
}

/** Why access was given or refused; the first four give access. */
export const FEATURE_ACCESS_REASONS = [
  /** The subscriber's plan has it enabled. */
  'plan_includes',
  /** Expired super admin: subscription management and integrations stay open. */
  'expired_allowance',
  /** An admin always reaches integrations. */
  'admin_integrations',
  /** Feature data not loaded yet; analytics is shown meanwhile. */
  'loading_allowance',
  /** The subscription has expired. */
  'subscription_expired',
  /** Feature data not loaded yet. */
  'loading',
  /** Feature data could not be loaded: treated as inaccessible (spec 8). */
  'unavailable',
  /** The feature is switched off in the catalogue. */
  'inactive',
  /** The subscriber's plan does not have it. */
  'plan_excludes',
] as const;
export type FeatureAccessReason = (typeof FEATURE_ACCESS_REASONS)[number];

/** Who is asking: role name and subscription as the profile or the token carries them. */
export interface FeatureAccessSubject {
  roleName: string | null | undefined;
  planName: string | null | undefined;
  subscriptionStatus: string | null | undefined;
}

/** The subject of a staff profile (spec 3: role.name, subscription.plan_name and status). */
export function featureAccessSubjectOf(profile: {
  role?: { name?: string | null } | null;
  subscription?: { plan_name?: string | null; status?: string | null } | null;
}): FeatureAccessSubject {
  return {
    roleName: profile.role?.name,
    planName: profile.subscription?.plan_name,
    subscriptionStatus: profile.subscription?.status,
  };
}

/** The plan-matrix answer once it is in, or where fetching it stands. */
export type FeatureData = PlanMatrixResponse | 'loading' | 'failed';

export interface FeatureAccessDecision {
  featureKey: string;
  allowed: boolean;
  reason: FeatureAccessReason;
  /** The subscriber's plan after aliases; unknown names count as the trial. */
  userPlan: PlanId;
  /** The plan that unlocks the feature; null when allowed or when no plan can tell. */
  requiredPlan: PlanId | null;
  upgrade: UpgradeInfo | null;
  /** What to tell the user; null when allowed or while nothing is known yet. */
  message: string | null;
}

function isAdminRole(roleName: string | null | undefined): boolean {
  return (roleName ?? '').trim().toLowerCase() === 'admin';
}

function includes(list: readonly string[], key: string): boolean {
  return list.includes(key);
}

/**
 * The one feature-access rule (spec 4.3 and 6), for the browser's sidebar and the API's 403.
 * Order matters: the expiry rules come from the profile and hold even before the feature data is
 * in; "admin always gets integrations" holds even on an expired subscription; an inactive feature
 * is closed to every plan; otherwise the plan matrix decides. A missing matrix cell is decided by
 * the required plan, so the answer and the upgrade hint never contradict each other.
 */
export function checkFeatureAccess(options: {
  featureKey: string;
  subject: FeatureAccessSubject;
  data: FeatureData;
}): FeatureAccessDecision {
  const { featureKey, subject, data } = options;
  const userPlan = subscriberPlanOf(subject.planName);
  const ready = typeof data === 'string' ? null : data;
  const requiredPlan = ready === null ? null : requiredPlanFor({ featureKey, ...ready });
  const featureName = featureNameOf(featureKey, ready?.features);

  const grant = (reason: FeatureAccessReason): FeatureAccessDecision => ({
    featureKey,
    allowed: true,
    reason,
    userPlan,
    requiredPlan: null,
    upgrade: null,
    message: null,
  });
  const refuse = (
    reason: FeatureAccessReason,
    plan: PlanId | null,
    message: string | null,
  ): FeatureAccessDecision => ({
    featureKey,
    allowed: false,
    reason,
    userPlan,
    requiredPlan: plan,
    upgrade: plan === null ? null : upgradeInfoFor(plan),
    message,
  });

  const expired = isSubscriptionExpired(subject.subscriptionStatus);
  if (expired && isSuperAdminRole(subject.roleName)) {
    return includes(EXPIRED_SUPER_ADMIN_FEATURES, featureKey)
      ? grant('expired_allowance')
      : refuse('subscription_expired', requiredPlan, FEATURE_ACCESS_TEXT.trialExpired);
  }
  if (isAdminRole(subject.roleName) && includes(ADMIN_FEATURES, featureKey)) {
    return grant('admin_integrations');
  }
  if (expired) return refuse('subscription_expired', requiredPlan, FEATURE_ACCESS_TEXT.trialExpired);

  if (data === 'loading') {
    return includes(WHILE_LOADING_FEATURES, featureKey)
      ? grant('loading_allowance')
      : refuse('loading', null, null);
  }
  if (ready === null || requiredPlan === null) return refuse('unavailable', null, null);

  const entry = ready.features.find((feature) => feature.feature_key === featureKey);
  if (entry?.is_active === false) return refuse('inactive', null, `${featureName} is not available.`);

  const cell = matrixCellOf(ready.matrix, featureKey, userPlan);
  const enabled = cell === undefined ? isPlanAtLeast(userPlan, requiredPlan) : cell.is_enabled;
  return enabled
    ? grant('plan_includes')
    : refuse('plan_excludes', requiredPlan, featureLockedMessage(featureName, requiredPlan));
}

/** Every catalogue feature the subject may open now (what the browser caches). */
export function accessibleFeatures(subject: FeatureAccessSubject, data: FeatureData): FeatureKey[] {
  return FEATURE_KEYS.filter((featureKey) => checkFeatureAccess({ featureKey, subject, data }).allowed);
}

/**
 * The per-feature access-check answer (spec 7 leaves its shape open): `has_access`, the `reason`
 * code, and for a locked feature the plan that unlocks it with its upgrade info.
 */
export const FeatureAccessResponse = z.object({
  feature_key: FeatureKeySchema,
  has_access: z.boolean(),
  reason: z.enum(FEATURE_ACCESS_REASONS),
  required_plan: PlanIdSchema.nullable(),
  upgrade: UpgradeInfo.nullable(),
});
export type FeatureAccessResponse = z.infer<typeof FeatureAccessResponse>;

export function toFeatureAccessResponse(decision: FeatureAccessDecision): FeatureAccessResponse {
  return {
    feature_key: decision.featureKey,
    has_access: decision.allowed,
    reason: decision.reason,
    required_plan: decision.requiredPlan,
    upgrade: decision.upgrade,
  };
}

/**
 * The API's 403 for a locked feature: the usual error body plus `requiredPlan` (the key the error
 * module already uses) and `upgrade`, so the browser can show the hint without another call.
 */
export const FeatureLockedErrorBody = z.object({
  detail: z.string(),
  code: z.literal('feature_locked'),
  feature_key: FeatureKeySchema,
  reason: z.enum(FEATURE_ACCESS_REASONS),
  requiredPlan: PlanIdSchema.nullable(),
  upgrade: UpgradeInfo.nullable(),
});
export type FeatureLockedErrorBody = z.infer<typeof FeatureLockedErrorBody>;

/** The 403 body for a refused decision; null when access was given. */
export function toFeatureLockedError(decision: FeatureAccessDecision): FeatureLockedErrorBody | null {
  if (decision.allowed) return null;
  return {
    detail: decision.message ?? 'This feature is not available on your plan.',
    code: 'feature_locked',
    feature_key: decision.featureKey,
    reason: decision.reason,
    requiredPlan: decision.requiredPlan,
    upgrade: decision.upgrade,
  };
}
