import {
  INP_MIN_DURATION_MS,
  MONITORING_SETTINGS,
  decideMonitoring,
  isNoiseEvent,
  rateWebVital,
  scrubBreadcrumb,
  scrubErrorEvent,
  scrubUrl,
  shouldReportApiCall,
  tracingStatusFromHttp,
  visitorOf,
  type MonitoringConfig,
  type MonitoringDecision,
  type WebVitalName,
  type WebVitalRating,
} from '@clinio/contracts';
import type { ErrorReporter } from './envelope-reporter';
import {
  createEventId,
  exceptionOf,
  fitEvent,
  normalizeEvent,
  type Breadcrumb,
  type ErrorReport,
} from './error-event';
import type { MonitoredUser, MonitoringSignals } from './monitoring-bridge';
import type { AnalyticsProps, AnalyticsSender } from './plausible-analytics';

/** The page as monitoring reads it (window.location, document.referrer, localStorage). */
export interface PageContext {
  href(): string;
  pathname(): string;
  referrer(): string;
  userAgent(): string;
  storage: { getItem(key: string): string | null };
}

export interface CaptureOptions {
  /** How it was caught: 'onerror', 'onunhandledrejection', 'error_boundary', 'api', 'remote'. */
  source: string;
  /** false when nothing in the page caught it. */
  handled?: boolean;
  tags?: Record<string, string>;
}

export interface ApiCall {
  method: string;
  url: string;
  status: number;
  error: unknown;
}

export interface Monitor extends MonitoringSignals {
  /** Spec 4.7 for the page and visitor of this moment. */
  decide(): MonitoringDecision;
  captureException(error: unknown, options: CaptureOptions): void;
  recordApiCall(call: ApiCall): void;
  recordWebVital(measurement: { name: WebVitalName; value: number }): void;
  trackEvent(name: string, props?: AnalyticsProps): void;
}

export interface MonitorOptions {
  config: MonitoringConfig;
  errors: ErrorReporter;
  analytics: AnalyticsSender;
  page: PageContext;
  release?: string;
  now?: () => number;
}

/** A page that throws in a loop must not flood the service. */
const MAX_REPORTS_PER_MINUTE = 30;

function roundVital(name: WebVitalName, value: number): number {
  return name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
}

/**
 * The monitoring rules wired together: who is watched where (gating, decided afresh for every
 * report, page view and breadcrumb), what a report carries (breadcrumbs, user id, scrubbed URL,
 * web vitals) and what is dropped (noise, a report over the size cap, a flood).
 */
