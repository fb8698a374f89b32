import type { MonitoringConfig } from '@clinio/contracts';
import { ApiError, type ApiClient, type EventBus } from '@clinio/platform';
import { observeApiClient } from './api-observer';
import { NO_ERROR_REPORTER, createEnvelopeReporter } from './envelope-reporter';
import { createMonitor, type Monitor, type PageContext } from './monitor';
import { NO_ANALYTICS, createPlausibleAnalytics } from './plausible-analytics';
import { collectWebVitals, type WebVitalsLibrary } from './web-vitals';

export interface InstallOptions {
  config: MonitoringConfig;
  bus: EventBus;
  /** The clients whose calls become breadcrumbs and reports. */
  apiClients: Pick<ApiClient, 'axios'>[];
  release: string;
  /** Tests pass their own; the default is this page. */
  window?: Window;
  fetch?: typeof fetch;
  webVitals?: WebVitalsLibrary;
}

function pageOf(target: Window): PageContext {
  return {
    href: () => target.location.href,
    pathname: () => target.location.pathname,
    referrer: () => target.document.referrer,
    userAgent: () => target.navigator.userAgent,
    storage: target.localStorage,
  };
}

/**
 * The lazily loaded part (ADR 019): the adapters the configuration asks for (no-ops otherwise),
 * the monitor, and its sources: uncaught errors and rejections, API answers, remote errors, the
 * launch sign-up and the web vitals.
 */
export interface InstalledMonitor extends Monitor {
  /** Stops listening to every source (tests; the page itself never stops). */
  uninstall(): void;
}

export function installMonitoring(options: InstallOptions): InstalledMonitor {
  const target = options.window ?? window;
  const { errorReporting, analytics } = options.config;
  const monitor = createMonitor({
    config: options.config,
    errors:
      errorReporting === null
        ? NO_ERROR_REPORTER
        : createEnvelopeReporter({
            dsn: errorReporting.dsn,
            ...(options.fetch ? { fetch: options.fetch } : {}),
          }),
    analytics:
      analytics === null
        ? NO_ANALYTICS
        : createPlausibleAnalytics({ ...analytics, ...(options.fetch ? { fetch: options.fetch } : {}) }),
    page: pageOf(target),
    release: options.release,
  });

  const onError = (event: ErrorEvent) => {
    // A cross-origin 'Script error.' has no error object; the noise filter drops it by its text.
    const error: unknown = event.error ?? event.message;
    monitor.captureException(error, { source: 'onerror', handled: false });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    // A failed API call was reported when it was answered.
    if (reason instanceof ApiError) return;
    monitor.captureException(reason, { source: 'onunhandledrejection', handled: false });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  const stops = [
    ...options.apiClients.map((client) =>
      observeApiClient(client, (call) => {
        monitor.recordApiCall(call);
      }),
    ),
    options.bus.subscribe('remote.error', ({ remote, message, errorId }) => {
      const error = new Error(message);
      error.name = 'RemoteError';
      monitor.captureException(error, { source: 'remote', tags: { remote, error_id: errorId } });
    }),
    options.bus.subscribe('marketing.signup-completed', ({ source }) => {
      monitor.trackEvent('Signup', { source });
    }),
  ];
  // The library cannot be unsubscribed from; its late reports are ignored after uninstall.
  let isInstalled = true;
  collectWebVitals((measurement) => {
    if (isInstalled) monitor.recordWebVital(measurement);
  }, options.webVitals);
  return {
    ...monitor,
    uninstall() {
      isInstalled = false;
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
      for (const stop of stops) stop();
    },
  };
}
