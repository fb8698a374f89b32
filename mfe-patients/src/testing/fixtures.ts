import {
  SYSTEM_ROLES,
  type BranchResponse,
  type ClinicResponse,
  type PatientListResponse,
  type PatientRecord,
  type PatientSummary,
} from '@clinio/contracts';
import type { AuthUser } from '@clinio/platform';

export const TENANT_ID = '00000000-0000-4000-8000-0000000000aa';
export const CLINIC_ID = '00000000-0000-4000-8000-0000000000c1';
export const MAIN_BRANCH = '00000000-0000-4000-8000-0000000000b1';
export const HILL_BRANCH = '00000000-0000-4000-8000-0000000000b2';

function user(id: string, name: string, role: keyof typeof SYSTEM_ROLES): AuthUser {
  const [firstName = '', lastName = ''] = name.split(' ');
  return {
    id,
    username: firstName.toLowerCase(),
    email: `${firstName.toLowerCase()}@harbour.example`,
    firstName,
    lastName,
    profilePicture: null,
    role: { name: role, permissions: [...SYSTEM_ROLES[role].permissions] },
  };
}

export const SUPER_ADMIN = user('00000000-0000-4000-8000-000000000001', 'Sara Owner', 'super_admin');
export const ADMIN = user('00000000-0000-4000-8000-000000000002', 'Adam Admin', 'admin');
export const FRONT_DESK = user('00000000-0000-4000-8000-000000000003', 'Fran Desk', 'front_desk');
export const BILLING = user('00000000-0000-4000-8000-000000000004', 'Bill Ledger', 'billing');

function branch(id: string, name: string, timezone: string): BranchResponse {
  return {
    id,
    clinic_id: CLINIC_ID,
    name,
    timezone,
    address_line1: '',
    address_line2: '',
    city: '',
    region: '',
    postal_code: '',
    country: 'US',
    phone: '',
    opening_hours: {
      monday: null,
      tuesday: null,
      wednesday: null,
      thursday: null,
      friday: null,
      saturday: null,
      sunday: null,
    },
    is_default: id === MAIN_BRANCH,
    staff_count: 3,
    created_at: '2026-01-10T10:00:00Z',
    updated_at: '2026-01-10T10:00:00Z',
  };
}

export const CLINIC: ClinicResponse = {
  id: CLINIC_ID,
  tenant_id: TENANT_ID,
  name: 'Harbour Clinic',
  code: 'HARBOUR1',
  email: '',
  phone: '',
  website: '',
  address_line1: '',
  address_line2: '',
  city: '',
  region: '',
  postal_code: '',
  country: 'US',
  timezone: 'America/New_York',
  default_branch_id: MAIN_BRANCH,
  logo: null,
  branding: {
    clinic_id: CLINIC_ID,
    branch_id: null,
    logo: null,
    logo_preview: null,
    primary_color: '#3e16d0',
    secondary_color: '#1585cb',
    custom_header_text: '',
    show_logo_in_header: true,
    clinic_name: 'Harbour Clinic',
    tagline: '',
    customized: [],
  },
  branches: [
    branch(MAIN_BRANCH, 'Harbour Street', 'America/New_York'),
    branch(HILL_BRANCH, 'Hillside', 'America/Los_Angeles'),
  ],
  created_at: '2026-01-10T10:00:00Z',
  updated_at: '2026-01-10T10:00:00Z',
};

let sequence = 0;

export function buildSummary(overrides: Partial<PatientSummary> = {}): PatientSummary {
  sequence += 1;
  return {
    id: `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`,
    chart_number: `P-${String(sequence).padStart(6, '0')}`,
    first_name: 'Patient',
    last_name: `Number${sequence}`,
    preferred_name: '',
    date_of_birth: '1984-03-12',
    sex: 'female',
    email: '',
    phone_number: '',
    branch_id: MAIN_BRANCH,
    tags: [],
    allergies: [],
    alerts: [],
    is_active: true,
    ...overrides,
  };
}

export function buildRecord(overrides: Partial<PatientRecord> = {}): PatientRecord {
  return {
    ...buildSummary(),
    gender_identity: '',
    address_line1: '',
    address_line2: '',
    city: '',
    region: '',
    postal_code: '',
    country: '',
    emergency_contact_name: '',
    emergency_contact_phone: '',
    emergency_contact_relationship: '',
    insurance: '',
    notes: '',
    archived_at: null,
    merged_into: null,
    has_portal_account: false,
    created_at: '2026-02-01T10:00:00Z',
    updated_at: '2026-02-01T10:00:00Z',
    ...overrides,
  };
}

export function patientPage(
  count: number,
  total = count,
  overrides: Partial<PatientSummary> = {},
): PatientListResponse {
  return { results: Array.from({ length: count }, () => buildSummary(overrides)), total };
}

/** A role with patients_read only (billing staff): sees charts, changes nothing. */
export const PROVIDER_LIKE = BILLING;
