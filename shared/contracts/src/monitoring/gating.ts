import { STORAGE_KEYS } from '../identity/session';
import { SPEC_MARKETING_PATHS, matchesRoutePattern } from '../routes';

/** Spec 4.7: any of these in browser storage means someone is signed in on this browser. */
export const SIGNED_IN_STORAGE_KEYS = [
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.patientData,
  STORAGE_KEYS.clinicData,
  STORAGE_KEYS.userProfile,
] as const;

/**
 * Spec 4.7's "public list": every marketing page of spec 2.1 (with the four named for monitoring)
 * and the staff and patient sign-in, recovery and registration pages. Left out on purpose: the
 * forms and workflow pages (outside the sign-in check but full of clinic data), the calendar
 * embed (runs inside a clinic's own site), the OAuth callbacks, clinic authorization and the
 * system-admin area.
 */
export const MONITORED_PUBLIC_PATHS: readonly string[] = [
  ...SPEC_MARKETING_PATHS,
  '/login',
  '/forgot-password',
  '/forgot-username',
  '/reset-password',
  '/patient-login',
  '/patient-forgot-password',
  '/patient-reset-password',
  '/patient-forgot-username',
  '/patient-registration',
  '/register',
  '/registration',
  '/registration-success',
  '/staff-register',
  '/verify-email',
];

const PRIVATE_AREAS = ['/dashboard', '/patient-dashboard'];

function isUnder(pathname: string, area: string): boolean {
  return pathname === area || pathname.startsWith(`${area}/`);
}

/**
 * Spec 4.7: a public page matches the public list and is not under /dashboard or
 * /patient-dashboard. The second test guards against a broad pattern ever added to the list.
 */
export function isPublicPage(
  pathname: string,
  publicPaths: readonly string[] = MONITORED_PUBLIC_PATHS,
): boolean {
  const path = pathname.toLowerCase();
  if (PRIVATE_AREAS.some((area) => isUnder(path, area))) return false;
  return publicPaths.some((pattern) => matchesRoutePattern(pattern, pathname));
}

export type Visitor = 'signed_out' | 'patient' | 'staff';

/**
 * Spec 4.7: signed in when any of the keys is stored; a patient when the patient session is
 * among them (patient data wins over a staff profile left behind, so the stricter rule applies).
 */
export function visitorOf(storage: { getItem(key: string): string | null }): Visitor {
  const stored = SIGNED_IN_STORAGE_KEYS.filter((key) => storage.getItem(key) !== null);
  if (stored.length === 0) return 'signed_out';
  return stored.includes(STORAGE_KEYS.patientData) ? 'patient' : 'staff';
}

/** The two switches of spec 4.7; both default to off in configuration. */
export interface MonitoringFlags {
  authenticatedMonitoring: boolean;
  patientMonitoring: boolean;
}

export interface MonitoringDecision {
  /** Error reports, traces and web vitals may be sent. */
  monitoring: boolean;
  /** Page views and events go to web analytics. */
  analytics: boolean;
  /** A signed-out visitor on a public page: the one case where a report may carry a username and e-mail. */
  isAnonymousPublicVisit: boolean;
}

/**
 * Spec 4.7. Signed-out visitors are watched on public pages only; staff when the
 * authenticated-monitoring flag is on; patients only when the patient-monitoring flag is on (that
 * flag alone decides for them). Analytics never follows a signed-in visitor.
 */
export function decideMonitoring(options: {
  pathname: string;
  visitor: Visitor;
  flags: MonitoringFlags;
}): MonitoringDecision {
  const { pathname, visitor, flags } = options;
  const isAnonymousPublicVisit = visitor === 'signed_out' && isPublicPage(pathname);
  const monitoring =
    visitor === 'signed_out'
      ? isAnonymousPublicVisit
      : visitor === 'patient'
        ? flags.patientMonitoring
        : flags.authenticatedMonitoring;
  return { monitoring, analytics: isAnonymousPublicVisit, isAnonymousPublicVisit };
}
