import { DEFAULT_SESSION_TIMEOUT_MINUTES, DEFAULT_SESSION_WARNING_MINUTES } from '../constants';

/** Spec 4.2: the user events that count as activity. */
export const INACTIVITY_EVENTS = [
  'mousedown',
  'mousemove',
  'keypress',
  'scroll',
  'touchstart',
  'click',
] as const;

/**
 * Spec 4.2: the warning comes min(5, 10 % of the timeout) minutes before the end once the
 * configured timeout is known; 5 minutes before the default 30 until then.
 */
export function warningLeadMinutes(timeoutMinutes: number | null): number {
  if (timeoutMinutes === null) return DEFAULT_SESSION_WARNING_MINUTES;
  return Math.min(DEFAULT_SESSION_WARNING_MINUTES, timeoutMinutes * 0.1);
}

/** Spec 8: a missing or bad session-timeout setting falls back to 30 minutes. */
export function effectiveTimeoutMinutes(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? value
    : DEFAULT_SESSION_TIMEOUT_MINUTES;
}

/** 'm:ss' for the warning's countdown ('Your session will expire in 4:05 due to inactivity.'). */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Spec 3: the keys the web client keeps in local storage. */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  userProfile: 'userProfile',
  patientData: 'patientData',
  clinicData: 'clinicData',
  preservedProfilePicture: 'preservedProfilePicture',
  appointmentsTabOrder: 'appointments-tab-order',
  featureAccessCache: 'featureAccessCache',
  featureCache: 'featureCache',
  cacheTimestamp: 'cacheTimestamp',
  brandingPrefix: 'branding_',
  systemAdminToken: 'system_admin_token',
  systemAdminInfo: 'system_admin_info',
} as const;

/** Spec 4.1: what logout keeps (the picture and any appointments tab order, also per user). */
export function isKeptOnLogout(key: string): boolean {
  return key === STORAGE_KEYS.preservedProfilePicture || key.startsWith(STORAGE_KEYS.appointmentsTabOrder);
}
