import type { Generated } from 'kysely';
import type { NullableDefaulted, Timestamp } from './columns';

export type AuditActorType = 'staff' | 'patient' | 'system_admin' | 'anonymous';
export type AuditOutcome = 'success' | 'failure' | 'denied';

interface AuditColumns {
  id: Generated<string>;
  at: Timestamp;
  actor_type: AuditActorType;
  actor_id: NullableDefaulted<string>;
  action: string;
  resource_type: string;
  resource_id: NullableDefaulted<string>;
  outcome: AuditOutcome;
  ip_address: NullableDefaulted<string>;
  user_agent: NullableDefaulted<string>;
  session_id: NullableDefaulted<string>;
}

export interface AuditLogTable extends AuditColumns {
  tenant_id: string;
  actor_role: NullableDefaulted<string>;
  branch_id: NullableDefaulted<string>;
}

export interface PlatformAuditLogTable extends AuditColumns {
  subject_tenant_id: NullableDefaulted<string>;
  /** Why a system administrator acted (0007); null for other events. */
  reason: NullableDefaulted<string>;
}
