import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { PublicConfig } from '@clinio/contracts';
import { createTestApp, type TestContext } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

const ENVELOPE_URL = '/api/dev-monitoring/api/1/envelope/';
const EVENT_URL = '/api/dev-monitoring/api/event';
const DSN = 'http://local@localhost:8000/api/dev-monitoring/1';

let db: TestDatabase;
let ctx: TestContext;
const logLines: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  ctx = await createTestApp({ db, env: { LOG_LEVEL: 'info' }, logger: { stream } });
});
afterAll(async () => {
  await ctx.close();
  await db.drop();
});

/** An envelope as Sentry's documentation describes it: header, item header with length, payload. */
function envelopeOf(event: Record<string, unknown>, header: Record<string, unknown> = {}): string {
  const payload = JSON.stringify(event);
  return [
    JSON.stringify({ event_id: event.event_id, sent_at: '2026-11-22T10:00:00.000Z', dsn: DSN, ...header }),
    JSON.stringify({ type: 'event', length: Buffer.byteLength(payload), content_type: 'application/json' }),
    payload,
  ].join('\n');
}

const postEnvelope = (body: string, contentType = 'application/x-sentry-envelope') =>
  ctx.server.inject({
    method: 'POST',
    url: ENVELOPE_URL,
    headers: { 'content-type': contentType },
    payload: body,
  });

async function linesOf(name: string): Promise<Record<string, unknown>[]> {
  const text = await readFile(path.join(ctx.config.dataDir, 'monitoring', name), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the error-report receiver', () => {
  it('accepts an envelope and appends its event to data/monitoring/errors.jsonl', async () => {
    const event = {
      event_id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
      level: 'error',
      exception: { values: [{ type: 'TypeError', value: 'x is undefined (é)' }] },
    };
    const response = await postEnvelope(envelopeOf(event));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: event.event_id });
    const stored = (await linesOf('errors.jsonl')).at(-1);
    expect(stored).toMatchObject({
      projectId: '1',
      header: { event_id: event.event_id, dsn: DSN },
      items: [{ header: { type: 'event' }, payload: event }],
    });
  });

  it('reads items without a length up to the newline, and text/plain bodies', async () => {
    const body = [
      JSON.stringify({ event_id: 'f'.repeat(32), dsn: DSN }),
      JSON.stringify({ type: 'event' }),
      JSON.stringify({ event_id: 'f'.repeat(32), message: 'plain' }),
      '',
    ].join('\n');
    expect((await postEnvelope(body, 'text/plain;charset=UTF-8')).statusCode).toBe(200);
    expect((await linesOf('errors.jsonl')).at(-1)).toMatchObject({
      items: [{ payload: { message: 'plain' } }],
    });
  });

  it('refuses what is not an envelope, a wrong length, another project and an empty envelope', async () => {
    const event = { event_id: 'b'.repeat(32), message: 'x' };
    const good = envelopeOf(event);
    const lines = good.split('\n');
    const wrongLength = [lines[0], JSON.stringify({ type: 'event', length: 3 }), lines[2]].join('\n');
    const pastTheEnd = [lines[0], JSON.stringify({ type: 'event', length: 10_000 }), lines[2]].join('\n');
    for (const body of [
      'not json',
      wrongLength,
      pastTheEnd,
      envelopeOf(event, { dsn: 'http://local@localhost:8000/api/dev-monitoring/2' }),
      envelopeOf(event, { dsn: undefined }),
      JSON.stringify({ dsn: DSN }),
    ]) {
      const response = await postEnvelope(body);
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
      expect(response.json()).toMatchObject({ code: 'bad_request' });
    }
  });

  it('refuses a body over the size limit with 413', async () => {
    const huge = envelopeOf({ event_id: 'c'.repeat(32), message: 'x'.repeat(120 * 1024) });
    const response = await postEnvelope(huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large' });
  });
});

