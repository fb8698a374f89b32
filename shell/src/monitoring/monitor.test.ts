import { MONITORING_OFF, STORAGE_KEYS, type MonitoringConfig } from '@clinio/contracts';
import { ApiError } from '@clinio/platform';
import type { ErrorReporter } from './envelope-reporter';
import type { ErrorReport } from './error-event';
import { createMonitor, type PageContext } from './monitor';
import type { AnalyticsEvent, AnalyticsSender } from './plausible-analytics';

/** A page whose address and stored keys the test sets. */
function fakePage() {
  const storage = new Map<string, string>();
  const state = { url: new URL('http://clinio.test/about-us'), referrer: '' };
  const page: PageContext = {
    href: () => state.url.href,
    pathname: () => state.url.pathname,
    referrer: () => state.referrer,
    userAgent: () => 'jest',
    storage: { getItem: (key) => storage.get(key) ?? null },
  };
  return {
    page,
    state,
    storage,
    go(path: string) {
      state.url = new URL(path, state.url);
    },
  };
}

function setup(flags: Partial<MonitoringConfig['flags']> = {}, options: { now?: () => number } = {}) {
  const reports: ErrorReport[] = [];
  const events: AnalyticsEvent[] = [];
  const errors: ErrorReporter = {
    isEnabled: true,
    send: (event) => Promise.resolve(void reports.push(event)),
  };
  const analytics: AnalyticsSender = {
    isEnabled: true,
    send: (event) => Promise.resolve(void events.push(event)),
  };
  const browser = fakePage();
  const config: MonitoringConfig = {
    errorReporting: { dsn: 'https://k@errors.test/1' },
    analytics: { url: 'https://stats.test', domain: 'clinio.test' },
    flags: { ...MONITORING_OFF.flags, ...flags },
  };
  const monitor = createMonitor({ config, errors, analytics, page: browser.page, ...options });
  const navigate = (path: string) => {
    browser.go(path);
    monitor.navigated({ pathname: browser.state.url.pathname, search: browser.state.url.search });
  };
  const signInAs = (kind: 'staff' | 'patient') => {
    browser.storage.set(STORAGE_KEYS.accessToken, 'token');
    if (kind === 'patient') browser.storage.set(STORAGE_KEYS.patientData, '{}');
    else browser.storage.set(STORAGE_KEYS.userProfile, '{}');
    monitor.sessionChanged({ id: `${kind}-1` });
  };
  const signOut = () => {
    browser.storage.clear();
    monitor.sessionChanged(null);
  };
  return { monitor, reports, events, browser, navigate, signInAs, signOut };
}

const boom = () => new Error('boom');

describe('gating (spec 4.7), decided again for every report and page view', () => {
  it('watches a signed-out visitor on a public page: reports, page views, no user', () => {
    const { monitor, reports, events, navigate } = setup();
    navigate('/about-us');
    monitor.captureException(boom(), { source: 'onerror' });
    expect(reports).toHaveLength(1);
    expect(reports[0]?.user).toBeUndefined();
    expect(events).toEqual([
      { name: 'pageview', url: 'http://clinio.test/about-us', referrer: null, props: {} },
    ]);
  });

  it('watches nothing of a signed-out visitor off the public list', () => {
    const { monitor, reports, events, navigate } = setup({
      authenticatedMonitoring: true,
      patientMonitoring: true,
    });
    navigate('/dashboard/patients');
    navigate('/system-admin-login');
    monitor.captureException(boom(), { source: 'onerror' });
    expect(reports).toEqual([]);
    expect(events).toEqual([]);
  });

  it('reports for staff only with the authenticated-monitoring flag, and never counts them in analytics', () => {
    const off = setup();
    off.signInAs('staff');
    off.navigate('/dashboard');
    off.monitor.captureException(boom(), { source: 'onerror' });
    expect(off.reports).toEqual([]);

    const on = setup({ authenticatedMonitoring: true });
    on.signInAs('staff');
    on.navigate('/dashboard');
    on.navigate('/about-us');
    on.monitor.captureException(boom(), { source: 'onerror' });
    expect(on.reports).toHaveLength(1);
    expect(on.reports[0]?.user).toEqual({ id: 'staff-1' });
    expect(on.events).toEqual([]);
  });

  it('leaves patients out unless the patient-monitoring flag is on, whatever the other flag', () => {
    const off = setup({ authenticatedMonitoring: true });
    off.signInAs('patient');
    off.navigate('/patient-dashboard');
    off.monitor.captureException(boom(), { source: 'onerror' });
    expect(off.reports).toEqual([]);

    const on = setup({ patientMonitoring: true });
    on.signInAs('patient');
    on.navigate('/patient-dashboard');
    on.monitor.captureException(boom(), { source: 'onerror' });
    expect(on.reports).toHaveLength(1);
  });

  it('follows sign-in and sign-out at once', () => {
    const { monitor, reports, events, navigate, signInAs, signOut } = setup();
    navigate('/login');
    signInAs('staff');
    monitor.captureException(boom(), { source: 'onerror' });
    expect(reports).toEqual([]);
    signOut();
    navigate('/');
    monitor.captureException(boom(), { source: 'onerror' });
    expect(reports).toHaveLength(1);
    expect(events.map((event) => event.url)).toEqual(['http://clinio.test/login', 'http://clinio.test/']);
  });

  it('sends one page view per navigation, with the query reduced and no fragment', () => {
    const { monitor, events, navigate, browser } = setup();
    browser.state.referrer = 'https://search.example/?q=jane@example.org&page=2';
    navigate('/reset-password?token=secret&tab=x#frag');
    monitor.navigated({ pathname: '/reset-password', search: '?token=secret&tab=x' });
    expect(events).toEqual([
      {
        name: 'pageview',
        url: 'http://clinio.test/reset-password?tab=x',
        referrer: 'https://search.example/?page=2',
        props: {},
      },
    ]);
  });
});

