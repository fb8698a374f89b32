import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from '../seed/demo-seed';
import { prepareOldCode } from '../test/old-code';
import { killProcess, serverEnv, startServerProcess } from '../test/server-process';
import { createTestApp, testConfig } from '../test/test-app';
import { ownerQuery } from '../test/test-database';
import { TEST_ENV } from '../test/test-env';
import { connectDatabase, type ConnectedDatabase } from './connect';

/**
 * Issue 20, section 4 (ADR 047, expand then contract): the newest migration is applied by today's
 * migration runner while the code before it serves a smoke of staff calls, and nothing fails.
 *
 * The old code is the parent of the commit that added the newest migration (HEAD while the newest
 * is not committed), built as it shipped (its own build.mjs, test/old-code.ts), cached by commit.
 * It starts on an empty database, so it applies its own migrations (every one but those added
 * since) and seeds the demo clinics. Four clients then sign in, add a patient, find them, open the
 * chart, read the calendar's resources and book a free slot (and book it again: the one answer
 * allowed to be a 409) in a loop; the migration runs under that loop, which goes on for rounds
 * started after it. Then today's code serves a round on the migrated database (the contract side).
 */
jest.setTimeout(120_000);

const CLIENTS = 4;
/** Rounds each client completes before the migration starts, and after it ended. */
const ROUNDS_BEFORE = 2;
const ROUNDS_AFTER = 3;
const LOOP_DEADLINE_MS = 45_000;
const APP_SECRET = 'migration-under-old-code-secret-long-enough-0123456789';

const state = prepareOldCode();

/** Far ahead, clear of the demo calendar; every booking (old code or today's) takes its own hour. */
const FIRST_SLOT = Math.floor(Date.now() / 86_400_000 + 500) * 86_400_000;
let nextSlot = 0;

type Phase = 'before' | 'during' | 'after';
interface Failure {
  /** When the request was sent: before, during or after the migration. */
  phase: Phase;
  client: number;
  round: number;
  step: string;
  status: number | string;
  body: string;
}

/** The failures by step and answer, each with its count and first example; the server's errors likewise. */
function summary(failures: Failure[], serverErrors: string[]): string {
  const groups = new Map<string, { count: number; phases: Set<Phase>; first: Failure }>();
  for (const failure of failures) {
    const key = `${failure.step}: ${failure.status}`;
    const group = groups.get(key) ?? { count: 0, phases: new Set<Phase>(), first: failure };
    group.count += 1;
    group.phases.add(failure.phase);
    groups.set(key, group);
  }
  const lines = [...groups].map(
    ([key, { count, phases, first }]) =>
      `  - ${key} x${count} (sent ${[...phases].join('/')} the migration), e.g. client ${first.client} round ${first.round}: ${first.body}`,
  );
  const logged = new Map<string, number>();
  for (const message of serverErrors) logged.set(message, (logged.get(message) ?? 0) + 1);
  if (logged.size > 0) lines.push('The old server logged:');
  for (const [message, count] of logged) lines.push(`  - ${message} x${count}`);
  return lines.join('\n');
}

/** What the smoke calls, with every answer counted; an unexpected one is a failure with its body. */
class Smoke {
  phase: Phase = 'before';
  stopped = false;
  requests = 0;
  /** Requests in flight while the migration ran (started before it ended, answered after it began). */
  overlapping = 0;
  failures: Failure[] = [];

  constructor(private readonly baseUrl: string) {}

  private fail(
    where: { client: number; round: number },
    phase: Phase,
    step: string,
    status: number | string,
    body: string,
  ) {
    this.failures.push({ phase, ...where, step, status, body: body.slice(0, 300) });
  }

