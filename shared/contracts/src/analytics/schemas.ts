import { z } from 'zod';
import { Uuid } from '../identity/fields';
import { IsoDate } from '../scheduling/appointments';
import { daysInRange } from './figures';

/** Analytics and reports on the wire (issue 21, ADR 054). Money is in minor units. */

/** The longest range a figure or report covers: two years and a day. */
export const MAX_ANALYTICS_DAYS = 732;

const rangeFields = {
  from: IsoDate,
  to: IsoDate,
  provider_id: Uuid.optional(),
  branch_id: Uuid.optional(),
  appointment_type: z
    .string()
    .regex(/^[a-z][a-z0-9_]{1,39}$/, 'Use an appointment type key')
    .optional(),
};

function checkRange(value: { from: string; to: string }, context: z.RefinementCtx) {
  const days = daysInRange(value.from, value.to);
  if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: 'The end comes before the start' });
  else if (days > MAX_ANALYTICS_DAYS)
    context.addIssue({ code: 'custom', path: ['to'], message: 'Choose at most two years' });
}

export const AnalyticsQuery = z.object(rangeFields).superRefine(checkRange);
export type AnalyticsQuery = z.infer<typeof AnalyticsQuery>;

export const REPORT_SECTIONS = ['visits', 'no_shows', 'patients', 'billing'] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];
export const REPORT_GROUPS = ['day', 'week', 'month', 'provider', 'branch', 'appointment_type'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

export const ReportParams = z.object({ section: z.enum(REPORT_SECTIONS) });
export const ReportQuery = z
  .object({ ...rangeFields, group_by: z.enum(REPORT_GROUPS).default('month') })
  .superRefine(checkRange);
export type ReportQuery = z.infer<typeof ReportQuery>;

const Range = z.object({ from: IsoDate, to: IsoDate });
/** A figure now and in the previous period of the same length. */
const Pair = z.object({ current: z.number(), previous: z.number() });
const RatePair = z.object({ current: z.number().nullable(), previous: z.number().nullable() });

export const VisitFigures = z.object({
  total: z.number().int(),
  attended: z.number().int(),
  no_shows: z.number().int(),
  cancelled: z.number().int(),
  expected: z.number().int(),
  booked_minutes: z.number().int(),
});
export type VisitFigures = z.infer<typeof VisitFigures>;

export const BreakdownRow = VisitFigures.extend({ key: z.string(), label: z.string() });
export type BreakdownRow = z.infer<typeof BreakdownRow>;

export const AnalyticsOverview = z.object({
  range: Range,
  previous: Range,
  time_zone: z.string(),
  currency: z.string(),
  headline: z.object({
    visits: Pair,
    attended: Pair,
    no_shows: Pair,
    cancelled: Pair,
    no_show_rate: RatePair,
    cancellation_rate: RatePair,
    new_patients: Pair,
    returning_patients: Pair,
  }),
  /** advanced_analytics: trends, breakdowns, utilisation and lead time; null without it. */
  advanced: z
    .object({
      by_day: z.array(z.object({ date: IsoDate, visits: z.number().int(), previous: z.number().int() })),
      by_week: z.array(z.object({ week: IsoDate, visits: z.number().int() })),
      by_provider: z.array(BreakdownRow),
      by_branch: z.array(BreakdownRow),
      by_appointment_type: z.array(BreakdownRow),
      utilisation: z.array(
        z.object({
          provider_id: Uuid,
          label: z.string(),
          available_minutes: z.number().int(),
          booked_minutes: z.number().int(),
          rate: z.number().nullable(),
        }),
      ),
      lead_time_days: z.object({ median: z.number().nullable(), average: z.number().nullable() }),
    })
    .nullable(),
  /** business_analytics: revenue, what is owed and the expected revenue of booked visits. */
  business: z
    .object({
      invoiced: Pair,
      collected: Pair,
      outstanding: z.number().int(),
      forecast: z.number().int(),
      forecast_visits: z.number().int(),
    })
    .nullable(),
});
export type AnalyticsOverview = z.infer<typeof AnalyticsOverview>;

export const ReportRow = z.object({
  key: z.string(),
  label: z.string(),
  values: z.record(z.string(), z.number()),
});
export type ReportRow = z.infer<typeof ReportRow>;

export const AnalyticsReport = z.object({
  section: z.enum(REPORT_SECTIONS),
  group_by: z.enum(REPORT_GROUPS),
  range: Range,
  time_zone: z.string(),
  currency: z.string(),
  columns: z.array(z.string()),
  rows: z.array(ReportRow),
  totals: z.record(z.string(), z.number()),
});
export type AnalyticsReport = z.infer<typeof AnalyticsReport>;

export const SystemAnalyticsQuery = z.object({ from: IsoDate, to: IsoDate }).superRefine(checkRange);

export const SystemAnalytics = z.object({
  range: Range,
  time_zone: z.string(),
  sign_ins: z.object({ succeeded: z.number().int(), failed: z.number().int() }),
  sign_ins_by_day: z.array(
    z.object({ date: IsoDate, succeeded: z.number().int(), failed: z.number().int() }),
  ),
  staff: z.object({ active: z.number().int(), signed_in: z.number().int(), two_factor: z.number().int() }),
  portal: z.object({
    patients: z.number().int(),
    linked: z.number().int(),
    portal_bookings: z.number().int(),
  }),
  messages: z.object({ sms: z.number().int(), email: z.number().int(), failed: z.number().int() }),
  storage: z.object({ bytes: z.number().int(), files: z.number().int() }),
});
export type SystemAnalytics = z.infer<typeof SystemAnalytics>;
