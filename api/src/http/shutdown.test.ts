import type { AddressInfo } from 'node:net';
import { buildApp } from '../app';
import { testConfig } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';

describe('graceful shutdown (quality bar 20)', () => {
  it('finishes the request in flight and answers new ones 503 while draining', async () => {
    const db = await createTestDatabase();
    const app = await buildApp({ config: await testConfig(), database: db.database, logger: false });
    // A slow route added for the test, like a long report.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.server.get('/test/slow', { schema: { hide: true } }, async () => {
      await gate;
      return { done: true };
    });
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;

    const inFlight = fetch(`${base}/test/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { whenIdle } = app.drain();
    const idle = whenIdle(5_000);

    const late = await fetch(`${base}/healthz`);
    expect(late.status).toBe(503);
    expect(late.headers.get('retry-after')).toBe('5');
    expect(await late.json()).toEqual({
      detail: 'The server is restarting. Please try again.',
      code: 'service_unavailable',
    });
    expect((await fetch(`${base}/readyz`)).status).toBe(503);

    release();
    const finished = await inFlight;
    expect(finished.status).toBe(200);
    expect(await finished.json()).toEqual({ done: true });
    await idle;
    await app.server.close();
    await db.drop();
  });
});
