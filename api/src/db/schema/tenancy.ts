import type { ColumnType, Generated } from 'kysely';
import type { BrandingColumns } from './branding';
import type { Defaulted, NullableDefaulted, Timestamp } from './columns';

export interface TenantsTable {
  id: Generated<string>;
  slug: string;
  name: string;
  status: ColumnType<'active' | 'suspended', 'active' | 'suspended' | undefined, 'active' | 'suspended'>;
  created_at: Timestamp;
  updated_at: Timestamp;
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

export interface TenantSettingsTable {
  tenant_id: string;
  session_timeout_minutes: Defaulted<number>;
  updated_at: Timestamp;
}
