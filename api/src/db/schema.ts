import type { NotificationCategory, NotificationPriority } from '@clinio/contracts';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type NullableDefaulted<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface TenantsTable {
  id: Generated<string>;
  slug: string;
  name: string;
  status: ColumnType<'active' | 'suspended', 'active' | 'suspended' | undefined, 'active' | 'suspended'>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Branding of a clinic, or a branch's override of it: NULL means "not set at this level". */
export interface BrandingColumns {
  logo_key: NullableDefaulted<string>;
  primary_color: NullableDefaulted<string>;
  secondary_color: NullableDefaulted<string>;
  custom_header_text: NullableDefaulted<string>;
  show_logo_in_header: NullableDefaulted<boolean>;
  tagline: NullableDefaulted<string>;
}

export interface ClinicsTable extends BrandingColumns {
  tenant_id: string;
  id: Generated<string>;
  name: string;
  code: string;
  email: Defaulted<string>;
  phone: Defaulted<string>;
  website: Defaulted<string>;
  timezone: ColumnType<string, string | undefined, string>;
  address_line1: Defaulted<string>;
  address_line2: Defaulted<string>;
  city: Defaulted<string>;
  region: Defaulted<string>;
  postal_code: Defaulted<string>;
  country: Defaulted<string>;
  default_branch_id: NullableDefaulted<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BranchesTable extends BrandingColumns {
  tenant_id: string;
  id: Generated<string>;
  clinic_id: string;
  name: string;
  timezone: ColumnType<string, string | undefined, string>;
  address_line1: ColumnType<string, string | undefined, string>;
  address_line2: ColumnType<string, string | undefined, string>;
  city: ColumnType<string, string | undefined, string>;
  region: ColumnType<string, string | undefined, string>;
  postal_code: ColumnType<string, string | undefined, string>;
  country: ColumnType<string, string | undefined, string>;
  phone: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One opening interval per ISO weekday (1 = Monday); no row means closed. Times are 'HH:MM:SS'. */
export interface BranchOpeningHoursTable {
  tenant_id: string;
  branch_id: string;
  weekday: number;
  opens_at: string;
  closes_at: string;
}

export interface LaunchSignupsTable {
  id: Generated<string>;
  email: string;
  email_normalized: string;
  source: string;
  created_at: Timestamp;
  forwarded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  forward_attempts: ColumnType<number, number | undefined, number>;
  last_forward_error: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  clinic_name: ColumnType<string, string | undefined, string>;
  phone: ColumnType<string, string | undefined, string>;
  clinic_size: string | null;
  message: string;
  created_at: Timestamp;
}

export interface SubscriptionsTable {
  tenant_id: string;
  plan: Defaulted<string>;
  status: Defaulted<string>;
  trial_ends_at: NullableTimestamp;
  /** When the super admins were told the trial ends soon; cleared when the end moves. */
  trial_ending_notified_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Plans and features (0005): global, read by requests, written by system-administrator code. */
export interface FeatureCatalogueTable {
  feature_key: string;
  name: string;
  category: string;
  is_active: Defaulted<boolean>;
  default_enabled: Defaulted<boolean>;
  requires_plan_tier: NullableDefaulted<string>;
  sort_order: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PlanFeaturesTable {
  feature_key: string;
  plan: string;
  is_enabled: boolean;
  updated_at: Timestamp;
}

export type SubscriptionChangeReason = 'provisioned' | 'plan_changed' | 'system_admin' | 'trial_expired';

/** Every change of a tenant's plan or status, append-only. */
export interface SubscriptionChangesTable {
  tenant_id: string;
  id: Generated<string>;
  at: Timestamp;
  reason: SubscriptionChangeReason;
  from_plan: NullableDefaulted<string>;
  to_plan: string;
  from_status: NullableDefaulted<string>;
  to_status: string;
  trial_ends_at: NullableTimestamp;
  actor_type: 'staff' | 'system_admin' | 'system';
  actor_id: NullableDefaulted<string>;
}

export interface TenantSettingsTable {
  tenant_id: string;
  session_timeout_minutes: Defaulted<number>;
  updated_at: Timestamp;
}

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

interface SessionColumns {
  id: Generated<string>;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  ended_at: NullableTimestamp;
  end_reason: NullableDefaulted<string>;
  ip_address: NullableDefaulted<string>;
  user_agent: Defaulted<string>;
}

interface DeviceColumns {
  device: Defaulted<string>;
  browser: Defaulted<string>;
  platform: Defaulted<string>;
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

export interface LoginThrottleTable {
  key: string;
  failures: Defaulted<number>;
  locked_until: NullableTimestamp;
  updated_at: Timestamp;
}

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

export interface NotificationsTable {
  tenant_id: string;
  id: Generated<string>;
  user_id: string;
  title: string;
  message: Defaulted<string>;
  category: NotificationCategory;
  priority: Defaulted<NotificationPriority>;
  read_at: NullableTimestamp;
  created_at: Timestamp;
}

/** The schema as Kysely sees it; every table of the migrations appears here. */
export interface DB {
  tenants: TenantsTable;
  clinics: ClinicsTable;
  branches: BranchesTable;
  branch_opening_hours: BranchOpeningHoursTable;
  launch_signups: LaunchSignupsTable;
  contact_messages: ContactMessagesTable;
  subscriptions: SubscriptionsTable;
  subscription_changes: SubscriptionChangesTable;
  feature_catalogue: FeatureCatalogueTable;
  plan_features: PlanFeaturesTable;
  tenant_settings: TenantSettingsTable;
  roles: RolesTable;
  staff_users: StaffUsersTable;
  staff_branches: StaffBranchesTable;
  staff_sessions: StaffSessionsTable;
  staff_refresh_tokens: StaffRefreshTokensTable;
  staff_tokens: StaffTokensTable;
  patient_logins: PatientLoginsTable;
  patients: PatientsTable;
  patient_clinic_links: PatientClinicLinksTable;
  patient_sessions: PatientSessionsTable;
  patient_refresh_tokens: PatientRefreshTokensTable;
  patient_tokens: PatientTokensTable;
  system_admins: SystemAdminsTable;
  system_sessions: SystemSessionsTable;
  login_throttle: LoginThrottleTable;
  audit_log: AuditLogTable;
  platform_audit_log: PlatformAuditLogTable;
  tenant_status_changes: TenantStatusChangesTable;
  platform_settings: PlatformSettingsTable;
  notifications: NotificationsTable;
}
