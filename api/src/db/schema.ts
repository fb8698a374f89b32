import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface TenantsTable {
  id: Generated<string>;
  slug: string;
  name: string;
  status: ColumnType<'active' | 'suspended', 'active' | 'suspended' | undefined, 'active' | 'suspended'>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ClinicsTable {
  tenant_id: string;
  id: Generated<string>;
  name: string;
  code: string;
  timezone: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BranchesTable {
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

/** The schema as Kysely sees it; every table of the migrations appears here. */
export interface DB {
  tenants: TenantsTable;
  clinics: ClinicsTable;
  branches: BranchesTable;
  launch_signups: LaunchSignupsTable;
  contact_messages: ContactMessagesTable;
}
