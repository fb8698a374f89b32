import type {
  AdminInfo,
  PatientProfile,
  PatientSessionResponse,
  TokenResponse,
  UserProfile,
} from '@clinio/contracts';

function base64url(value: string): string {
  return btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export const SESSION_ID = '9d0e4a61-4f8e-4a61-9d0e-0b8a3c1e0001';

/** An unsigned JWT that expires `expiresInSeconds` from `nowMs` (the browser only reads exp). */
export function jwt(
  expiresInSeconds: number,
  nowMs: number = Date.now(),
  claims: Record<string, unknown> = {},
): string {
  const payload = {
    sub: 'user',
    sid: SESSION_ID,
    exp: Math.floor(nowMs / 1000) + expiresInSeconds,
    ...claims,
  };
  return `${base64url(JSON.stringify({ alg: 'HS256', typ: 'at+jwt' }))}.${base64url(JSON.stringify(payload))}.signature`;
}

/** A 15-minute token pair, as the server issues them. */
export function tokenPair(refresh = 'refresh-1', nowMs: number = Date.now()): TokenResponse {
  return { access_token: jwt(900, nowMs), refresh_token: refresh, token_type: 'bearer', expires_in: 900 };
}

const ids = {
  user: '0b8a3c1e-4f8e-4a61-9d0e-000000000001',
  role: '0b8a3c1e-4f8e-4a61-9d0e-000000000002',
  tenant: '0b8a3c1e-4f8e-4a61-9d0e-000000000003',
  clinic: '0b8a3c1e-4f8e-4a61-9d0e-000000000004',
  branch: '0b8a3c1e-4f8e-4a61-9d0e-000000000005',
  patientLogin: '0b8a3c1e-4f8e-4a61-9d0e-000000000006',
  patient: '0b8a3c1e-4f8e-4a61-9d0e-000000000007',
  otherClinic: '0b8a3c1e-4f8e-4a61-9d0e-000000000008',
  admin: '0b8a3c1e-4f8e-4a61-9d0e-000000000009',
};
export const IDS = ids;

export function staffProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  const permissions = overrides.permissions ?? ['staff_read', 'patients_read'];
  return {
    id: ids.user,
    user_id: ids.user,
    username: 'ada.lovelace',
    email: 'ada@clinic.example',
    first_name: 'Ada',
    last_name: 'Lovelace',
    profile_picture: null,
    role: { id: ids.role, name: 'admin', permissions: permissions.map((name) => ({ name })) },
    permissions,
    subscription: { plan_name: 'trial', status: 'trial' },
    branch_id: ids.branch,
    tenant_id: ids.tenant,
    clinic_id: ids.clinic,
    clinic_name: 'Harbour Clinic',
    branches: [{ id: ids.branch, name: 'Main' }],
    email_verified: true,
    two_factor_enabled: false,
    ...overrides,
  };
}

export function patientProfile(overrides: Partial<PatientProfile> = {}): PatientProfile {
  return {
    id: ids.patientLogin,
    patient_id: ids.patient,
    username: 'grace',
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'grace@mail.example',
    phone_number: '',
    email_verified: true,
    role: { name: 'Patient', permissions: ['patient_read', 'patient_update'] },
    clinics: [
      {
        clinic_id: ids.clinic,
        clinic_name: 'Harbour Clinic',
        patient_id: ids.patient,
        authorized_at: '2026-01-05T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function patientSession(refresh = 'patient-refresh-1'): PatientSessionResponse {
  return { ...tokenPair(refresh), patient: patientProfile() };
}

export const ADMIN_INFO: AdminInfo = {
  id: ids.admin,
  username: 'root',
  email: 'ops@clinio.example',
  name: 'Platform Operator',
};

/** Puts a staff session in storage, as a previous visit left it. */
export function storeStaffSession(
  options: { access?: string; refresh?: string | null; profile?: UserProfile | null } = {},
): void {
  localStorage.setItem('access_token', options.access ?? jwt(900));
  if (options.refresh !== null) localStorage.setItem('refresh_token', options.refresh ?? 'refresh-1');
  if (options.profile !== null)
    localStorage.setItem('userProfile', JSON.stringify(options.profile ?? staffProfile()));
}

/** Puts a patient session in storage. */
export function storePatientSession(options: { access?: string; refresh?: string } = {}): void {
  localStorage.setItem('access_token', options.access ?? jwt(900));
  localStorage.setItem('refresh_token', options.refresh ?? 'patient-refresh-1');
  localStorage.setItem('patientData', JSON.stringify(patientProfile()));
}
