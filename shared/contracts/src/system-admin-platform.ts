import { z } from 'zod';
import { DEFAULT_SESSION_TIMEOUT_MINUTES } from './constants';
import { AUDIT_OUTCOMES, Uuid } from './identity';
import { EMAIL_MAX_LENGTH } from './marketing';
import { PLAN_IDS, SUBSCRIPTION_STATUSES, TRIAL_DAYS } from './plans';

/**
 * The system administrator's platform area (/system-admin/{tab}): tenants (list, detail,
 * suspension), platform analytics, the platform audit log and platform-wide settings. Every call
 * takes the system administrator's token only. Times are ISO 8601 in UTC; days are YYYY-MM-DD
 * (UTC).
 */

const DAY_MS = 86_400_000;

/** Dates outside these years are refused (typing mistakes, and years PostgreSQL cannot store). */
export const PLATFORM_YEARS = { min: 2000, max: 2100 } as const;

/** A UTC day, YYYY-MM-DD, a real calendar date within PLATFORM_YEARS. */
export const PlatformDay = z.iso.date('Use the format YYYY-MM-DD').refine((value) => {
  const year = Number(value.slice(0, 4));
  return year >= PLATFORM_YEARS.min && year <= PLATFORM_YEARS.max;
}, `Use a date between ${PLATFORM_YEARS.min} and ${PLATFORM_YEARS.max}`);

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

const inOrder = (value: { from?: string | undefined; to?: string | undefined }) =>
  value.from === undefined || value.to === undefined || value.from <= value.to;
const DATE_ORDER = { message: 'The end date must not be before the start date', path: ['to'] };

const Page = z.coerce
  .number()
  .int('Must be a whole number')
  .min(1, 'At least 1')
  .max(100_000, 'At most 100000');

// --- Tenants -------------------------------------------------------------------------------

/** A tenant (the clinic account) is active, or suspended by a system administrator. */
export const TENANT_STATUSES = ['active', 'suspended'] as const;
export type TenantStatus = (typeof TENANT_STATUSES)[number];

export const TENANT_SORT_KEYS = [
  'name',
  'created_at',
  'status',
  'plan',
  'staff_count',
  'patient_count',
  'branch_count',
  'last_staff_sign_in_at',
] as const;
export type TenantSortKey = (typeof TENANT_SORT_KEYS)[number];

export const TENANT_PAGE_SIZE = { default: 25, max: 100 } as const;

/**
 * GET /api/system-admin/tenants. `q` finds a part of the tenant's name or slug, or of the clinic's
 * name or code (case-insensitive). `subscription_status` is the status that holds now (a trial past
 * its end is expired). Without `order`, names sort A→Z and everything else newest or largest first.
 */
export const PlatformTenantQuery = z.object({
  q: z.string().trim().max(100, 'At most 100 characters').optional(),
  status: z.enum(TENANT_STATUSES, 'Use active or suspended').optional(),
  plan: z.enum(PLAN_IDS, `Use one of ${PLAN_IDS.join(', ')}`).optional(),
  subscription_status: z
    .enum(SUBSCRIPTION_STATUSES, `Use one of ${SUBSCRIPTION_STATUSES.join(', ')}`)
    .optional(),
  sort: z.enum(TENANT_SORT_KEYS, `Sort by one of ${TENANT_SORT_KEYS.join(', ')}`).default('created_at'),
  order: z.enum(['asc', 'desc'], 'Use asc or desc').optional(),
  page: Page.default(1),
  page_size: z.coerce
    .number()
    .int('Must be a whole number')
    .min(1, 'At least 1')
    .max(TENANT_PAGE_SIZE.max, `At most ${TENANT_PAGE_SIZE.max}`)
    .default(TENANT_PAGE_SIZE.default),
});
export type PlatformTenantQuery = z.input<typeof PlatformTenantQuery>;

/** One row of the tenants list. */
export const PlatformTenantSummary = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  status: z.enum(TENANT_STATUSES),
  clinic_id: z.string().nullable(),
  clinic_name: z.string().nullable(),
  clinic_code: z.string().nullable(),
  plan: z.enum(PLAN_IDS),
  /** The status that holds now: a trial past its end is 'expired' even before the trial job runs. */
  subscription_status: z.enum(SUBSCRIPTION_STATUSES),
  trial_ends_at: z.string().nullable(),
  /** Active staff accounts (invited and deactivated ones are not counted). */
  staff_count: z.number().int(),
  /** Patient records that are not archived. */
  patient_count: z.number().int(),
  branch_count: z.number().int(),
  last_staff_sign_in_at: z.string().nullable(),
  created_at: z.string(),
});
export type PlatformTenantSummary = z.infer<typeof PlatformTenantSummary>;

