/** @jest-environment node */
import { MONITORING_OFF, MONITORING_SETTINGS, STORAGE_KEYS } from '@clinio/contracts';
import { createEnvelopeReporter, NO_ERROR_REPORTER } from './envelope-reporter';
import type { ErrorReport } from './error-event';
import { createMonitor, type PageContext } from './monitor';
import { NO_ANALYTICS } from './plausible-analytics';
import { startRecordingServer, type RecordedRequest, type RecordingServer } from './testing/recording-server';

// Real sockets and 100 KB events: slower than the other unit tests on a busy machine.
jest.setTimeout(20_000);

let server: RecordingServer;
beforeEach(async () => {
  server = await startRecordingServer();
});
afterEach(() => server.close());

const dsnFor = (path = '/42') => `${server.origin.replace('//', '//public-key@')}${path}`;

function event(overrides: Partial<ErrorReport> = {}): ErrorReport {
  return {
    event_id: '0123456789abcdef0123456789abcdef',
    timestamp: 1_790_000_000,
    platform: 'javascript',
    level: 'error',
    environment: 'production',
    exception: {
      values: [{ type: 'TypeError', value: 'boom', mechanism: { type: 'onerror', handled: false } }],
    },
    breadcrumbs: [],
    request: { url: 'http://localhost/about-us', headers: {} },
    tags: {},
    ...overrides,
  };
}

/** The three lines of an envelope, parsed, with the declared and actual payload lengths. */
function readEnvelope(request: RecordedRequest) {
  const [header, item, ...rest] = request.body.split('\n');
  const payload = rest.join('\n');
  return {
    header: JSON.parse(header ?? '') as Record<string, unknown>,
    item: JSON.parse(item ?? '') as Record<string, unknown>,
    payload: JSON.parse(payload) as ErrorReport,
    payloadBytes: Buffer.byteLength(payload),
  };
}

describe('the error-reporting adapter, against a real HTTP server', () => {
  it("POSTs one envelope to /api/{projectId}/envelope/ as Sentry's documentation describes", async () => {
    const reporter = createEnvelopeReporter({ dsn: dsnFor(), now: () => Date.parse('2026-11-22T10:00:00Z') });
    expect(reporter.isEnabled).toBe(true);
    const sent = event({
      exception: { values: [{ type: 'Error', value: 'é ünïcode', mechanism: { type: 'x', handled: true } }] },
    });
    await reporter.send(sent);

    const [request] = await server.waitFor(1);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/api/42/envelope/');
    expect(request?.headers['content-type']).toBe('application/x-sentry-envelope');
    expect(request?.headers.cookie).toBeUndefined();
    const envelope = readEnvelope(request!);
    expect(envelope.header).toEqual({
      event_id: sent.event_id,
      dsn: dsnFor(),
      sent_at: '2026-11-22T10:00:00.000Z',
      sdk: { name: 'clinio.shell', version: '1.0.0' },
    });
    // length counts bytes, not characters: the payload has multi-byte letters.
    expect(envelope.item).toEqual({
      type: 'event',
      length: envelope.payloadBytes,
      content_type: 'application/json',
    });
    expect(envelope.payload).toEqual(sent);
  });

  it('keeps a path in the DSN before /api/', async () => {
    await createEnvelopeReporter({ dsn: dsnFor('/api/dev-monitoring/1') }).send(event());
    expect((await server.waitFor(1))[0]?.path).toBe('/api/dev-monitoring/api/1/envelope/');
  });

  it('pauses after a 429 for as long as the service asks, then sends again', async () => {
    let clock = 1_000_000;
    const reporter = createEnvelopeReporter({ dsn: dsnFor(), now: () => clock });
    server.answer(429, { 'retry-after': '30' });
    await reporter.send(event());
    server.answer(200);
    await reporter.send(event());
    expect(server.requests).toHaveLength(1);
    clock += 30_001;
    await reporter.send(event());
    expect(server.requests).toHaveLength(2);
  });

  it('is off with a DSN it cannot use, and never throws when the service is unreachable', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(createEnvelopeReporter({ dsn: 'not a dsn' })).toBe(NO_ERROR_REPORTER);
    const unreachable = createEnvelopeReporter({ dsn: 'http://key@127.0.0.1:1/42' });
    await expect(unreachable.send(event())).resolves.toBeUndefined();
  });
});

