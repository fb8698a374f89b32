import type { BranchResponse, BrandingResponse, ClinicResponse, OpeningHours } from '@clinio/contracts';
import { createMockApi, type MockApi } from '@clinio/platform/testing';
import { BRANCHES, TENANT_ID } from './fixtures';

/** The clinic of the signed-in user in renderApp. */
export const CLINIC_ID = '00000000-0000-4000-8000-0000000000c1';

const WEEKDAY_HOURS = { open: '09:00', close: '17:00' };

export const OFFICE_HOURS: OpeningHours = {
  monday: WEEKDAY_HOURS,
  tuesday: WEEKDAY_HOURS,
  wednesday: WEEKDAY_HOURS,
  thursday: WEEKDAY_HOURS,
  friday: WEEKDAY_HOURS,
  saturday: { open: '10:00', close: '14:00' },
  sunday: null,
};

export function buildBranch(
  overrides: Partial<BranchResponse> & Pick<BranchResponse, 'id' | 'name'>,
): BranchResponse {
  return {
    clinic_id: CLINIC_ID,
    timezone: 'America/Halifax',
    address_line1: '',
    address_line2: '',
    city: '',
    region: '',
    postal_code: '',
    country: '',
    phone: '',
    opening_hours: OFFICE_HOURS,
    is_default: false,
    staff_count: 0,
    created_at: '2026-01-10T10:00:00Z',
    updated_at: '2026-01-10T10:00:00Z',
    ...overrides,
  };
}

export const CLINIC_BRANCHES: BranchResponse[] = [
  buildBranch({
    ...BRANCHES[0],
    address_line1: '12 Harbour Street',
    city: 'Halifax',
    region: 'NS',
    postal_code: 'B3J 1A1',
    country: 'CA',
    phone: '+1 902 555 0100',
    is_default: true,
    staff_count: 4,
  }),
  buildBranch({
    ...BRANCHES[1],
    address_line1: '8 Hill Road',
    city: 'Dartmouth',
    country: 'CA',
    timezone: 'America/Halifax',
    opening_hours: {
      monday: null,
      tuesday: { open: '08:00', close: '12:00' },
      wednesday: null,
      thursday: null,
      friday: null,
      saturday: null,
      sunday: null,
    },
  }),
];

export const [HARBOUR_BRANCH, HILLSIDE_BRANCH] = CLINIC_BRANCHES as [BranchResponse, BranchResponse];

export function buildBranding(overrides: Partial<BrandingResponse> = {}): BrandingResponse {
  return {
    clinic_id: CLINIC_ID,
    branch_id: null,
    logo: null,
    logo_preview: null,
    primary_color: '#3e16d0',
    secondary_color: '#1585cb',
    custom_header_text: 'Harbour Clinic',
    show_logo_in_header: true,
    clinic_name: 'Harbour Clinic',
    tagline: 'Healthcare Management System',
    customized: ['custom_header_text'],
    ...overrides,
  };
}

export const CLINIC: ClinicResponse = {
  id: CLINIC_ID,
  tenant_id: TENANT_ID,
  name: 'Harbour Clinic',
  code: 'HARB-4821',
  email: 'front@harbour.example',
  phone: '+1 902 555 0100',
  website: 'https://harbour.example',
  address_line1: '12 Harbour Street',
  address_line2: '',
  city: 'Halifax',
  region: 'NS',
  postal_code: 'B3J 1A1',
  country: 'CA',
  timezone: 'America/Halifax',
  default_branch_id: HARBOUR_BRANCH.id,
  logo: null,
  branding: buildBranding(),
  branches: CLINIC_BRANCHES,
  created_at: '2026-01-10T10:00:00Z',
  updated_at: '2026-01-10T10:00:00Z',
};

/** Every GET of the clinic settings page answered. */
/** The clinic's online booking rules (GET /api/booking-settings). */
export const BOOKING_SETTINGS = {
  clinic_id: CLINIC_ID,
  embed_enabled: true,
  embed_allowed_origins: ['https://www.harbour.example'],
  min_notice_minutes: 120,
  max_days_ahead: 90,
  cancel_notice_minutes: 1440,
  slot_step_minutes: 15,
  waitlist_hold_minutes: 120,
  embed_path: `/embed/calendar/${CLINIC_ID}`,
};

/** Two of the clinic's appointment types: one booked online, one a video visit no longer offered. */
export const APPOINTMENT_TYPES = [
  {
    id: '00000000-0000-4000-8000-0000000000e1',
    key: 'consultation',
    name: 'Consultation',
    duration_minutes: 30,
    buffer_before_minutes: 0,
    buffer_after_minutes: 5,
    colour: '#3182ce',
    bookable_online: true,
    price_minor: 9000,
    currency: 'USD',
    required_consents: [],
    required_form_ids: [],
    telemedicine: false,
    active: true,
  },
  {
    id: '00000000-0000-4000-8000-0000000000e2',
    key: 'follow_up',
    name: 'Follow-up',
    duration_minutes: 15,
    buffer_before_minutes: 0,
    buffer_after_minutes: 0,
    colour: '#2f855a',
    bookable_online: false,
    price_minor: 4500,
    currency: 'USD',
    required_consents: [],
    required_form_ids: [],
    telemedicine: true,
    active: false,
  },
];

export function clinicSettingsApi(branches: BranchResponse[] = CLINIC_BRANCHES): MockApi {
  return createMockApi()
    .on(`GET /api/clinics/${CLINIC_ID}`, () => CLINIC)
    .on(`GET /api/tenants/${TENANT_ID}/branches`, () => branches)
    .on('GET /api/booking-settings', () => BOOKING_SETTINGS)
    .on('listAppointmentTypes', () => APPOINTMENT_TYPES);
}

/** Every GET of the brand page answered: the clinic's branding and each branch's merged one. */
export function brandApi(
  options: { clinic?: BrandingResponse; branches?: Record<string, BrandingResponse> } = {},
): MockApi {
  const clinic = options.clinic ?? buildBranding();
  const api = createMockApi()
    .on(`GET /api/clinics/${CLINIC_ID}/branding`, () => clinic)
    .on(`GET /api/tenants/${TENANT_ID}/branches`, () => CLINIC_BRANCHES);
  for (const branch of CLINIC_BRANCHES) {
    const branding = options.branches?.[branch.id] ?? { ...clinic, branch_id: branch.id, customized: [] };
    api.on(`GET /api/branches/${branch.id}/branding`, () => branding);
  }
  return api;
}