export const PlatformTenantPage = z.object({
  items: z.array(PlatformTenantSummary),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type PlatformTenantPage = z.infer<typeof PlatformTenantPage>;

// --- Platform audit ------------------------------------------------------------------------

export const PLATFORM_AUDIT_ACTOR_TYPES = ['staff', 'patient', 'system_admin', 'anonymous'] as const;
export const PLATFORM_AUDIT_PAGE_SIZE = { default: 50, max: 200 } as const;

/**
 * One event of the platform audit log: system administrators' actions, patients' sign-ins,
 * attempts with unknown identifiers. `actor_name` is a system administrator's name (null for
 * other actors); `subject_tenant_*` name the clinic account the event concerns, if any.
 */
export const PlatformAuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actor_type: z.enum(PLATFORM_AUDIT_ACTOR_TYPES),
  actor_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  subject_tenant_id: z.string().nullable(),
  subject_tenant_name: z.string().nullable(),
  action: z.string(),
  resource_type: z.string(),
  resource_id: z.string().nullable(),
  outcome: z.enum(AUDIT_OUTCOMES),
  /** Why a system administrator acted (suspension, reactivation); null otherwise. */
  reason: z.string().nullable(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  session_id: z.string().nullable(),
});
export type PlatformAuditEntry = z.infer<typeof PlatformAuditEntry>;

const PlatformAuditFilterFields = {
  /** A system administrator's id: only that administrator's events. */
  admin_id: Uuid.optional(),
  actor_type: z
    .enum(PLATFORM_AUDIT_ACTOR_TYPES, `Use one of ${PLATFORM_AUDIT_ACTOR_TYPES.join(', ')}`)
    .optional(),
  /** "tenant" finds tenant.suspended, tenant.reactivated…; "tenant.suspended" finds exactly that. */
  action: z.string().trim().max(80, 'At most 80 characters').optional(),
  tenant_id: Uuid.optional(),
  outcome: z.enum(AUDIT_OUTCOMES, `Use one of ${AUDIT_OUTCOMES.join(', ')}`).optional(),
  /** UTC days, both inclusive. */
  from: PlatformDay.optional(),
  to: PlatformDay.optional(),
};

/** GET /api/system-admin/audit: newest first. */
export const PlatformAuditQuery = z
  .object({
    ...PlatformAuditFilterFields,
    page: Page.default(1),
    page_size: z.coerce
      .number()
      .int('Must be a whole number')
      .min(1, 'At least 1')
      .max(PLATFORM_AUDIT_PAGE_SIZE.max, `At most ${PLATFORM_AUDIT_PAGE_SIZE.max}`)
      .default(PLATFORM_AUDIT_PAGE_SIZE.default),
  })
  .refine(inOrder, DATE_ORDER);
export type PlatformAuditQuery = z.input<typeof PlatformAuditQuery>;

/** GET /api/system-admin/audit/export: the same filters, no paging. */
export const PlatformAuditExportQuery = z.object(PlatformAuditFilterFields).refine(inOrder, DATE_ORDER);
export type PlatformAuditExportQuery = z.input<typeof PlatformAuditExportQuery>;

export const PlatformAuditPage = z.object({
  items: z.array(PlatformAuditEntry),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type PlatformAuditPage = z.infer<typeof PlatformAuditPage>;

/** The export's columns, in order (the CSV header row). */
export const PLATFORM_AUDIT_CSV_COLUMNS = [
  'id',
  'at',
  'actor_type',
  'actor_id',
  'actor_name',
  'subject_tenant_id',
  'subject_tenant_name',
  'action',
  'resource_type',
  'resource_id',
  'outcome',
  'reason',
  'ip_address',
  'user_agent',
  'session_id',
] as const satisfies readonly (keyof PlatformAuditEntry)[];

// --- Tenant detail and suspension ----------------------------------------------------------

export const PlatformTenantDetail = PlatformTenantSummary.extend({
  /** The suspension in force (null while the tenant is active). */
  suspension: z
    .object({
      suspended_at: z.string(),
      reason: z.string(),
      suspended_by: z.object({ id: z.string(), name: z.string() }).nullable(),
    })
    .nullable(),
  branches: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      city: z.string(),
      country: z.string(),
      timezone: z.string(),
      created_at: z.string(),
    }),
  ),
  /** The clinic's super admins who are not deactivated: names and e-mail addresses only. */
  super_admins: z.array(z.object({ name: z.string(), email: z.string() })),
  /** Staff sessions not yet ended (what a suspension would end). */
  open_staff_sessions: z.number().int(),
  /** Bytes and number of the tenant's stored files (profile pictures, logos), read from the store. */
  storage_bytes: z.number().int(),
  storage_files: z.number().int(),
  /** The latest platform audit events about this tenant, newest first (at most 20). */
  recent_audit: z.array(PlatformAuditEntry),
});
export type PlatformTenantDetail = z.infer<typeof PlatformTenantDetail>;

