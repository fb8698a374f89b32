import type { AddressInfo } from 'node:net';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('health', () => {
  it('reports the process alive', async () => {
    const response = await ctx.server.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('reports ready while the database answers', async () => {
    const response = await ctx.server.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('tags every answer with a request id, keeping a well-formed one from the caller', async () => {
    const generated = await ctx.server.inject({ method: 'GET', url: '/healthz' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const forwarded = await ctx.server.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'lb-req-12345678' },
    });
    expect(forwarded.headers['x-request-id']).toBe('lb-req-12345678');
    const hostile = await ctx.server.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(hostile.headers['x-request-id']).not.toContain('bad id');
  });
});

describe('the liveness fast path (ADR 027)', () => {
  /** Everything but what differs per answer (the time, the request id, the uptime). */
  function comparable(response: Response): { headers: [string, string][] } {
    const skip = new Set(['date', 'x-request-id', 'content-length']);
    return { headers: [...response.headers].filter(([name]) => !skip.has(name)).sort() };
  }

  it('answers a plain GET /healthz exactly as the Fastify route does, over a real socket', async () => {
    const other = await createTestApp();
    try {
      await other.server.listen({ port: 0, host: '127.0.0.1' });
      const { port } = other.server.server.address() as AddressInfo;
      const base = `http://127.0.0.1:${port}`;
      // A query string takes the framework's route; the plain path takes the fast path.
      const viaRoute = await fetch(`${base}/healthz?via=route`);
      const viaFastPath = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'lb-req-12345678' } });
      expect(viaFastPath.status).toBe(200);
      expect(viaRoute.status).toBe(200);
      expect(comparable(viaFastPath)).toEqual(comparable(viaRoute));
      expect(comparable(viaFastPath).headers).toContainEqual(['x-frame-options', 'DENY']);
      expect(viaFastPath.headers.get('x-request-id')).toBe('lb-req-12345678');
      const body = (await viaFastPath.json()) as { status: string; uptimeSeconds: number };
      expect(Object.keys(body)).toEqual(Object.keys((await viaRoute.json()) as object));
      expect(body.status).toBe('ok');
      expect(Number.isInteger(body.uptimeSeconds)).toBe(true);
      const head = await fetch(`${base}/healthz`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      const posted = await fetch(`${base}/healthz`, { method: 'POST' });
      expect(posted.status).toBe(405);
    } finally {
      await other.close();
    }
  });
});

describe('readiness when the database is gone', () => {
  it('answers 503 without a stack trace', async () => {
    const other = await createTestApp();
    await other.db.database.close();
    const response = await other.server.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: 'Not ready to serve requests', code: 'service_unavailable' });
    await other.server.close();
    await other.db.drop();
  });
});
