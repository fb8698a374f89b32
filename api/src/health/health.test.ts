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

describe('readiness when the database is gone', () => {
  it('answers 503 quickly, without a stack trace', async () => {
    const other = await createTestApp();
    await other.db.database.close();
    const started = Date.now();
    const response = await other.server.inject({ method: 'GET', url: '/readyz' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: 'Not ready to serve requests', code: 'service_unavailable' });
    await other.server.close();
    await other.db.drop();
  });
});