export const SUSPENSION_REASON_MAX_LENGTH = 500;

/** POST /api/system-admin/tenants/{tenantId}/suspend and …/reactivate: why (kept in the audit). */
export const TenantStatusChangeRequest = z
  .object({
    reason: z
      .string('Give a reason')
      .trim()
      .min(3, 'Give a reason (at least 3 characters)')
      .max(SUSPENSION_REASON_MAX_LENGTH, `At most ${SUSPENSION_REASON_MAX_LENGTH} characters`),
  })
  .strict();
export type TenantStatusChangeRequest = z.infer<typeof TenantStatusChangeRequest>;

export const TenantStatusChangeResponse = z.object({
  tenant: PlatformTenantSummary,
  /** Staff sessions ended by this change (0 for a reactivation). */
  sessions_ended: z.number().int(),
});
export type TenantStatusChangeResponse = z.infer<typeof TenantStatusChangeResponse>;

// --- Platform analytics --------------------------------------------------------------------

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

// --- Platform settings ---------------------------------------------------------------------

export const PLATFORM_SETTINGS_LIMITS = {
  trialDays: { min: 1, max: 365 },
  sessionTimeoutMinutes: { min: 1, max: 480 },
  maintenanceBannerMaxLength: 280,
} as const;

export const PLATFORM_SETTINGS_DEFAULTS = {
  default_trial_days: TRIAL_DAYS,
  support_email: '',
  maintenance_banner: '',
  default_session_timeout_minutes: DEFAULT_SESSION_TIMEOUT_MINUTES,
} as const;

/** GET /api/system-admin/settings. */
export const PlatformSettings = z.object({
  /** The length of a new clinic's trial. */
  default_trial_days: Count,
  /** Where clinics write for help; empty when not set. */
  support_email: z.string(),
  /** One line shown across the product while it is not empty. */
  maintenance_banner: z.string(),
  /** The idle timeout a new clinic starts with (each clinic may change its own). */
  default_session_timeout_minutes: Count,
  updated_at: z.string(),
  updated_by: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type PlatformSettings = z.infer<typeof PlatformSettings>;

const { trialDays, sessionTimeoutMinutes, maintenanceBannerMaxLength } = PLATFORM_SETTINGS_LIMITS;
const wholeNumber = (min: number, max: number, unit: string) =>
  z
    .number('Must be a number')
    .int('Must be a whole number')
    .min(min, `At least ${min} ${unit}`)
    .max(max, `At most ${max} ${unit}`);

/** PATCH /api/system-admin/settings: the fields sent change, nothing else. */
export const PlatformSettingsUpdate = z
  .object({
    default_trial_days: wholeNumber(trialDays.min, trialDays.max, 'days').optional(),
    support_email: z
      .string()
      .trim()
      .max(EMAIL_MAX_LENGTH, `At most ${EMAIL_MAX_LENGTH} characters`)
      .pipe(z.union([z.literal(''), z.email('Enter a valid email address')], 'Enter a valid email address'))
      .optional(),
    maintenance_banner: z
      .string()
      .trim()
      .max(maintenanceBannerMaxLength, `At most ${maintenanceBannerMaxLength} characters`)
      // eslint-disable-next-line no-control-regex -- the point is to refuse control characters
      .regex(/^[^\u0000-\u001f\u007f]*$/, 'Use one line of text without control characters')
      .optional(),
    default_session_timeout_minutes: wholeNumber(
      sessionTimeoutMinutes.min,
      sessionTimeoutMinutes.max,
      'minutes',
    ).optional(),
  })
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change' });
export type PlatformSettingsUpdate = z.infer<typeof PlatformSettingsUpdate>;