describe('the analytics receiver', () => {
  const pageview = {
    name: 'pageview',
    url: 'http://localhost:8000/about-us',
    domain: 'localhost',
    referrer: null,
    props: {},
  };

  it("accepts a Plausible event with 202 'ok' and appends it to analytics.jsonl", async () => {
    const response = await ctx.server.inject({ method: 'POST', url: EVENT_URL, payload: pageview });
    expect(response.statusCode).toBe(202);
    expect(response.body).toBe('ok');
    const vitals = { ...pageview, name: 'Web Vitals', props: { metric: 'LCP', value: 1234, rating: 'good' } };
    await ctx.server.inject({ method: 'POST', url: EVENT_URL, payload: vitals });
    expect((await linesOf('analytics.jsonl')).slice(-2)).toEqual([
      { receivedAt: expect.any(String) as unknown, ...pageview },
      { receivedAt: expect.any(String) as unknown, ...vitals },
    ]);
  });

  it('refuses an event without a name, a URL or a domain, or with nested properties', async () => {
    for (const payload of [
      { ...pageview, name: '' },
      { ...pageview, url: 'about-us' },
      { ...pageview, domain: undefined },
      { ...pageview, props: { nested: { a: 1 } } },
    ]) {
      const response = await ctx.server.inject({ method: 'POST', url: EVENT_URL, payload });
      expect(response.statusCode).toBe(400);
    }
  });

  it('never writes what it receives to the log', async () => {
    await ctx.server.inject({
      method: 'POST',
      url: EVENT_URL,
      payload: { ...pageview, props: { marker: 'log-probe-7731' } },
    });
    await postEnvelope(envelopeOf({ event_id: 'd'.repeat(32), message: 'log-probe-7732' }));
    const output = logLines.join('');
    expect(output).toContain('/api/dev-monitoring/api/event');
    expect(output).not.toContain('log-probe-7731');
    expect(output).not.toContain('log-probe-7732');
  });
});

describe('when it is served', () => {
  it('limits each client address to 120 requests a minute', async () => {
    const other = await createTestApp({ db });
    // The counters live in the database all instances share (ADR 046): this file's earlier
    // requests from the same address have counted already, so the window starts afresh here.
    await db.database.app.deleteFrom('rate_limit_windows').execute();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 121; i += 1) {
        const response = await other.server.inject({
          method: 'POST',
          url: EVENT_URL,
          payload: { name: 'pageview', url: 'http://localhost/', domain: 'localhost' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 120).every((status) => status === 202)).toBe(true);
      expect(statuses[120]).toBe(429);
    } finally {
      await other.server.close();
    }
  });

  it('is absent in production unless a setting is local, and `local` points the browser at it', async () => {
    const production = { NODE_ENV: 'production', APP_SECRET: 'p'.repeat(40) };
    const off = await createTestApp({ db, env: production });
    const local = await createTestApp({
      db,
      env: { ...production, ERROR_REPORTING_DSN: 'local', PUBLIC_APP_URL: 'https://clinic.example' },
    });
    try {
      expect((await off.server.inject({ method: 'POST', url: EVENT_URL, payload: {} })).statusCode).toBe(404);
      const config = (
        await local.server.inject({ method: 'GET', url: '/api/public-config' })
      ).json<PublicConfig>();
      expect(config.monitoring?.errorReporting).toEqual({
        dsn: 'https://local@clinic.example/api/dev-monitoring/1',
      });
      expect(config.monitoring?.analytics).toBeNull();
      const body = envelopeOf(
        { event_id: 'e'.repeat(32), message: 'x' },
        {
          dsn: 'https://local@clinic.example/api/dev-monitoring/1',
        },
      );
      const response = await local.server.inject({
        method: 'POST',
        url: ENVELOPE_URL,
        headers: { 'content-type': 'application/x-sentry-envelope' },
        payload: body,
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await off.server.close();
      await local.server.close();
    }
  });
});
