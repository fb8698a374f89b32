import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiRoot } from '../config/paths';
import { bundleServer, serverEnv, startServerProcess } from '../test/server-process';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

/**
 * Issue 20, section 3: SIGTERM to an API process under load (50 connections). Every request it had
 * accepted before the signal is answered normally, requests after it are told 503 (so a balancer
 * sends them elsewhere) or find the port closed, and the process exits cleanly within 10 s.
 */
jest.setTimeout(90_000);

const CONNECTIONS = 50;
const IN_FLIGHT_MARGIN_MS = 1_000;
let db: TestDatabase;
let dataDir: string;
let bundleDir: string;
const running = new Set<ChildProcess>();

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'clinio-graceful-'));
  bundleDir = path.join(apiRoot(), 'node_modules', '.cache', `graceful-test-${process.pid}`);
  bundleServer(bundleDir);
});
afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await db.drop();
  await rm(bundleDir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Outcome {
  sentAt: number;
  status: number | 'refused' | 'reset';
  code?: string;
}

it('answers what it accepted, sends the rest away with 503, and exits within 10 s', async () => {
  const port = await freePort();
  const server = await startServerProcess(
    bundleDir,
    {
      ...serverEnv({
        ownerUrl: db.ownerUrl,
        dataDir,
        appSecret: 'graceful-stop-test-secret-long-enough-0123456789',
      }),
      PORT: String(port),
      JOB_WORKERS: 'false',
    },
    running,
  );
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}/api/public-config`;
  const outcomes: Outcome[] = [];
  let done = false;

  const client = async () => {
    while (!done) {
      const sentAt = performance.now();
      try {
        const response = await fetch(url);
        const body = (await response.json().catch(() => ({}))) as { code?: string };
        outcomes.push({ sentAt, status: response.status, ...(body.code ? { code: body.code } : {}) });
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        outcomes.push({ sentAt, status: cause === 'ECONNREFUSED' ? 'refused' : 'reset' });
        if (cause === 'ECONNREFUSED') return;
      }
    }
  };
  const clients = Array.from({ length: CONNECTIONS }, client);

  // Under load for three seconds, then the signal.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const stopAt = performance.now();
  server.kill('SIGTERM');
  const code = await exited;
  const stoppedIn = performance.now() - stopAt;
  done = true;
  await Promise.all(clients);

  expect(code).toBe(0);
  expect(stoppedIn).toBeLessThan(10_000);
  // `sentAt` is when this process called fetch, not when the server read the request: on two busy
  // cores a request started a few milliseconds before the signal can reach the server after it,
  // and is rightly told 503 (a CI-like run of stop 25 counted ~90 of those as "before"). A request
  // started a full second before the signal has been read by then; later ones are held to the
  // rule of requests after the signal.
  const cut = stopAt - IN_FLIGHT_MARGIN_MS;
  const before = outcomes.filter((outcome) => outcome.sentAt < cut);
  const after = outcomes.filter((outcome) => outcome.sentAt >= cut);
  expect(before.length).toBeGreaterThan(CONNECTIONS);
  // A request accepted before the signal is answered, whatever happens next.
  expect(before.filter((outcome) => outcome.status !== 200)).toEqual([]);
  // After it: still answered, told to go elsewhere (503), or the connection refused or closed
  // (a request sent on a kept-alive connection as the server closes it: a balancer retries it on
  // another process, as HAProxy's `retry-on conn-failure` does); never a broken answer.
  const tally: Record<string, number> = {};
  for (const outcome of after) {
    tally[String(outcome.status)] = (tally[String(outcome.status)] ?? 0) + 1;
    if (outcome.status === 503) expect(outcome.code).toBe('service_unavailable');
    else expect([200, 'refused', 'reset']).toContain(outcome.status);
  }
  console.log(
    `before the signal: ${before.length} answered 200; after it (or just before): ${JSON.stringify(tally)}`,
  );
});
