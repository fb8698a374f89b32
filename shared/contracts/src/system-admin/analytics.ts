import { z } from 'zod';
import { PLAN_IDS, SUBSCRIPTION_STATUSES } from '../plans';
import { PlatformDay, daysBetween } from './days';
import { DATE_ORDER, inOrder } from './query-parts';

export const ANALYTICS_INTERVALS = ['day', 'week', 'month'] as const;
export type AnalyticsInterval = (typeof ANALYTICS_INTERVALS)[number];
/** The longest range one request may ask for (two years, a leap day included). */
export const ANALYTICS_MAX_DAYS = 731;
/** Without `from` and `to`: the last 30 days up to today (UTC). */
export const ANALYTICS_DEFAULT_DAYS = 30;

/**
 * GET /api/system-admin/analytics. `from` and `to` are UTC days, both inclusive; `to` may not be
 * in the future (the server checks that, it knows today). Weeks start on Monday (ISO).
 */
export const PlatformAnalyticsQuery = z
  .object({
    from: PlatformDay.optional(),
    to: PlatformDay.optional(),
    interval: z.enum(ANALYTICS_INTERVALS, 'Use day, week or month').default('day'),
  })
  .refine(inOrder, DATE_ORDER)
  .refine(
    (value) =>
      value.from === undefined ||
      value.to === undefined ||
      daysBetween(value.from, value.to) < ANALYTICS_MAX_DAYS,
    { message: `Ask for at most ${ANALYTICS_MAX_DAYS} days`, path: ['from'] },
  );
export type PlatformAnalyticsQuery = z.input<typeof PlatformAnalyticsQuery>;

const Count = z.number().int();
const NewAndTotal = z.object({ new: Count, total: Count });

/**
 * One interval of the series: [start, end) in UTC days (the first and last are cut to the range
 * asked for). Totals are as at the end of the interval.
 */
export const AnalyticsBucket = z.object({
  start: z.string(),
  end: z.string(),
  tenants: z.object({ new: Count, total: Count, active: Count, suspended: Count }),
  /** Staff accounts created, and all accounts existing (a deactivated account still exists). */
  staff_users: NewAndTotal,
  /** Patient records created in clinics, and all records existing. */
  patients: NewAndTotal,
  /** Patient portal accounts (a person, across clinics). */
  patient_logins: NewAndTotal,
  /** Sign-in attempts from the audit logs: successes and refusals (wrong password, 2FA, throttled). */
  logins: z.object({
    staff_success: Count,
    staff_failure: Count,
    patient_success: Count,
    patient_failure: Count,
  }),
  /** Bytes of the files in the store written by the end of the interval (see `storage_note`). */
  storage_bytes: Count,
});
export type AnalyticsBucket = z.infer<typeof AnalyticsBucket>;

export const PlatformAnalytics = z.object({
  from: z.string(),
  to: z.string(),
  interval: z.enum(ANALYTICS_INTERVALS),
  generated_at: z.string(),
  buckets: z.array(AnalyticsBucket),
  /** What holds now. */
  totals: z.object({
    tenants: z.object({
      total: Count,
      active: Count,
      suspended: Count,
      by_plan: z.record(z.enum(PLAN_IDS), Count),
      by_subscription_status: z.record(z.enum(SUBSCRIPTION_STATUSES), Count),
    }),
    staff_users: z.object({ total: Count, active: Count, invited: Count, deactivated: Count }),
    open_staff_sessions: Count,
    patients: z.object({ total: Count, archived: Count }),
    patient_logins: Count,
    storage: z.object({ bytes: Count, files: Count }),
  }),
  /** How storage is measured, for the screen's footnote. */
  storage_note: z.string(),
});
export type PlatformAnalytics = z.infer<typeof PlatformAnalytics>;
