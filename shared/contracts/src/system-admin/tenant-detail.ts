import { z } from 'zod';
import { PlatformAuditEntry } from './audit';
import { PlatformTenantSummary } from './tenants';

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
