import {
  SYSTEM_ROLES,
  type PatientImport,
  type PatientRecord,
  type PatientSummary,
  type UserProfile,
} from '@clinio/contracts';
import type { AuthSnapshot, AuthUser } from '@clinio/platform';
import { RemoteHarness, apiError, createMockApi, type MockApi } from '@clinio/platform/testing';
import { render, screen, type RenderResult } from '@testing-library/react';
import { App } from '../app';
import { buildRecord, buildSummary } from '../testing/fixtures';

// Whole screens under jsdom on a 2-core machine can pass jest's default 5 s.
jest.setTimeout(20_000);

export const TENANT_ID = '00000000-0000-4000-8000-0000000000a1';
export const BRANCH = { id: '00000000-0000-4000-8000-0000000000b1', name: 'Harbour Street' };

function staffUser(role: keyof typeof SYSTEM_ROLES, name: string): AuthUser {
  const [firstName = '', lastName = ''] = name.split(' ');
  return {
    id: `00000000-0000-4000-8000-00000000000${role.length % 10}`,
    username: firstName.toLowerCase(),
    email: `${firstName.toLowerCase()}@harbour.example`,
    firstName,
    lastName,
    profilePicture: null,
    role: { name: role, permissions: [...SYSTEM_ROLES[role].permissions] },
  };
}

export const ADMIN = staffUser('admin', 'Adam Admin');
export const FRONT_DESK = staffUser('front_desk', 'Fran Desk');
export const BILLING = staffUser('billing', 'Bill Ledger');

export const PATIENT_USER: AuthUser = {
  id: '00000000-0000-4000-8000-0000000000e1',
  username: 'jordan',
  email: 'jordan@example.com',
  firstName: 'Jordan',
  lastName: 'Miller',
  profilePicture: null,
  role: { name: 'Patient', permissions: ['patient_read', 'patient_update'] },
};

export const PROFILE: UserProfile = {
  id: ADMIN.id,
  user_id: ADMIN.id,
  username: ADMIN.username,
  email: ADMIN.email,
  first_name: 'Adam',
  last_name: 'Admin',
  profile_picture: null,
  role: { id: '00000000-0000-4000-8000-0000000000f2', name: 'admin', permissions: [] },
  permissions: [...SYSTEM_ROLES.admin.permissions],
  subscription: { plan_name: 'pro', status: 'active' },
  branch_id: BRANCH.id,
  tenant_id: TENANT_ID,
  clinic_id: '00000000-0000-4000-8000-0000000000c1',
  clinic_name: 'Harbour Clinic',
  branches: [BRANCH],
  email_verified: true,
  two_factor_enabled: false,
};

export interface Rendered extends RenderResult {
  api: MockApi;
  onNavigate: jest.Mock<undefined, [string]>;
  logout: jest.Mock<Promise<void>, []>;
}

export interface RenderOptions {
  api?: MockApi;
  user?: AuthUser;
}

/** Renders the remote at `path` as the shell would, for a staff member or a patient. */
export function renderAt(
  path: string,
  { api = createMockApi(), user = ADMIN }: RenderOptions = {},
): Rendered {
  const onNavigate = jest.fn<undefined, [string]>();
  const patient = user.role.name === 'Patient';
  const auth: AuthSnapshot = patient
    ? { status: 'patient', user, tenantId: null, clinicId: null, branchId: null }
    : { status: 'staff', user, tenantId: TENANT_ID, clinicId: PROFILE.clinic_id, branchId: BRANCH.id };
  const logout = jest.fn<Promise<void>, []>(() => Promise.resolve());
  const view = render(
    <RemoteHarness App={App} initialPath={path} props={{ api, auth, logout }} onNavigate={onNavigate} />,
  );
  return { ...view, api, onNavigate, logout };
}

/** Renders and waits for the h1 (the first screen of a file compiles slowly under jest). */
export async function openAt(
  path: string,
  heading: string | RegExp,
  options: RenderOptions = {},
): Promise<Rendered> {
  const view = renderAt(path, options);
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 });
  return view;
}

export function validationFailure(fields: { field: string; message: string }[]) {
  return apiError(400, { detail: 'Validation failed', code: 'validation_error', fields });
}

export const IMPORT_ID = '00000000-0000-4000-8000-00000000d001';

export function importOf(overrides: Partial<PatientImport> = {}): PatientImport {
  return {
    id: IMPORT_ID,
    file_name: 'old-system.csv',
    status: 'draft',
    branch_id: null,
    total_rows: 3,
    processed_rows: 0,
    imported_rows: 0,
    skipped_rows: 0,
    duplicate_rows: 0,
    error: null,
    created_at: '2026-11-20T09:00:00.000Z',
    started_at: null,
    finished_at: null,
    ...overrides,
  };
}

export function summaryOf(overrides: Partial<PatientSummary> = {}): PatientSummary {
  return buildSummary({
    id: '00000000-0000-4000-8000-0000000000aa',
    chart_number: 'P-000001',
    first_name: 'Ana',
    last_name: 'Silva',
    date_of_birth: '1980-04-02',
    branch_id: null,
    ...overrides,
  });
}

export function recordOf(overrides: Partial<PatientRecord> = {}): PatientRecord {
  return buildRecord({
    ...summaryOf(),
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  });
}