describe('breadcrumbs', () => {
  it('record navigations and API calls, redacted, only while the visitor may be watched', () => {
    const { monitor, reports, navigate } = setup();
    navigate('/about-us');
    navigate('/faq?filter=555.123.4567');
    monitor.recordApiCall({
      method: 'GET',
      url: '/api/public?email=jane@example.org&sort=name',
      status: 200,
      error: null,
    });
    navigate('/dashboard');
    monitor.recordApiCall({ method: 'GET', url: '/api/patients', status: 200, error: null });
    navigate('/about-us');
    monitor.captureException(boom(), { source: 'onerror' });
    expect(reports[0]?.breadcrumbs.map(({ category, data }) => ({ category, data }))).toEqual([
      { category: 'navigation', data: { from: '/about-us', to: '/faq?filter=%5Bphone+redacted%5D' } },
      { category: 'xhr', data: { method: 'GET', url: '/api/public?sort=name', status_code: 200 } },
      { category: 'navigation', data: { from: '/dashboard', to: '/about-us' } },
    ]);
  });

  it('keep the last 100, and start again when the visitor changes', () => {
    const { monitor, reports, navigate, signInAs, signOut } = setup({ authenticatedMonitoring: true });
    navigate('/about-us');
    for (let i = 0; i < 150; i += 1)
      monitor.recordApiCall({ method: 'GET', url: `/api/n/${i}`, status: 200, error: null });
    monitor.captureException(boom(), { source: 'onerror' });
    expect(reports[0]?.breadcrumbs).toHaveLength(100);
    expect(reports[0]?.breadcrumbs[0]?.data).toMatchObject({ url: '/api/n/50' });

    signInAs('staff');
    monitor.captureException(boom(), { source: 'onerror' });
    expect(reports[1]?.breadcrumbs).toEqual([]);
    monitor.recordApiCall({ method: 'GET', url: '/api/me', status: 200, error: null });
    signOut();
    monitor.captureException(boom(), { source: 'onerror' });
    expect(reports[2]?.breadcrumbs).toEqual([]);
  });
});

describe('API answers (spec 8)', () => {
  const failure = (status: number) =>
    new ApiError({ message: `failed for jane@example.org`, status, code: null, response: null });

  it.each([
    [401, 'unauthenticated'],
    [404, 'not_found'],
    [413, 'failed_precondition'],
    [422, 'invalid_argument'],
    [503, 'unavailable'],
    [500, 'internal_error'],
    [0, 'unknown_error'],
  ])('reports a %i with its tracing status %s as a tag', (status, tracing) => {
    const { monitor, reports } = setup();
    monitor.recordApiCall({ method: 'POST', url: '/api/contact?name=Jane', status, error: failure(status) });
    expect(reports).toHaveLength(1);
    expect(reports[0]?.tags).toMatchObject({
      source: 'api',
      'api.status': tracing,
      'http.status_code': String(status),
      'api.method': 'POST',
      'api.endpoint': '/api/contact',
    });
    expect(reports[0]?.exception.values[0]).toMatchObject({
      type: 'ApiError',
      value: 'failed for [email redacted]',
    });
  });

  it('does not report a 2xx, or a failure without an error object', () => {
    const { monitor, reports } = setup();
    monitor.recordApiCall({ method: 'GET', url: '/api/a', status: 204, error: null });
    monitor.recordApiCall({ method: 'GET', url: '/api/a', status: 500, error: null });
    expect(reports).toEqual([]);
  });
});

