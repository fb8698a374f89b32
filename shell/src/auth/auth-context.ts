import type {
  LoginRequest,
  PatientLoginRequest,
  PatientProfile,
  PatientRegistrationRequest,
  StaffRegistrationRequest,
  TwoFactorChallenge,
  UserProfile,
} from '@clinio/contracts';
import type { AuthSnapshot } from '@clinio/platform';
import { createContext, useContext } from 'react';

/** The outcome of a staff password step: signed in, or a second factor is needed. */
export type StaffLoginResult = { kind: 'signed-in' } | { kind: 'two-factor'; challenge: TwoFactorChallenge };

/**
 * The shell's authentication (spec 4.1). Pages use these actions; the provider keeps the tokens
 * and the profile in the spec's storage keys, refreshes, checks validity, and logs out.
 * Errors reject with ApiError (its message follows spec 8). A sign-in does not navigate: the
 * page that asked for it chooses where to go (staff home /dashboard, patient home
 * /patient-dashboard, or a safe `next`).
 */
export interface AuthApi {
  snapshot: AuthSnapshot;
  /** The staff profile of /api/me, when a staff user is signed in. */
  staffProfile: UserProfile | null;
  /** The patient profile (patientData), when a patient is signed in. */
  patientProfile: PatientProfile | null;
  loginStaff(credentials: LoginRequest): Promise<StaffLoginResult>;
  completeTwoFactor(challengeToken: string, code: string): Promise<void>;
  loginPatient(credentials: PatientLoginRequest): Promise<void>;
  registerPatient(input: PatientRegistrationRequest): Promise<void>;
  /** Accepts a staff invitation (/staff-register): the account is created and signed in. */
  acceptInvitation(input: StaffRegistrationRequest): Promise<void>;
  /** Re-reads /api/me (or the patient profile), e.g. after the profile changed. */
  reloadProfile(): Promise<void>;
  /**
   * Spec 4.1 logout: storage cleared but for the kept keys, back to '/', then the CSRF token and
   * the logout call (whose failure changes nothing locally). 'unauthorized' skips the server.
   */
  logout(reason?: 'user' | 'timeout' | 'unauthorized'): Promise<void>;
}

export const AuthContext = createContext<AuthApi | null>(null);

export function useAuth(): AuthApi {
  const auth = useContext(AuthContext);
  if (auth === null) throw new Error('useAuth must be used within an AuthProvider');
  return auth;
}

/** The system administrator's separate sign-in (spec 4.7). */
export interface SystemAdminAuthApi {
  status: 'checking' | 'signed-out' | 'signed-in';
  admin: { id: string; username: string; email: string; name: string } | null;
  /** Rejects with ApiError whose message is spec 8's: the detail, 'Login failed' or 'Network error'. */
  login(username: string, password: string): Promise<void>;
  /** Clears the local credentials even when the server call fails. */
  logout(): Promise<void>;
}

export const SystemAdminAuthContext = createContext<SystemAdminAuthApi | null>(null);

export function useSystemAdminAuth(): SystemAdminAuthApi {
  const auth = useContext(SystemAdminAuthContext);
  if (auth === null) throw new Error('useSystemAdminAuth must be used within a SystemAdminAuthProvider');
  return auth;
}