  private async call<T>(
    where: { client: number; round: number },
    step: string,
    init: { method?: string; path: string; token?: string; body?: unknown; expect?: number },
  ): Promise<T | null> {
    const startedIn = this.phase;
    this.requests += 1;
    let status: number | string;
    let text = '';
    try {
      const response = await fetch(`${this.baseUrl}${init.path}`, {
        method: init.method ?? 'GET',
        headers: {
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(20_000),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      status = `no answer (${cause ?? (error as Error).message})`;
    }
    if (startedIn !== 'after' && this.phase !== 'before') this.overlapping += 1;
    if (status !== (init.expect ?? 200)) {
      this.fail(where, startedIn, step, status, text);
      return null;
    }
    try {
      return (text === '' ? {} : JSON.parse(text)) as T;
    } catch {
      this.fail(where, startedIn, step, status, `not JSON: ${text}`);
      return null;
    }
  }

  /** One staff round; false when a step failed (the rest of the round depends on it). */
  async round(client: number, round: number): Promise<boolean> {
    const at = { client, round };
    const login = await this.call<{ access_token: string }>(at, 'staff sign-in', {
      method: 'POST',
      path: '/api/login',
      body: { username: 'owner', password: DEMO_PASSWORD },
    });
    if (!login) return false;
    const token = login.access_token;
    const family = `Mig${randomBytes(8)
      .toString('hex')
      .replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'q')}`;
    const created = await this.call<{ id: string }>(at, 'add a patient', {
      method: 'POST',
      path: '/api/patients/',
      token,
      body: { first_name: 'Rowan', last_name: family, date_of_birth: '1988-04-12', allow_duplicate: true },
      expect: 201,
    });
    if (!created) return false;
    const found = await this.call<{ results: { id: string }[] }>(at, 'patient search', {
      path: `/api/patients/?search=${family}&limit=5`,
      token,
    });
    if (!found) return false;
    if (found.results.map((row) => row.id).join() !== created.id) {
      this.fail(
        at,
        this.phase,
        'patient search',
        200,
        `did not find only ${family}: ${JSON.stringify(found)}`,
      );
      return false;
    }
    const chart = await this.call<{ id: string; last_name: string }>(at, 'chart read', {
      path: `/api/patients/${created.id}`,
      token,
    });
    if (!chart) return false;
    if (chart.id !== created.id || chart.last_name !== family) {
      this.fail(at, this.phase, 'chart read', 200, `not ${family}'s chart: ${JSON.stringify(chart)}`);
      return false;
    }
    const resources = await this.call<{
      providers: { name: string; branch_ids: string[]; id: string; appointment_types: string[] }[];
    }>(at, 'calendar resources', { path: '/api/scheduling/resources', token });
    const provider = resources?.providers.find(
      (candidate) => candidate.branch_ids.length > 0 && candidate.appointment_types.length > 0,
    );
    if (!resources) return false;
    if (!provider) {
      this.fail(at, this.phase, 'calendar resources', 200, 'no provider with a branch and a type to book');
      return false;
    }
    const booking = {
      patient_id: created.id,
      provider_id: provider.id,
      branch_id: provider.branch_ids[0],
      appointment_type: provider.appointment_types[0],
      start_time: new Date(FIRST_SLOT + nextSlot++ * 3_600_000).toISOString(),
      allow_outside_hours: true,
    };
    const post = { method: 'POST', path: '/api/appointments/', token, body: booking };
    if (!(await this.call(at, 'book a free slot', { ...post, expect: 201 }))) return false;
    // The same slot again: the one conflict the smoke expects, and it must be that conflict.
    const again = await this.call<{ code?: string }>(at, 'book the same slot again', {
      ...post,
      expect: 409,
    });
    if (again && again.code !== 'slot_taken') {
      this.fail(at, this.phase, 'book the same slot again', 409, JSON.stringify(again));
      return false;
    }
    return again !== null;
  }

  /** `CLIENTS` loops of rounds until stopped; `done[c]` counts client c's rounds by the phase they began in. */
  async run(done: Record<Phase, number>[]): Promise<void> {
    await Promise.all(
      done.map(async (counts, client) => {
        for (let round = 0; !this.stopped; round += 1) {
          const began = this.phase;
          const passed = await this.round(client, round);
          counts[began] += 1;
          // A broken server answers at once: do not spin on it.
          if (!passed) await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }),
    );
  }
}

async function waitFor(what: string, condition: () => boolean, deadline = LOOP_DEADLINE_MS) {
  const until = Date.now() + deadline;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`gave up after ${deadline} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

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

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env[TEST_ENV.ownerUrl];
  if (!url) throw new Error('The API test database is not set up (run the tests through jest)');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

if (state.kind === 'skip') {
  console.warn(`migration-under-old-code.test.ts is skipped: ${state.reason}`);
  it.skip(`the newest migration under the old code: skipped, ${state.reason}`, () => undefined);
} else if (state.kind === 'broken') {
  it('the newest migration under the old code: the old code could not be prepared', () => {
    throw new Error(state.error);
  });
} else {
  const { old } = state;
  const name = `clinio_test_old_${randomBytes(6).toString('hex')}`;
  const running = new Set<ChildProcess>();
  let ownerUrl = '';
  let dataDir = '';
  let today: ConnectedDatabase | null = null;

  beforeAll(async () => {
    await admin((client) => client.query(`create database ${client.escapeIdentifier(name)}`));
    const url = new URL(process.env[TEST_ENV.ownerUrl] ?? '');
    url.pathname = `/${name}`;
    ownerUrl = url.toString();
    dataDir = await mkdtemp(path.join(tmpdir(), 'clinio-old-code-'));
  });
  afterAll(async () => {
    for (const child of running) await killProcess(child);
    await today?.database.close();
    await admin((client) =>
      client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`),
    );
    if (dataDir !== '') await rm(dataDir, { recursive: true, force: true });
  });

