import { MONITORING_OFF, STORAGE_KEYS, type MonitoringConfig } from '@clinio/contracts';
import { createApiClient, createEventBus } from '@clinio/platform';
import { createFakeBackend, fail, ok } from '../testing/fake-backend';
import type { ErrorReport } from './error-event';
import { installMonitoring, type InstalledMonitor } from './install';
import type { WebVitalsLibrary } from './web-vitals';

const CONFIG: MonitoringConfig = {
  errorReporting: { dsn: 'https://key@errors.test/7' },
  analytics: { url: 'https://stats.test', domain: 'clinio.test' },
  flags: MONITORING_OFF.flags,
};

interface Sent {
  url: string;
  contentType: string;
  body: string;
}

/** The page, a real API client over a fake backend, and a fetch that records what the adapters send. */
function setup(config: MonitoringConfig = CONFIG) {
  const sent: Sent[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const url = input instanceof URL ? input.href : typeof input === 'string' ? input : input.url;
    const body = typeof init?.body === 'string' ? init.body : '';
    sent.push({ url, contentType: headers.get('content-type') ?? '', body });
    return Promise.resolve({ status: 200, headers: new Headers() } as Response);
  };
  const vitals: Partial<Record<keyof WebVitalsLibrary, Parameters<WebVitalsLibrary['onLCP']>>> = {};
  const webVitals: WebVitalsLibrary = {
    onFCP: (...args) => void (vitals.onFCP = args),
    onLCP: (...args) => void (vitals.onLCP = args),
    onTTFB: (...args) => void (vitals.onTTFB = args),
    onINP: (...args) => void (vitals.onINP = args),
    onCLS: (...args) => void (vitals.onCLS = args),
  };
  const bus = createEventBus();
  const api = createApiClient({ baseURL: 'http://api.test', onCall: () => undefined });
  const backend = createFakeBackend()
    .on('GET /api/public-thing', ok({}))
    .on('POST /api/contact', fail(503, 'down'))
    .install(api);
  const monitor = installMonitoring({
    config,
    bus,
    apiClients: [api],
    release: 'shell@test',
    fetch,
    webVitals,
  });
  installed.push(monitor);
  const reports = () =>
    sent
      .filter((request) => request.url === 'https://errors.test/api/7/envelope/')
      .map((request) => JSON.parse(request.body.split('\n')[2] ?? '') as ErrorReport);
  const events = () =>
    sent
      .filter((request) => request.url === 'https://stats.test/api/event')
      .map((request) => JSON.parse(request.body) as Record<string, unknown>);
  return { monitor, bus, api, backend, sent, vitals, reports, events };
}

const installed: InstalledMonitor[] = [];
beforeEach(() => {
  window.history.pushState({}, '', '/about-us?tab=team&email=jane@example.org');
  window.localStorage.clear();
});
afterEach(() => {
  for (const monitor of installed.splice(0)) monitor.uninstall();
});

it('reports uncaught errors through the noise filter, with the page URL reduced', () => {
  const { reports } = setup();
  window.dispatchEvent(
    new ErrorEvent('error', { error: new RangeError('out of range'), message: 'out of range' }),
  );
  window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
  expect(reports()).toHaveLength(1);
  expect(reports()[0]).toMatchObject({
    exception: {
      values: [{ type: 'RangeError', value: 'out of range', mechanism: { type: 'onerror', handled: false } }],
    },
    request: { url: 'http://localhost/about-us?tab=team' },
    environment: 'production',
    release: 'shell@test',
  });
});

it("reports unhandled rejections, but not an API failure's twice", async () => {
  const { api, reports } = setup();
  const rejection = (reason: unknown) => {
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(event, 'reason', { value: reason });
    window.dispatchEvent(event);
  };
  rejection(new Error('lost promise'));
  const apiFailure = await api.post('/api/contact', {}).catch((error: unknown) => error);
  rejection(apiFailure);
  expect(reports().map((report) => report.tags.source)).toEqual(['onunhandledrejection', 'api']);
  expect(reports()[1]?.tags).toMatchObject({ 'api.status': 'unavailable', 'http.status_code': '503' });
  expect(reports()[1]?.breadcrumbs.at(-1)).toMatchObject({
    category: 'xhr',
    data: { method: 'POST', url: '/api/contact', status_code: 503 },
  });
});

it("reports a remote's rendering error and counts a launch sign-up in analytics", () => {
  const { bus, reports, events } = setup();
  bus
    .scoped('marketing')
    .publish('remote.error', { remote: 'marketing', message: 'render failed', errorId: 'ERR-1' });
  bus.scoped('marketing').publish('marketing.signup-completed', { source: 'landing' });
  expect(reports()[0]).toMatchObject({
    exception: { values: [{ type: 'RemoteError', value: 'render failed' }] },
    tags: { source: 'remote', remote: 'marketing', error_id: 'ERR-1' },
  });
  expect(events()).toEqual([
    expect.objectContaining({ name: 'Signup', domain: 'clinio.test', props: { source: 'landing' } }),
  ]);
});

it('collects the five web vitals, INP from 40 ms, and sends them as analytics events', () => {
  const { vitals, events, sent } = setup();
  expect(Object.keys(vitals).sort()).toEqual(['onCLS', 'onFCP', 'onINP', 'onLCP', 'onTTFB']);
  expect(vitals.onINP?.[1]).toEqual({ durationThreshold: 40 });
  vitals.onFCP?.[0]({ name: 'FCP', value: 3200 });
  expect(sent.at(-1)?.contentType).toBe('application/json');
  expect(events()).toEqual([
    {
      name: 'Web Vitals',
      url: 'http://localhost/about-us?tab=team',
      domain: 'clinio.test',
      referrer: null,
      props: { metric: 'FCP', value: 3200, rating: 'poor', page: '/about-us' },
    },
  ]);
});

it('sends nothing for a signed-in staff member by default, and no analytics when only errors are set', async () => {
  window.localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
  const staff = setup();
  window.dispatchEvent(new ErrorEvent('error', { error: new Error('x') }));
  await staff.api.get('/api/public-thing');
  staff.vitals.onLCP?.[0]({ name: 'LCP', value: 100 });
  expect(staff.sent).toEqual([]);
  staff.monitor.uninstall();

  window.localStorage.clear();
  const errorsOnly = setup({ ...CONFIG, analytics: null });
  errorsOnly.monitor.navigated({ pathname: '/about-us', search: '' });
  errorsOnly.vitals.onLCP?.[0]({ name: 'LCP', value: 100 });
  expect(errorsOnly.events()).toEqual([]);
});

it('stops listening when uninstalled', () => {
  const { monitor, sent, vitals } = setup();
  monitor.uninstall();
  window.dispatchEvent(new ErrorEvent('error', { error: new Error('after') }));
  vitals.onLCP?.[0]({ name: 'LCP', value: 100 });
  expect(sent).toEqual([]);
});
