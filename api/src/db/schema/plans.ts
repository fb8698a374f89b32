import type { Generated } from 'kysely';
import type { Defaulted, NullableDefaulted, NullableTimestamp, Timestamp } from './columns';

export interface SubscriptionsTable {
  tenant_id: string;
  plan: Defaulted<string>;
  status: Defaulted<string>;
  trial_ends_at: NullableTimestamp;
  /** When the super admins were told the trial ends soon; cleared when the end moves. */
  trial_ending_notified_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Plans and features (0005): global, read by requests, written by system-administrator code. */
export interface FeatureCatalogueTable {
  feature_key: string;
  name: string;
  category: string;
  is_active: Defaulted<boolean>;
  default_enabled: Defaulted<boolean>;
  requires_plan_tier: NullableDefaulted<string>;
  sort_order: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PlanFeaturesTable {
  feature_key: string;
  plan: string;
  is_enabled: boolean;
  updated_at: Timestamp;
}

export type SubscriptionChangeReason = 'provisioned' | 'plan_changed' | 'system_admin' | 'trial_expired';

/** Every change of a tenant's plan or status, append-only. */
export interface SubscriptionChangesTable {
  tenant_id: string;
  id: Generated<string>;
  at: Timestamp;
  reason: SubscriptionChangeReason;
  from_plan: NullableDefaulted<string>;
  to_plan: string;
  from_status: NullableDefaulted<string>;
  to_status: string;
  trial_ends_at: NullableTimestamp;
  actor_type: 'staff' | 'system_admin' | 'system';
  actor_id: NullableDefaulted<string>;
}
