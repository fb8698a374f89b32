import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, NullableDefaulted, NullableTimestamp, Timestamp } from './columns';
import type { DeviceColumns, SessionColumns } from './sessions';

export interface PatientLoginsTable {
  id: Generated<string>;
  username: string;
  username_normalized: string;
  email: string;
  email_normalized: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone_number: Defaulted<string>;
  date_of_birth: ColumnType<string | null, string | null | undefined, string | null>;
  status: Defaulted<'active' | 'disabled'>;
  email_verified_at: NullableTimestamp;
  password_changed_at: NullableTimestamp;
  last_login_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PatientsTable {
  tenant_id: string;
  id: Generated<string>;
  first_name: string;
  last_name: string;
  email: Defaulted<string>;
  phone_number: Defaulted<string>;
  date_of_birth: ColumnType<string | null, string | null | undefined, string | null>;
  login_id: NullableDefaulted<string>;
  archived_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PatientClinicLinksTable {
  tenant_id: string;
  login_id: string;
  patient_id: string;
  clinic_id: string;
  authorized_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface PatientSessionsTable extends SessionColumns, DeviceColumns {
  login_id: string;
}

export interface PatientRefreshTokensTable {
  token_hash: string;
  session_id: string;
  created_at: Timestamp;
  expires_at: Date | string;
  used_at: NullableTimestamp;
}

export interface PatientTokensTable {
  id: Generated<string>;
  purpose: 'password_reset' | 'email_verification';
  login_id: string;
  token_hash: string;
  expires_at: Date | string;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}