  it(`applies ${old.added.join(', ')} with today's runner while the code before it serves, and nothing fails`, async () => {
    const context = `old code: ${old.commit.slice(0, 12)}, ${old.chosen}${
      old.dependencyChanges.length > 0
        ? `; built on today's npm dependencies, which differ: ${old.dependencyChanges.join('; ')}`
        : ''
    }`;
    const port = await freePort();
    const server = await startServerProcess(
      old.bundleDir,
      {
        ...serverEnv({ ownerUrl, dataDir, appSecret: APP_SECRET }),
        PORT: String(port),
        SEED_DEMO_DATA: 'true',
        LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
      },
      running,
    ).catch((error: unknown) => {
      throw new Error(`The old server did not start (${context}): ${(error as Error).message}`);
    });
    // What the old server logs as errors from now on (pino: 50 error, 60 fatal), for the message.
    const serverErrors: string[] = [];
    let partial = '';
    const keep = (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (!/"level":(50|60)/.test(line) || serverErrors.length >= 500) continue;
        try {
          const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
          serverErrors.push([entry.msg, entry.err?.message].filter(Boolean).join(': ').slice(0, 300));
        } catch {
          serverErrors.push(line.slice(0, 300));
        }
      }
    };
    server.stdout?.on('data', keep);
    server.stderr?.on('data', keep);

    const baseUrl = `http://127.0.0.1:${port}`;
    const smoke = new Smoke(baseUrl);
    const done = Array.from({ length: CLIENTS }, () => ({ before: 0, during: 0, after: 0 }));
    const loop = smoke.run(done);
    try {
      await waitFor('the smoke to pass on the old code before the migration', () =>
        done.every((counts) => counts.before >= ROUNDS_BEFORE),
      );
      if (smoke.failures.length > 0) {
        throw new Error(
          `The smoke fails on the old code before any migration ran (${context}); fix the smoke first:\n${summary(smoke.failures, serverErrors)}`,
        );
      }

      // Today's runner, as `pnpm db:migrate` runs it (api/src/scripts/migrate.ts): roles, the
      // migrations this code has and the old code lacks, the job queue's schema.
      smoke.phase = 'during';
      const log: string[] = [];
      const config = await testConfig({ DATABASE_URL: ownerUrl });
      today = await connectDatabase(config, (message) => log.push(message)).catch((error: unknown) => {
        throw new Error(
          `Today's migration runner failed under the old code's traffic: ${(error as Error).message}`,
        );
      });
      smoke.phase = 'after';
      expect(log).toEqual(
        expect.arrayContaining(old.added.map((file) => `applied migration ${file.replace(/\.sql$/, '')}`)),
      );

      await waitFor('the smoke to go on after the migration', () =>
        done.every((counts) => counts.after >= ROUNDS_AFTER),
      );
    } finally {
      smoke.stopped = true;
      await loop;
    }
    // Every call the old code answered, before, during and after the migration, was as expected.
    if (smoke.failures.length > 0) {
      throw new Error(
        `${old.added.join(', ')} broke the code before it: ${smoke.failures.length} of ${smoke.requests} smoke calls to the old code failed (${context}). Split the change: expand now, contract in a later release (ADR 047).\n${summary(smoke.failures, serverErrors)}`,
      );
    }
    expect(smoke.overlapping).toBeGreaterThan(0);

    // The migration is recorded, and the old server still serves and is ready.
    const recorded = await ownerQuery<{ version: number; name: string }>(
      ownerUrl,
      'select version, name from schema_migrations order by version',
    );
    expect(recorded.rows.at(-1)).toEqual({
      version: Number(old.newest.slice(0, 4)),
      name: old.newest.slice(5, -'.sql'.length),
    });
    expect(server.exitCode).toBeNull();
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);

    // Contract side: today's code on the migrated database serves the same round.
    const app = await createTestApp({
      db: { database: today.database, ownerUrl, name, drop: async () => undefined },
    });
    try {
      const address = await app.server.listen({ port: 0, host: '127.0.0.1' });
      const current = new Smoke(address);
      const passed = await Promise.all([current.round(0, 0), current.round(1, 0)]);
      expect({ passed, failures: current.failures }).toEqual({ passed: [true, true], failures: [] });
    } finally {
      await app.close();
    }
  });
}
