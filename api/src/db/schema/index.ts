import type { AuditLogTable, PlatformAuditLogTable } from './audit';
import type { ContactMessagesTable, LaunchSignupsTable } from './marketing';
import type { NotificationsTable } from './notifications';
import type {
  PatientClinicLinksTable,
  PatientLoginsTable,
  PatientRefreshTokensTable,
  PatientSessionsTable,
  PatientTokensTable,
  PatientsTable,
} from './patients';
import type {
  FeatureCatalogueTable,
  PlanFeaturesTable,
  SubscriptionChangesTable,
  SubscriptionsTable,
} from './plans';
import type {
  PlatformSettingsTable,
  SystemAdminsTable,
  SystemSessionsTable,
  TenantStatusChangesTable,
} from './platform';
import type { LoginThrottleTable } from './sessions';
import type {
  RolesTable,
  StaffBranchesTable,
  StaffRefreshTokensTable,
  StaffSessionsTable,
  StaffTokensTable,
  StaffUsersTable,
} from './staff';
import type {
  BranchOpeningHoursTable,
  BranchesTable,
  ClinicsTable,
  TenantSettingsTable,
  TenantsTable,
} from './tenancy';

// The tables by domain, one file each; '../db/schema' stays the one place to import them from.
export type * from './audit';
export type * from './branding';
export type * from './marketing';
export type * from './notifications';
export type * from './patients';
export type * from './plans';
export type * from './platform';
export type { LoginThrottleTable } from './sessions';
export type * from './staff';
export type * from './tenancy';

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
