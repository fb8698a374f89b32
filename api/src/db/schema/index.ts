import type { ColumnType, Selectable } from 'kysely';
import type * as Generated from './generated';

// The schema as Kysely sees it: generated from the migrated database (`pnpm db:types`, ADR 026),
// so it cannot drift from the migrations. Only what the catalog cannot know is written here: the
// shape of JSON columns. '../db/schema' stays the one place to import the types from.
export type * from './generated';

/** Staff notification preferences: one switch per notification kind. */
export interface StaffUsersTable extends Omit<Generated.StaffUsers, 'notification_settings'> {
  notification_settings: ColumnType<
    Record<string, boolean>,
    Record<string, boolean> | undefined,
    Record<string, boolean>
  >;
}

/**
 * Patients: the chart number is given by a trigger (migration 0008) when an insert brings none,
 * which the catalog shows as "no default"; reads are bigint (a string).
 */
export interface PatientsTable extends Omit<Generated.Patients, 'chart_number'> {
  chart_number: ColumnType<string, string | number | bigint | undefined, string | number | bigint>;
}

export interface DB extends Omit<Generated.DB, 'staff_users' | 'patients'> {
  staff_users: StaffUsersTable;
  patients: PatientsTable;
  /**
   * Migration 0009: the current tenant's patients, read-only, for the search (the trigram
   * indexes cannot serve LIKE through the table's row-level security; ADR 032).
   */
  patient_search_rows: PatientsTable;
}

export type ClinicsTable = Generated.Clinics;
export type BranchesTable = Generated.Branches;
export type PatientTokensTable = Generated.PatientTokens;

/** Branding of a clinic, or a branch's override of it: NULL means "not set at this level". */
export type BrandingColumns = Pick<
  Generated.Branches,
  'logo_key' | 'primary_color' | 'secondary_color' | 'custom_header_text' | 'show_logo_in_header' | 'tagline'
>;

export type AuditActorType = Selectable<Generated.AuditLog>['actor_type'];
export type AuditOutcome = Selectable<Generated.AuditLog>['outcome'];
export type StaffStatus = Generated.StaffUsersStatus;
export type StaffTokenPurpose = Generated.StaffTokensPurpose;
export type SubscriptionChangeReason = Generated.SubscriptionChangesReason;
