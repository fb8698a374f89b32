import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, NullableDefaulted, NullableTimestamp, Timestamp } from './columns';
import type { DeviceColumns, SessionColumns } from './sessions';

export interface RolesTable {
  tenant_id: string;
  id: Generated<string>;
  name: string;
  description: Defaulted<string>;
  is_system: Defaulted<boolean>;
  permissions: Defaulted<string[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type StaffStatus = 'invited' | 'active' | 'deactivated';

export interface StaffUsersTable {
  tenant_id: string;
  id: Generated<string>;
  username: NullableDefaulted<string>;
  username_normalized: NullableDefaulted<string>;
  email: string;
  email_normalized: string;
  first_name: Defaulted<string>;
  last_name: Defaulted<string>;
  password_hash: NullableDefaulted<string>;
  status: Defaulted<StaffStatus>;
  role_id: string;
  default_branch_id: NullableDefaulted<string>;
  email_verified_at: NullableTimestamp;
  password_changed_at: NullableTimestamp;
  profile_picture: NullableDefaulted<string>;
  totp_secret: NullableDefaulted<string>;
  totp_pending_secret: NullableDefaulted<string>;
  totp_enabled_at: NullableTimestamp;
  totp_last_step: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  recovery_codes: Defaulted<string[]>;
  login_notifications: Defaulted<boolean>;
  notification_settings: Defaulted<Record<string, boolean>>;
  last_login_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StaffBranchesTable {
  tenant_id: string;
  user_id: string;
  branch_id: string;
}

export interface StaffSessionsTable extends SessionColumns, DeviceColumns {
  tenant_id: string;
  user_id: string;
  city: Defaulted<string>;
  region: Defaulted<string>;
  country: Defaulted<string>;
}

export interface StaffRefreshTokensTable {
  tenant_id: string;
  token_hash: string;
  session_id: string;
  created_at: Timestamp;
  expires_at: Date | string;
  used_at: NullableTimestamp;
}

export type StaffTokenPurpose = 'password_reset' | 'email_verification' | 'invitation';

export interface StaffTokensTable {
  tenant_id: string;
  id: Generated<string>;
  purpose: StaffTokenPurpose;
  user_id: string;
  token_hash: string;
  expires_at: Date | string;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}
