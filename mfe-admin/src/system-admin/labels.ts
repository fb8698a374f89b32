import { PLANS, type PlanId, type SubscriptionStatus, type TenantStatus } from '@clinio/contracts';
import type { MessageKey } from './catalog';

/** English labels, still read by the tenant dashboard (../tenant-dashboard), not converted yet. */
export const TENANT_STATUS_LABELS: Record<TenantStatus, string> = {
  active: 'Active',
  suspended: 'Suspended',
};

/** The catalog's keys for the same labels: the area's screens translate these. */
export const TENANT_STATUS_KEYS = {
  active: 'status.tenant.active',
  suspended: 'status.tenant.suspended',
} as const satisfies Record<TenantStatus, MessageKey>;

export const TENANT_STATUS_COLORS: Record<TenantStatus, string> = { active: 'green', suspended: 'red' };

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  trial: 'Trial',
  active: 'Active',
  past_due: 'Past due',
  expired: 'Expired',
  canceled: 'Canceled',
};

export const SUBSCRIPTION_STATUS_KEYS = {
  trial: 'status.subscription.trial',
  active: 'status.subscription.active',
  past_due: 'status.subscription.past_due',
  expired: 'status.subscription.expired',
  canceled: 'status.subscription.canceled',
} as const satisfies Record<SubscriptionStatus, MessageKey>;

export const SUBSCRIPTION_STATUS_COLORS: Record<SubscriptionStatus, string> = {
  trial: 'blue',
  active: 'green',
  past_due: 'orange',
  expired: 'red',
  canceled: 'gray',
};

export function planName(plan: PlanId): string {
  return PLANS[plan].name;
}

/** Every member of `values` that `value` is, else '' (a select's "all"). */
export function oneOf<T extends string>(values: readonly T[], value: string): T | '' {
  return (values as readonly string[]).includes(value) ? (value as T) : '';
}

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1536 -> '1.5 KB' (binary multiples, as file managers print them). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 ? String(value) : value.toFixed(value < 10 ? 1 : 0);
  return `${shown} ${UNITS[unit] ?? 'bytes'}`;
}

const NUMBER = new Intl.NumberFormat();

export function formatCount(value: number): string {
  return NUMBER.format(value);
}
