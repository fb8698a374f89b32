import type { AuthSnapshot } from '@clinio/platform';
import type { AuthApi, SystemAdminAuthApi } from '../../auth/auth-context';
import { SIGNED_OUT } from '../../auth/auth-state';

type Mocked<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? jest.Mock<R, A> & T[K] : T[K];
};

export type FakeAuth = Mocked<AuthApi>;
export type FakeSystemAdminAuth = Mocked<SystemAdminAuthApi>;

/** A jest mock typed as the interface's method. */
function mock<F extends (...args: never[]) => unknown>(implementation: F) {
  const typed = implementation as (...args: Parameters<F>) => ReturnType<F>;
  return jest.fn(typed) as jest.Mock<ReturnType<F>, Parameters<F>> & F;
}

const USER = {
  id: 'a8d1f6a0-2c4e-4f1b-9a57-5f0d3c9e1b21',
  username: 'someone',
  email: 'someone@example.com',
  firstName: 'Sam',
  lastName: 'Lee',
  profilePicture: null,
};

export const PATIENT_SNAPSHOT: AuthSnapshot = {
  status: 'patient',
  user: { ...USER, role: { name: 'Patient', permissions: ['patient_read', 'patient_update'] } },
  tenantId: null,
  clinicId: null,
  branchId: null,
};

export const STAFF_SNAPSHOT: AuthSnapshot = {
  status: 'staff',
  user: { ...USER, role: { name: 'admin', permissions: [] } },
  tenantId: '0b8a3c1e-4f8e-4a61-9d0e-111111111111',
  clinicId: '0b8a3c1e-4f8e-4a61-9d0e-222222222222',
  branchId: null,
};

/**
 * An AuthApi whose every action succeeds by default; a test passes the implementations it needs
 * and reads the calls from the returned mocks.
 */
export function createFakeAuth(overrides: Partial<AuthApi> = {}): FakeAuth {
  const base: AuthApi = {
    snapshot: SIGNED_OUT,
    staffProfile: null,
    patientProfile: null,
    loginStaff: () => Promise.resolve({ kind: 'signed-in' }),
    completeTwoFactor: () => Promise.resolve(),
    loginPatient: () => Promise.resolve(),
    registerPatient: () => Promise.resolve(),
    acceptInvitation: () => Promise.resolve(),
    reloadProfile: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    ...overrides,
  };
  return {
    ...base,
    loginStaff: mock(base.loginStaff),
    completeTwoFactor: mock(base.completeTwoFactor),
    loginPatient: mock(base.loginPatient),
    registerPatient: mock(base.registerPatient),
    acceptInvitation: mock(base.acceptInvitation),
    reloadProfile: mock(base.reloadProfile),
    logout: mock(base.logout),
  };
}

export function createFakeSystemAdminAuth(overrides: Partial<SystemAdminAuthApi> = {}): FakeSystemAdminAuth {
  const base: SystemAdminAuthApi = {
    status: 'signed-out',
    admin: null,
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    ...overrides,
  };
  return { ...base, login: mock(base.login), logout: mock(base.logout) };
}
