import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies, type RouteRow } from '../app';
import type { JobQueue } from '../jobs/job-queue';
import type { Services } from '../platform/services';
import { loadConfig, type Config } from '../config/config';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestContext {
  server: FastifyInstance;
  routes: RouteRow[];
  /** The job queue; `jobs.drain()` runs every job that is ready now (no workers run in tests). */
  jobs: JobQueue;
  services: Services;
  config: Config;
  db: TestDatabase;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  signupForwarder?: AppDependencies['signupForwarder'];
  /** Reuse a database (e.g. two apps on one database); by default each context clones its own. */
  db?: TestDatabase;
  logger?: AppDependencies['logger'];
  mailer?: AppDependencies['mailer'];
  geo?: AppDependencies['geo'];
  sms?: AppDependencies['sms'];
}

/** A test configuration: everything on, quiet logs, files in a temporary folder. */
export async function testConfig(env: Record<string, string> = {}): Promise<Config> {
  const dir = await mkdtemp(path.join(tmpdir(), 'clinio-api-files-'));
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    SHELL_DIR: path.join(dir, 'shell'),
    DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
    SIGNUP_RATE_LIMIT_PER_MINUTE: '1000',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    ...env,
  });
}

/** The real application on a cloned database, ready for `server.inject`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const config = await testConfig(options.env);
  const db = options.db ?? (await createTestDatabase());
  const { server, routes, jobs, services } = await buildApp({
    config,
    database: db.database,
    signupForwarder: options.signupForwarder ?? null,
    logger: options.logger ?? false,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.geo ? { geo: options.geo } : {}),
    ...(options.sms ? { sms: options.sms } : {}),
  });
  await server.ready();
  return {
    server,
    routes,
    jobs,
    services,
    config,
    db,
    async close() {
      await server.close();
      if (!options.db) await db.drop();
    },
  };
}
