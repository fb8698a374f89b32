import {
  PatientProfile,
  STORAGE_KEYS,
  UserProfile,
  isKeptOnLogout,
  type TokenResponse,
} from '@clinio/contracts';
import { OVERRIDES_KEY } from '../boot/remote-overrides';

/** Whose tokens are stored: a stored patientData makes it a patient session (spec 4.1). */
export type SessionKind = 'staff' | 'patient';

/** The staff member's clinic, kept beside the profile (spec 3 clinicData). */
export interface ClinicData {
  clinic_id: string;
  clinic_name: string;
  tenant_id: string;
  branch_id: string | null;
}

/** Spec 3's browser-stored keys of the session, read and written in one place. */
export interface SessionStore {
  accessToken(): string | null;
  refreshToken(): string | null;
  saveTokens(tokens: Pick<TokenResponse, 'access_token' | 'refresh_token'>): void;
  kind(): SessionKind;
  staffProfile(): UserProfile | null;
  /** Also writes clinicData and drops any patient session data. */
  saveStaffProfile(profile: UserProfile): void;
  patientData(): PatientProfile | null;
  /** Also drops any staff session data. */
  savePatientData(profile: PatientProfile): void;
  /** The last uploaded picture of a user, kept across logouts (spec 4.1). */
  preservedPicture(userId: string): string | null;
  savePreservedPicture(userId: string, url: string): void;
  clearPreservedPicture(): void;
  /** Spec 4.1: everything goes but the kept keys (and the developer's remote overrides). */
  clear(): void;
}

/** What the contracts' zod schemas offer, without importing zod here. */
interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

function readJson<T>(storage: Storage, key: string, schema: Schema<T>): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function readPreserved(storage: Storage): { userId: string; url: string } | null {
  const raw = storage.getItem(STORAGE_KEYS.preservedProfilePicture);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { userId, url } = value as Record<string, unknown>;
    return typeof userId === 'string' && typeof url === 'string' ? { userId, url } : null;
  } catch {
    return null;
  }
}

export function createSessionStore(storage: Storage = window.localStorage): SessionStore {
  return {
    accessToken: () => storage.getItem(STORAGE_KEYS.accessToken),
    refreshToken: () => storage.getItem(STORAGE_KEYS.refreshToken),
    saveTokens(tokens) {
      storage.setItem(STORAGE_KEYS.accessToken, tokens.access_token);
      storage.setItem(STORAGE_KEYS.refreshToken, tokens.refresh_token);
    },
    kind: () => (storage.getItem(STORAGE_KEYS.patientData) === null ? 'staff' : 'patient'),
    staffProfile: () => readJson(storage, STORAGE_KEYS.userProfile, UserProfile),
    saveStaffProfile(profile) {
      const clinic: ClinicData = {
        clinic_id: profile.clinic_id,
        clinic_name: profile.clinic_name,
        tenant_id: profile.tenant_id,
        branch_id: profile.branch_id,
      };
      storage.removeItem(STORAGE_KEYS.patientData);
      storage.setItem(STORAGE_KEYS.userProfile, JSON.stringify(profile));
      storage.setItem(STORAGE_KEYS.clinicData, JSON.stringify(clinic));
    },
    patientData: () => readJson(storage, STORAGE_KEYS.patientData, PatientProfile),
    savePatientData(profile) {
      storage.removeItem(STORAGE_KEYS.userProfile);
      storage.removeItem(STORAGE_KEYS.clinicData);
      storage.setItem(STORAGE_KEYS.patientData, JSON.stringify(profile));
    },
    preservedPicture(userId) {
      const preserved = readPreserved(storage);
      return preserved?.userId === userId ? preserved.url : null;
    },
    savePreservedPicture(userId, url) {
      storage.setItem(STORAGE_KEYS.preservedProfilePicture, JSON.stringify({ userId, url }));
    },
    clearPreservedPicture() {
      storage.removeItem(STORAGE_KEYS.preservedProfilePicture);
    },
    clear() {
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
      for (const key of keys) {
        if (key !== null && !isKeptOnLogout(key) && key !== OVERRIDES_KEY) storage.removeItem(key);
      }
    },
  };
}
