import { z } from 'zod';
import { Uuid } from './fields';

export const AUDIT_OUTCOMES = ['success', 'failure', 'denied'] as const;

export const AuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actor_type: z.enum(['staff', 'patient', 'system_admin', 'anonymous']),
  actor_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  actor_role: z.string().nullable(),
  branch_id: z.string().nullable(),
  action: z.string(),
  resource_type: z.string(),
  resource_id: z.string().nullable(),
  outcome: z.enum(AUDIT_OUTCOMES),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  session_id: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** The audit log's free-text search: matched anywhere in the action, record, address or colleague. */
export const AUDIT_SEARCH_MAX_LENGTH = 100;

export const AuditQuery = z.object({
  q: z
    .string()
    .trim()
    .max(AUDIT_SEARCH_MAX_LENGTH, `Search for at most ${AUDIT_SEARCH_MAX_LENGTH} characters`)
    .optional(),
  user_id: Uuid.optional(),
  action: z.string().trim().max(80).optional(),
  resource_type: z.string().trim().max(80).optional(),
  outcome: z.enum(AUDIT_OUTCOMES).optional(),
  from: z.iso.date('Use the format YYYY-MM-DD').optional(),
  to: z.iso.date('Use the format YYYY-MM-DD').optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.input<typeof AuditQuery>;

export const AuditPage = z.object({
  items: z.array(AuditEntry),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AuditPage = z.infer<typeof AuditPage>;
