import { z } from 'zod';

/** The spec's launch flags, as the browser reads them at run time. */
export const LAUNCH_FLAG_NAMES = [
  'ENABLE_LOGIN',
  'ENABLE_PATIENT_LOGIN',
  'ENABLE_REGISTRATION',
  'ENABLE_DASHBOARD',
  'SHOW_COMING_SOON',
] as const;
export type LaunchFlagName = (typeof LAUNCH_FLAG_NAMES)[number];

export const LaunchFlags = z.object({
  ENABLE_LOGIN: z.boolean(),
  ENABLE_PATIENT_LOGIN: z.boolean(),
  ENABLE_REGISTRATION: z.boolean(),
  ENABLE_DASHBOARD: z.boolean(),
  SHOW_COMING_SOON: z.boolean(),
});
export type LaunchFlags = z.infer<typeof LaunchFlags>;

/** Spec section 1 and 9: before launch, every way in is closed and the coming-soon page is on. */
export const PRELAUNCH_FLAGS: LaunchFlags = {
  ENABLE_LOGIN: false,
  ENABLE_PATIENT_LOGIN: false,
  ENABLE_REGISTRATION: false,
  ENABLE_DASHBOARD: false,
  SHOW_COMING_SOON: true,
};

/**
 * The launched product: every way in open and no coming-soon banner. What the README's start
 * command (`LAUNCH_MODE=live`, the default) runs with.
 */
export const LIVE_FLAGS: LaunchFlags = {
  ENABLE_LOGIN: true,
  ENABLE_PATIENT_LOGIN: true,
  ENABLE_REGISTRATION: true,
  ENABLE_DASHBOARD: true,
  SHOW_COMING_SOON: false,
};

/** Every flag on, the banner too: what component tests and the remote harness start from. */
export const ALL_ON_FLAGS: LaunchFlags = {
  ENABLE_LOGIN: true,
  ENABLE_PATIENT_LOGIN: true,
  ENABLE_REGISTRATION: true,
  ENABLE_DASHBOARD: true,
  SHOW_COMING_SOON: true,
};

export const ESTIMATED_LAUNCH = 'Q4 2025';

/** A parsed error-reporting DSN (`{scheme}://{publicKey}@{host}{/path}/{projectId}`). */
export interface ErrorReportingDsn {
  publicKey: string;
  projectId: string;
  /** Scheme, host and port: what the Content-Security-Policy must allow. */
  origin: string;
  /** Where envelopes are posted: `{origin}{/path}/api/{projectId}/envelope/`. */
  envelopeUrl: string;
}

/**
 * Reads a Sentry-style DSN. Anything else (no key, no project id, not http(s), a query or a
 * fragment) gives null, so a typo is refused at start instead of silently reporting nowhere.
 */
export function parseErrorReportingDsn(dsn: string): ErrorReportingDsn | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username === '' || url.search !== '' || url.hash !== '') return null;
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  const projectId = segments.pop();
  if (projectId === undefined || !/^[A-Za-z0-9_-]+$/.test(projectId)) return null;
  const prefix = segments.length === 0 ? '' : `/${segments.join('/')}`;
  return {
    publicKey: decodeURIComponent(url.username),
    projectId,
    origin: url.origin,
    envelopeUrl: `${url.origin}${prefix}/api/${projectId}/envelope/`,
  };
}

/**
 * Error reporting, web analytics and spec 4.7's two switches, as the browser sees them. Each
 * service is null (off) unless the server is configured for it.
 */
export const MonitoringConfig = z.object({
  /** Where error reports go (Sentry's envelope protocol). */
  errorReporting: z.object({ dsn: z.string() }).nullable(),
  /** Plausible-compatible Events API: events go to `{url}/api/event` for the site `domain`. */
  analytics: z.object({ url: z.string(), domain: z.string() }).nullable(),
  flags: z.object({ authenticatedMonitoring: z.boolean(), patientMonitoring: z.boolean() }),
});
export type MonitoringConfig = z.infer<typeof MonitoringConfig>;

export const MONITORING_OFF: MonitoringConfig = {
  errorReporting: null,
  analytics: null,
  flags: { authenticatedMonitoring: false, patientMonitoring: false },
};

/** What the server tells the browser at start-up: one build serves every environment. */
export const PublicConfig = z.object({
  apiBaseUrl: z.string(),
  environment: z.string(),
  flags: LaunchFlags,
  estimatedLaunch: z.string(),
  /** Lets a developer point one remote at a local dev server (never on in production). */
  allowRemoteOverrides: z.boolean(),
  /** Absent (an older server) means everything off, like MONITORING_OFF. */
  monitoring: MonitoringConfig.optional(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
