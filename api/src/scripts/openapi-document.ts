import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import { keysFromSecret } from '../security/secrets';

/** A database that answers every statement with no rows: route registration runs, nothing connects. */
function emptyDatabase(): Database {
  const db = new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return {
    app: db,
    unscoped: () => db,
    withTenant: (_tenantId, work) => db.transaction().execute(work),
    ping: () => Promise.resolve(false),
    close: () => db.destroy(),
    systemUrl: 'postgres://openapi-document.invalid/none',
  };
}

/**
 * `pnpm --filter api openapi [file]`: writes the OpenAPI document (default `openapi.json`) from the
 * application's routes, without a database or a listening server, so `redocly lint` can check it
 * offline in CI.
 */
async function main() {
  const out = path.resolve(process.argv[2] ?? 'openapi.json');
  const dir = await mkdtemp(path.join(tmpdir(), 'clinio-openapi-'));
  const unused = 'postgres://unused@127.0.0.1:1/unused';
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    SHELL_DIR: path.join(dir, 'shell'),
    DATABASE_URL: unused,
    APP_SECRET: 'openapi-document-only-not-a-secret-of-any-server',
  });
  const database = emptyDatabase();
  const { server } = await buildApp({
    config,
    database,
    logger: false,
    keys: keysFromSecret('openapi-document'),
    signupForwarder: null,
    // Nothing runs: a queue that refuses work rather than one that connects.
    jobQueue: {
      enqueue: () => Promise.reject(new Error('The OpenAPI tool runs no jobs')),
      enqueueMany: () => Promise.reject(new Error('The OpenAPI tool runs no jobs')),
      retry: () => Promise.reject(new Error('The OpenAPI tool runs no jobs')),
      startWorkers: () => Promise.resolve(),
      drain: () => Promise.resolve(0),
      stop: () => Promise.resolve(),
    },
  });
  await server.ready();
  await writeFile(out, `${JSON.stringify(server.swagger(), null, 2)}\n`);
  await server.close();
  await database.close();
  await rm(dir, { recursive: true, force: true });
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
