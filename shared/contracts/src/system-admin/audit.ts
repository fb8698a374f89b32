import { z } from 'zod';
import { AUDIT_OUTCOMES, Uuid } from '../identity';
import { PlatformDay } from './days';
import { DATE_ORDER, Page, inOrder, pageOf, pageSize } from './query-parts';

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
    page_size: pageSize(PLATFORM_AUDIT_PAGE_SIZE),
  })
  .refine(inOrder, DATE_ORDER);
export type PlatformAuditQuery = z.input<typeof PlatformAuditQuery>;

/** GET /api/system-admin/audit/export: the same filters, no paging. */
export const PlatformAuditExportQuery = z.object(PlatformAuditFilterFields).refine(inOrder, DATE_ORDER);
export type PlatformAuditExportQuery = z.input<typeof PlatformAuditExportQuery>;

export const PlatformAuditPage = pageOf(PlatformAuditEntry);
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