export function createMonitor(options: MonitorOptions): Monitor {
  const { config, errors, analytics, page } = options;
  const now = options.now ?? Date.now;
  let breadcrumbs: Breadcrumb[] = [];
  let user: MonitoredUser | null = null;
  let lastLocation: string | null = null;
  let sentAt: number[] = [];
  const vitals = new Map<WebVitalName, { value: number; rating: WebVitalRating }>();

  const decide = () =>
    decideMonitoring({ pathname: page.pathname(), visitor: visitorOf(page.storage), flags: config.flags });
  const isReporting = () => errors.isEnabled && decide().monitoring;
  const isCounting = () => analytics.isEnabled && decide().analytics;
  const referrer = () => (page.referrer() === '' ? null : scrubUrl(page.referrer()));

  const addBreadcrumb = (crumb: Omit<Breadcrumb, 'timestamp'>) => {
    // Only while this visitor may be watched here: a trail must not carry what gating left out.
    if (!isReporting()) return;
    breadcrumbs.push(scrubBreadcrumb({ ...crumb, timestamp: now() / 1000 }));
    if (breadcrumbs.length > MONITORING_SETTINGS.maxBreadcrumbs) breadcrumbs.shift();
  };

  const withinRate = () => {
    const at = now();
    sentAt = sentAt.filter((time) => at - time < 60_000);
    if (sentAt.length >= MAX_REPORTS_PER_MINUTE) return false;
    sentAt.push(at);
    return true;
  };

  const vitalTags = (): Record<string, string> => {
    const tags: Record<string, string> = {};
    for (const [name, { value, rating }] of vitals) {
      tags[`web_vital.${name.toLowerCase()}`] = String(value);
      tags[`web_vital.${name.toLowerCase()}.rating`] = rating;
    }
    return tags;
  };

  const captureException: Monitor['captureException'] = (error, capture) => {
    if (!errors.isEnabled) return;
    const decision = decide();
    if (!decision.monitoring) return;
    const event: ErrorReport = {
      event_id: createEventId(),
      timestamp: now() / 1000,
      platform: 'javascript',
      level: 'error',
      environment: MONITORING_SETTINGS.environment,
      ...(options.release === undefined ? {} : { release: options.release }),
      exception: {
        values: [exceptionOf(error, { type: capture.source, handled: capture.handled ?? true })],
      },
      breadcrumbs: [...breadcrumbs],
      request: { url: page.href(), headers: { 'User-Agent': page.userAgent() } },
      ...(user === null ? {} : { user: { id: user.id } }),
      tags: { source: capture.source, ...vitalTags(), ...capture.tags },
    };
    if (isNoiseEvent(event) || !withinRate()) return;
    const scrubbed = scrubErrorEvent(event, { isAnonymousPublicVisit: decision.isAnonymousPublicVisit });
    const report = fitEvent(normalizeEvent(scrubbed));
    if (report !== null) void errors.send(report);
  };

  return {
    decide,
    captureException,

    navigated({ pathname, search }) {
      const to = `${pathname}${search}`;
      if (to === lastLocation) return;
      const from = lastLocation;
      lastLocation = to;
      if (from !== null) addBreadcrumb({ type: 'navigation', category: 'navigation', data: { from, to } });
      if (isCounting()) {
        void analytics.send({
          name: 'pageview',
          url: scrubUrl(page.href()),
          referrer: referrer(),
          props: {},
        });
      }
    },

    sessionChanged(next) {
      if ((next?.id ?? null) === (user?.id ?? null)) return;
      // One visitor's trail never rides along with another's report.
      breadcrumbs = [];
      user = next;
    },

    renderError(error, errorId) {
      captureException(error, { source: 'error_boundary', tags: { error_id: errorId } });
    },

    recordApiCall(call) {
      const endpoint = scrubUrl(call.url);
      addBreadcrumb({
        type: 'http',
        category: 'xhr',
        level: call.status >= 200 && call.status <= 299 ? 'info' : 'error',
        data: { method: call.method, url: endpoint, status_code: call.status },
      });
      if (!shouldReportApiCall(call)) return;
      captureException(call.error, {
        source: 'api',
        tags: {
          'http.status_code': String(call.status),
          'api.status': tracingStatusFromHttp(call.status),
          'api.method': call.method,
          'api.endpoint': endpoint,
        },
      });
    },

    recordWebVital({ name, value }) {
      // Spec 9: interactions shorter than the minimum are not INP.
      if (name === 'INP' && value < INP_MIN_DURATION_MS) return;
      const rating = rateWebVital(name, value);
      const rounded = roundVital(name, value);
      if (isCounting()) {
        void analytics.send({
          name: 'Web Vitals',
          url: scrubUrl(page.href()),
          referrer: referrer(),
          props: { metric: name, value: rounded, rating, page: scrubUrl(page.pathname()) },
        });
      }
      if (isReporting()) {
        vitals.set(name, { value: rounded, rating });
        addBreadcrumb({
          category: 'web-vital',
          message: `${name} ${rounded} (${rating})`,
          data: { metric: name, value: rounded, rating },
        });
      }
    },

    trackEvent(name, props = {}) {
      if (isCounting())
        void analytics.send({ name, url: scrubUrl(page.href()), referrer: referrer(), props });
    },
  };
}
