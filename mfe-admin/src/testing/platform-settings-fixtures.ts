import { WEEKDAYS, type BranchResponse, type ClinicResponse } from '@clinio/contracts';
import { createMockApi, type MockApi } from '@clinio/platform/testing';
import { BRANCHES, TENANT_ID } from './fixtures';

/** The clinic renderApp signs in to (its auth snapshot's clinicId). */
export const PLATFORM_CLINIC_ID = '00000000-0000-4000-8000-0000000000c1';

const CLOSED = Object.fromEntries(WEEKDAYS.map((day) => [day, null])) as BranchResponse['opening_hours'];

const ADDRESS = {
  address_line1: '',
  address_line2: '',
  city: 'Halifax',
  region: 'Nova Scotia',
  postal_code: '',
  country: 'CA',
};

function branch(overrides: Partial<BranchResponse> & Pick<BranchResponse, 'id' | 'name'>): BranchResponse {
  return {
    clinic_id: PLATFORM_CLINIC_ID,
    timezone: 'America/Halifax',
    ...ADDRESS,
    phone: '',
    opening_hours: CLOSED,
    is_default: false,
    staff_count: 3,
    created_at: '2026-01-10T10:00:00Z',
    updated_at: '2026-01-10T10:00:00Z',
    ...overrides,
  };
}

/** GET /api/clinics/{clinicId}: in Halifax, Harbour Street (the default branch) and Hillside. */
export function buildPlatformClinic(overrides: Partial<ClinicResponse> = {}): ClinicResponse {
  const [main, hill] = BRANCHES;
  return {
    id: PLATFORM_CLINIC_ID,
    tenant_id: TENANT_ID,
    name: 'Harbour Clinic',
    code: 'HARBOUR1',
    email: 'front@harbour.example',
    phone: '',
    website: '',
    ...ADDRESS,
    timezone: 'America/Halifax',
    default_branch_id: main.id,
    logo: null,
    branding: {
      clinic_id: PLATFORM_CLINIC_ID,
      branch_id: null,
      logo: null,
      logo_preview: null,
      primary_color: '#3e16d0',
      secondary_color: '#1585cb',
      custom_header_text: '',
      show_logo_in_header: true,
      clinic_name: 'Harbour Clinic',
      tagline: 'Healthcare Management System',
      customized: [],
    },
    branches: [
      branch({ id: main.id, name: main.name, is_default: true }),
      branch({ id: hill.id, name: hill.name }),
    ],
    created_at: '2026-01-10T10:00:00Z',
    updated_at: '2026-01-10T10:00:00Z',
    ...overrides,
  };
}

/** Both GETs of the platform settings page answered; tests add the PATCH routes they look at. */
export function platformSettingsApi(minutes = 30): MockApi {
  return createMockApi()
    .on('GET /api/tenant-settings', () => ({ session_timeout_minutes: minutes }))
    .on(`GET /api/clinics/${PLATFORM_CLINIC_ID}`, () => buildPlatformClinic());
}