describe('what a report carries (monitor + real adapter + real server)', () => {
  const storage = new Map<string, string>();
  const page: PageContext = {
    href: () =>
      'http://localhost/dashboard/patients?tab=notes&search=Jane%20Doe&token=tok-s3cret#access_token=x',
    pathname: () => '/dashboard/patients',
    referrer: () => '',
    userAgent: () => 'jest',
    storage: { getItem: (key) => storage.get(key) ?? null },
  };
  storage.set(STORAGE_KEYS.accessToken, 'token');

  function monitor() {
    return createMonitor({
      config: { ...MONITORING_OFF, flags: { authenticatedMonitoring: true, patientMonitoring: false } },
      errors: createEnvelopeReporter({ dsn: dsnFor() }),
      analytics: NO_ANALYTICS,
      page,
      release: 'shell@1.0.0',
    });
  }

  it('has the exception, the last 100 breadcrumbs, the user id only, the allowed query and environment production', async () => {
    const watcher = monitor();
    watcher.sessionChanged({ id: 'user-7' });
    for (let i = 0; i < 120; i += 1) {
      watcher.recordApiCall({
        method: 'GET',
        url: `/api/patients/?search=jane${i}@example.org&page=${i}`,
        status: 200,
        error: null,
      });
    }
    watcher.captureException(new TypeError('Cannot read jane@example.org or 555-123-4567'), {
      source: 'onerror',
    });
    const report = readEnvelope((await server.waitFor(1))[0]!).payload;

    expect(report.environment).toBe(MONITORING_SETTINGS.environment);
    expect(report.release).toBe('shell@1.0.0');
    expect(report.user).toEqual({ id: 'user-7' });
    expect(report.request.url).toBe('http://localhost/dashboard/patients?tab=notes');
    expect(report.exception.values[0]).toMatchObject({
      type: 'TypeError',
      value: 'Cannot read [email redacted] or [phone redacted]',
    });
    expect(report.exception.values[0]?.stacktrace?.frames.length).toBeGreaterThan(0);
    expect(report.breadcrumbs).toHaveLength(MONITORING_SETTINGS.maxBreadcrumbs);
    expect(report.breadcrumbs.at(-1)?.data).toEqual({
      method: 'GET',
      url: '/api/patients/?page=119',
      status_code: 200,
    });
    expect(JSON.stringify(report)).not.toMatch(/example\.org|Jane|tok-s3cret|access_token/);
  });

  it('keeps the event within 100 KB by dropping the oldest breadcrumbs', async () => {
    const watcher = monitor();
    for (let i = 0; i < 100; i += 1) {
      watcher.recordWebVital({ name: 'CLS', value: 0.01 });
      watcher.recordApiCall({
        method: 'POST',
        url: `/api/x/${'y'.repeat(2_000)}${i}`,
        status: 200,
        error: null,
      });
    }
    watcher.captureException(new Error('big'), { source: 'onerror' });
    const request = (await server.waitFor(1))[0]!;
    const { payload, payloadBytes } = readEnvelope(request);
    expect(payloadBytes).toBeLessThanOrEqual(MONITORING_SETTINGS.maxPayloadBytes);
    expect(payload.breadcrumbs.length).toBeGreaterThan(0);
    expect(payload.breadcrumbs.length).toBeLessThan(100);
    // The newest breadcrumbs are the ones kept.
    expect(String(payload.breadcrumbs.at(-1)?.data?.url)).toMatch(/99$/);
  });
});