describe('what is never sent', () => {
  it("drops noise: a cross-origin 'Script error.' and the ResizeObserver loop notices", () => {
    const { monitor, reports } = setup();
    monitor.captureException('Script error.', { source: 'onerror' });
    monitor.captureException(new Error('ResizeObserver loop completed with undelivered notifications.'), {
      source: 'onerror',
    });
    monitor.captureException(new Error('real'), { source: 'onerror' });
    expect(reports.map((report) => report.exception.values[0]?.value)).toEqual(['real']);
  });

  it('says only what kind of value was thrown when it is not an Error', () => {
    const { monitor, reports } = setup();
    monitor.captureException({ patient: 'Jane Doe' }, { source: 'onunhandledrejection' });
    expect(reports[0]?.exception.values[0]?.value).toBe('Non-Error value thrown (object)');
  });

  it('sends at most 30 reports a minute', () => {
    let clock = 0;
    const { monitor, reports } = setup({}, { now: () => clock });
    for (let i = 0; i < 40; i += 1) monitor.captureException(new Error(`e${i}`), { source: 'onerror' });
    expect(reports).toHaveLength(30);
    clock += 60_000;
    monitor.captureException(boom(), { source: 'onerror' });
    expect(reports).toHaveLength(31);
  });

  it('sends nothing through adapters that are off', () => {
    const send = jest.fn(() => Promise.resolve());
    const monitor = createMonitor({
      config: MONITORING_OFF,
      errors: { isEnabled: false, send },
      analytics: { isEnabled: false, send },
      page: fakePage().page,
    });
    monitor.navigated({ pathname: '/about-us', search: '' });
    monitor.captureException(boom(), { source: 'onerror' });
    monitor.recordWebVital({ name: 'LCP', value: 1000 });
    monitor.trackEvent('Signup');
    expect(send).not.toHaveBeenCalled();
  });
});

describe('web vitals', () => {
  it("go to analytics as 'Web Vitals' with the shared rating and the path without its query", () => {
    const { monitor, events, navigate } = setup();
    navigate('/faq?tab=a');
    events.length = 0;
    monitor.recordWebVital({ name: 'LCP', value: 2600.4 });
    monitor.recordWebVital({ name: 'CLS', value: 0.0512345 });
    monitor.recordWebVital({ name: 'TTFB', value: 1900 });
    expect(events).toEqual([
      {
        name: 'Web Vitals',
        url: 'http://clinio.test/faq?tab=a',
        referrer: null,
        props: { metric: 'LCP', value: 2600, rating: 'needs-improvement', page: '/faq' },
      },
      expect.objectContaining({ props: { metric: 'CLS', value: 0.0512, rating: 'good', page: '/faq' } }),
      expect.objectContaining({ props: { metric: 'TTFB', value: 1900, rating: 'poor', page: '/faq' } }),
    ]);
  });

  it('ignore INP below the 40 ms minimum', () => {
    const { monitor, events } = setup();
    monitor.recordWebVital({ name: 'INP', value: 39 });
    monitor.recordWebVital({ name: 'INP', value: 40 });
    expect(events.map((event) => event.props)).toEqual([
      { metric: 'INP', value: 40, rating: 'good', page: '/about-us' },
    ]);
  });

  it('ride along on error reports as breadcrumbs and tags, for staff too, but never reach analytics for them', () => {
    const { monitor, reports, events, navigate, signInAs } = setup({ authenticatedMonitoring: true });
    signInAs('staff');
    navigate('/dashboard');
    monitor.recordWebVital({ name: 'INP', value: 612 });
    monitor.captureException(boom(), { source: 'onerror' });
    expect(events).toEqual([]);
    expect(reports[0]?.tags).toMatchObject({ 'web_vital.inp': '612', 'web_vital.inp.rating': 'poor' });
    expect(reports[0]?.breadcrumbs.at(-1)).toMatchObject({
      category: 'web-vital',
      data: { metric: 'INP', value: 612, rating: 'poor' },
    });
  });
});
