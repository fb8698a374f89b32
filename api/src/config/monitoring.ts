import { parseErrorReportingDsn, type MonitoringConfig } from '@clinio/contracts';

/** Where this server's development receiver listens (ADR 019), speaking both providers' paths. */
export const DEV_MONITORING_PREFIX = '/api/dev-monitoring';
/** The project id in the DSN that `local` stands for. */
export const DEV_MONITORING_PROJECT_ID = '1';

export interface ServerMonitoringConfig {
  /** The DSN browsers report errors to, `local` already resolved; null: error reporting off. */
  errorReportingDsn: string | null;
  /** The analytics service's base address, `local` already resolved; null: analytics off. */
  analyticsUrl: string | null;
  /** The site name analytics events carry. */
  analyticsDomain: string;
  authenticatedMonitoring: boolean;
  patientMonitoring: boolean;
  /** Serve the development receiver: when a setting is `local`, and always outside production. */
  devReceiver: boolean;
}

/** `local` or a DSN the browser can use. */
export function isErrorReportingSetting(value: string): boolean {
  return value === 'local' || parseErrorReportingDsn(value) !== null;
}

interface MonitoringEnv {
  ERROR_REPORTING_DSN?: string | undefined;
  ANALYTICS_URL?: string | undefined;
  ANALYTICS_DOMAIN?: string | undefined;
  MONITOR_AUTHENTICATED: boolean;
  MONITOR_PATIENTS: boolean;
}

/**
 * `local` points a service at this server's own receiver, at the address people open
 * (PUBLIC_APP_URL), so the browser's requests stay same-origin.
 */
export function resolveMonitoring(
  env: MonitoringEnv,
  options: { publicAppUrl: string; nodeEnv: 'development' | 'production' | 'test' },
): ServerMonitoringConfig {
  const app = new URL(options.publicAppUrl);
  const local = `${app.origin}${DEV_MONITORING_PREFIX}`;
  const dsn = env.ERROR_REPORTING_DSN;
  const analytics = env.ANALYTICS_URL;
  return {
    errorReportingDsn:
      dsn === 'local'
        ? `${app.protocol}//local@${app.host}${DEV_MONITORING_PREFIX}/${DEV_MONITORING_PROJECT_ID}`
        : (dsn ?? null),
    analyticsUrl: analytics === 'local' ? local : (analytics?.replace(/\/+$/, '') ?? null),
    analyticsDomain: env.ANALYTICS_DOMAIN ?? app.hostname,
    authenticatedMonitoring: env.MONITOR_AUTHENTICATED,
    patientMonitoring: env.MONITOR_PATIENTS,
    devReceiver: dsn === 'local' || analytics === 'local' || options.nodeEnv !== 'production',
  };
}

/** The browser's part: the two services (null when off) and the two switches. */
export function publicMonitoringOf(config: ServerMonitoringConfig): MonitoringConfig {
  return {
    errorReporting: config.errorReportingDsn === null ? null : { dsn: config.errorReportingDsn },
    analytics:
      config.analyticsUrl === null ? null : { url: config.analyticsUrl, domain: config.analyticsDomain },
    flags: {
      authenticatedMonitoring: config.authenticatedMonitoring,
      patientMonitoring: config.patientMonitoring,
    },
  };
}

/** Origins the browser posts reports and events to: the Content-Security-Policy's connect-src. */
export function monitoringOrigins(config: ServerMonitoringConfig): string[] {
  const origins = [
    config.errorReportingDsn === null
      ? null
      : (parseErrorReportingDsn(config.errorReportingDsn)?.origin ?? null),
    config.analyticsUrl === null ? null : new URL(config.analyticsUrl).origin,
  ];
  return [...new Set(origins.filter((origin) => origin !== null))];
}
