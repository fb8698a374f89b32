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
    // As HAProxy's `option forwardfor` and nginx's $proxy_add_x_forwarded_for do: the address the
    // connection came from is appended to whatever the client sent.
    const forwarded = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter((part) => part !== undefined)
      .join(', ');
    const proxied = httpRequest(
      {
        host: '127.0.0.1',
        port: targets[index],
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, 'x-forwarded-for': forwarded },
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

/** A POST from `from` (another loopback address than the balancer's), with extra headers. */
function postFrom(
  url: string,
  from: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const payload = JSON.stringify(body);
    const sent = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

describe('rate limits shared by every instance behind a trusted balancer (issue 20, ADR 046)', () => {
  let db: TestDatabase;
  let instances: TestContext[];
  let balancer: Awaited<ReturnType<typeof startBalancer>>;
  const LIMIT = 4;

  beforeAll(async () => {
    db = await createTestDatabase();
    const env = { SIGNUP_RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: '127.0.0.1' };
    instances = [
      await createTestApp({ db, env }),
      await createTestApp({ db, env }),
      await createTestApp({ db, env }),
    ];
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

  const signup = (from: string, index: number, headers: Record<string, string> = {}) =>
    postFrom(
      `${balancer.url}/api/coming-soon/signup`,
      from,
      { email: `limit.${from}.${String(index)}@example.org`, source: 'landing' },
      headers,
    );

  it('gives a client each limit once across three instances, whatever X-Forwarded-For it sends', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < LIMIT + 3; index += 1) {
      // Each request claims to come from somewhere else; the balancer appends the real address.
      statuses.push(await signup('127.0.0.2', index, { 'x-forwarded-for': `203.0.113.${String(index)}` }));
    }
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(201), 429, 429, 429]);
    // Every instance served some of them: the limit was counted in one place, not per process.
    expect(balancer.hits.every((hits) => hits >= 2)).toBe(true);
    // Another client behind the same balancer has its own allowance.
    expect(await signup('127.0.0.3', 0)).toBe(201);
  });
});
