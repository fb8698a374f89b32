import {
  SYSTEM_ROLES,
  type FormTemplate,
  type Paperwork,
  type PatientRecord,
  type PatientSummary,
} from '@clinio/contracts';
import type { AuthSnapshot, AuthUser } from '@clinio/platform';
import { RemoteHarness, createMockApi, type MockApi } from '@clinio/platform/testing';
import { render, screen } from '@testing-library/react';
import { App } from '../app';

export const TENANT_ID = '00000000-0000-4000-8000-0000000000aa';
export const CLINIC_ID = '00000000-0000-4000-8000-0000000000c1';
export const PATIENT_ID = '00000000-0000-4000-8000-0000000000e1';
export const TEMPLATE_ID = '00000000-0000-4000-8000-0000000000f1';

function staffUser(role: keyof typeof SYSTEM_ROLES): AuthUser {
  return {
    id: '00000000-0000-4000-8000-000000000002',
    username: 'adam',
    email: 'adam@harbour.example',
    firstName: 'Adam',
    lastName: 'Admin',
    profilePicture: null,
    role: { name: role, permissions: [...SYSTEM_ROLES[role].permissions] },
  };
}

export const ADMIN = staffUser('admin');

export const PATIENT_USER: AuthUser = {
  id: '00000000-0000-4000-8000-0000000000d1',
  username: 'ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profilePicture: null,
  role: { name: 'Patient', permissions: ['patient_read', 'patient_update'] },
};

export function template(overrides: Partial<FormTemplate> = {}): FormTemplate {
  return {
    id: TEMPLATE_ID,
    clinic_id: CLINIC_ID,
    name: 'New patient intake',
    description: 'Before your first visit',
    form_type: 'intake',
    is_required: true,
    appointment_types: ['general'],
    translations: {},
    form_schema: {
      type: 'object',
      properties: {
        full_name: { type: 'string', field_type: 'string', title: 'Full name' },
        smoker: { type: 'boolean', field_type: 'boolean', title: 'Smoker' },
      },
      required: ['full_name'],
      field_order: ['full_name', 'smoker'],
    },
    version: 1,
    is_active: true,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const ADA: PatientSummary = {
  id: PATIENT_ID,
  chart_number: 'P-000001',
  first_name: 'Ada',
  last_name: 'Lovelace',
  preferred_name: '',
  date_of_birth: '1984-03-12',
  sex: 'female',
  email: '',
  phone_number: '',
  branch_id: null,
  tags: [],
  allergies: [],
  alerts: [],
  is_active: true,
};

/** The chart's record of Ada (what `getPatient` answers). */
export const ADA_RECORD: PatientRecord = {
  ...ADA,
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
  has_portal_account: true,
  created_at: '2026-02-01T10:00:00Z',
  updated_at: '2026-02-01T10:00:00Z',
};

export const APPOINTMENT_ID = '00000000-0000-4000-8000-0000000000b9';

/** A patient's paperwork: the template above for one visit, and the given consents. */
export function paperworkOf(
  consents: Paperwork['consents'] = [],
  form: Partial<Paperwork['forms'][number]> = {},
): Paperwork {
  const { form_schema, name, description, form_type, version } = template();
  return {
    forms: [
      {
        template_id: TEMPLATE_ID,
        version,
        name,
        description,
        form_type,
        form_schema,
        translations: {},
        appointment_id: APPOINTMENT_ID,
        appointment_start: '2026-12-01T15:00:00.000Z',
        appointment_type: 'consultation',
        submitted_at: null,
        draft: null,
        ...form,
      },
    ],
    consents,
  };
}

export interface Opened {
  api: MockApi;
  onNavigate: jest.Mock<undefined, [string]>;
}

/** The remote at `path`, signed in as staff (or as a patient), with the mock API. */
export function renderAt(
  path: string,
  {
    api = createMockApi(),
    user = ADMIN,
    patient = false,
  }: { api?: MockApi; user?: AuthUser; patient?: boolean } = {},
): Opened {
  const onNavigate = jest.fn<undefined, [string]>();
  const auth: AuthSnapshot = patient
    ? { status: 'patient', user: PATIENT_USER, tenantId: null, clinicId: null, branchId: null }
    : { status: 'staff', user, tenantId: TENANT_ID, clinicId: CLINIC_ID, branchId: null };
  render(<RemoteHarness App={App} initialPath={path} props={{ api, auth }} onNavigate={onNavigate} />);
  return { api, onNavigate };
}

/** Renders and waits for the page's h1 (the first screen of a file compiles: a longer wait). */
export async function openAt(
  path: string,
  heading: string | RegExp,
  options: Parameters<typeof renderAt>[1] = {},
) {
  const opened = renderAt(path, options);
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 });
  return opened;
}
