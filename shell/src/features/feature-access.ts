import {
  checkFeatureAccess,
  isSubscriptionExpired,
  type FeatureAccessDecision,
  type FeatureAccessSubject,
  type FeatureData,
} from '@clinio/contracts';
import { NO_FEATURES, type FeatureAccess } from '@clinio/platform';

/** The shell's view of feature access: the contract's rule applied to who is signed in. */
export interface ShellFeatureAccess {
  /** The plan matrix, or where fetching it stands. */
  data: FeatureData;
  /** Spec 4.3: the subscription has expired (the banner and blocked clicks). */
  isExpired: boolean;
  /** The full decision: allowed, why, the plan that unlocks it and its price. */
  decide(featureKey: string): FeatureAccessDecision;
  canUse(featureKey: string): boolean;
  /** What remotes receive as their `features` prop. */
  remote: FeatureAccess;
}

/** Nobody on staff is signed in: nothing is open. */
const NOBODY: FeatureAccessSubject = { roleName: null, planName: null, subscriptionStatus: null };

/**
 * Feature access for `subject` (null when no staff member is signed in) over `data`. Decisions
 * come from `checkFeatureAccess` only, so the shell and the API never disagree.
 */
export function featureAccessOf(subject: FeatureAccessSubject | null, data: FeatureData): ShellFeatureAccess {
  const decisions = new Map<string, FeatureAccessDecision>();
  const decide = (featureKey: string): FeatureAccessDecision => {
    const known = decisions.get(featureKey);
    if (known !== undefined) return known;
    const decision = checkFeatureAccess({
      featureKey,
      subject: subject ?? NOBODY,
      data: subject === null ? 'failed' : data,
    });
    decisions.set(featureKey, decision);
    return decision;
  };
  const canUse = (featureKey: string) => decide(featureKey).allowed;
  const remote: FeatureAccess =
    subject === null
      ? NO_FEATURES
      : {
          isLoading: data === 'loading',
          hasFeature: canUse,
          requiredPlan: (featureKey) => {
            const decision = decide(featureKey);
            return decision.allowed ? null : decision.requiredPlan;
          },
        };
  return {
    data,
    isExpired: subject !== null && isSubscriptionExpired(subject.subscriptionStatus),
    decide,
    canUse,
    remote,
  };
}
