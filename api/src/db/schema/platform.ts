import type { Generated } from 'kysely';
import type { Defaulted, NullableDefaulted, NullableTimestamp, Timestamp } from './columns';
import type { SessionColumns } from './sessions';

export interface SystemAdminsTable {
  id: Generated<string>;
  username: string;
  username_normalized: string;
  email: string;
  name: string;
  password_hash: string;
  status: Defaulted<'active' | 'disabled'>;
  last_login_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface SystemSessionsTable extends SessionColumns {
  admin_id: string;
}

/** Platform administration (0007): every suspension and reactivation of a tenant, append-only. */
export interface TenantStatusChangesTable {
  tenant_id: string;
  id: Generated<string>;
  at: Timestamp;
  from_status: 'active' | 'suspended';
  to_status: 'active' | 'suspended';
  reason: string;
  actor_type: 'system_admin' | 'system';
  actor_id: NullableDefaulted<string>;
}

/** Platform-wide settings (0007): exactly one row, id = true. */
export interface PlatformSettingsTable {
  id: Defaulted<boolean>;
  default_trial_days: Defaulted<number>;
  support_email: Defaulted<string>;
  maintenance_banner: Defaulted<string>;
  default_session_timeout_minutes: Defaulted<number>;
  updated_at: Timestamp;
  updated_by: NullableDefaulted<string>;
}
