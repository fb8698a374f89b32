import { permissionNamesOf, type PatientProfile, type UserProfile } from '@clinio/contracts';
import type { AuthSnapshot, AuthUser } from '@clinio/platform';

/** Who is signed in, with the profile the snapshot is made from. */
export type AuthState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'staff'; profile: UserProfile }
  | { status: 'patient'; profile: PatientProfile };

export const SIGNED_OUT: AuthSnapshot = {
  status: 'signed-out',
  user: null,
  tenantId: null,
  clinicId: null,
  branchId: null,
};

export const AUTH_LOADING: AuthSnapshot = { ...SIGNED_OUT, status: 'loading' };

/** An API path (spec 3: pictures are relative) made absolute with the API base address. */
export function apiUrl(path: string, apiBaseUrl: string): string {
  if (/^(https?:|data:|blob:)/i.test(path)) return path;
  return `${apiBaseUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

function orNull(value: string): string | null {
  return value.trim() === '' ? null : value;
}

export function staffUserOf(profile: UserProfile, apiBaseUrl: string): AuthUser {
  return {
    id: profile.id,
    username: profile.username,
    email: profile.email,
    firstName: orNull(profile.first_name),
    lastName: orNull(profile.last_name),
    profilePicture: profile.profile_picture === null ? null : apiUrl(profile.profile_picture, apiBaseUrl),
    role: { name: profile.role.name, permissions: permissionNamesOf(profile) },
  };
}

export function patientUserOf(profile: PatientProfile): AuthUser {
  return {
    id: profile.id,
    username: profile.username,
    email: profile.email,
    firstName: orNull(profile.first_name),
    lastName: orNull(profile.last_name),
    profilePicture: null,
    role: { name: profile.role.name, permissions: [...profile.role.permissions] },
  };
}

/** What the routing and the remotes may know (never a token). */
export function snapshotOf(state: AuthState, apiBaseUrl: string): AuthSnapshot {
  switch (state.status) {
    case 'loading':
      return AUTH_LOADING;
    case 'signed-out':
      return SIGNED_OUT;
    case 'staff':
      return {
        status: 'staff',
        user: staffUserOf(state.profile, apiBaseUrl),
        tenantId: state.profile.tenant_id,
        clinicId: state.profile.clinic_id,
        branchId: state.profile.branch_id,
      };
    case 'patient':
      // A patient may be linked to several clinics: no single tenant or clinic is theirs.
      return {
        status: 'patient',
        user: patientUserOf(state.profile),
        tenantId: null,
        clinicId: null,
        branchId: null,
      };
  }
}

/** 'First Last', else the username. */
export function displayNameOf(user: Pick<AuthUser, 'firstName' | 'lastName' | 'username'>): string {
  const name = [user.firstName, user.lastName].filter((part): part is string => part !== null).join(' ');
  return name === '' ? user.username : name;
}

/** Up to two initials, for an avatar without a picture. */
export function initialsOf(user: Pick<AuthUser, 'firstName' | 'lastName' | 'username'>): string {
  const parts = displayNameOf(user)
    .split(/[\s._-]+/)
    .filter((part) => part !== '');
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1] ?? '') : '';
  const initials = last === '' ? first.slice(0, 2) : `${first.charAt(0)}${last.charAt(0)}`;
  return initials === '' ? '?' : initials.toUpperCase();
}
