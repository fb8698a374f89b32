import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestContext } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

/** A round-robin load balancer in front of `targets`. */
async function startBalancer(
  targets: number[],
): Promise<{ url: string; hits: number[]; close: () => Promise<void> }> {
  const hits = targets.map(() => 0);
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const index = next % targets.length;
    next += 1;
    hits[index] = (hits[index] ?? 0) + 1;
    const proxied = httpRequest(
      {
        host: '127.0.0.1',
        port: targets[index],
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('two API instances behind one address (the stateless part of the scale-out path)', () => {
  let db: TestDatabase;
  let instances: TestContext[];
  let balancer: Awaited<ReturnType<typeof startBalancer>>;

  beforeAll(async () => {
    db = await createTestDatabase();
    instances = [await createTestApp({ db }), await createTestApp({ db })];
    const ports: number[] = [];
    for (const instance of instances) {
      await instance.server.listen({ port: 0, host: '127.0.0.1' });
      ports.push((instance.server.server.address() as AddressInfo).port);
    }
    balancer = await startBalancer(ports);
  });
  afterAll(async () => {
    await balancer.close();
    for (const instance of instances) await instance.server.close();
    await db.drop();
  });

  it('answers the same whichever instance serves, with state only in the database', async () => {
    const send = (email: string) =>
      fetch(`${balancer.url}/api/coming-soon/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, source: 'landing' }),
      });
    const first = await send('two.instances@example.org');
    const second = await send('Two.Instances@example.org');
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(await second.json()).toEqual({ status: 'already_subscribed' });
    expect(balancer.hits).toEqual([1, 1]);

    const ready = await Promise.all([fetch(`${balancer.url}/readyz`), fetch(`${balancer.url}/readyz`)]);
    expect(ready.map((response) => response.status)).toEqual([200, 200]);
    const rows = await db.database.app.selectFrom('launch_signups').select('email').execute();
    expect(rows).toEqual([{ email: 'two.instances@example.org' }]);
  });
});
