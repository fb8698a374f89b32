import { z } from 'zod';
import { PLAN_IDS, SUBSCRIPTION_STATUSES } from '../plans';
import { Page, pageOf, pageSize } from './query-parts';

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
  page_size: pageSize(TENANT_PAGE_SIZE),
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

export const PlatformTenantPage = pageOf(PlatformTenantSummary);
export type PlatformTenantPage = z.infer<typeof PlatformTenantPage>;
