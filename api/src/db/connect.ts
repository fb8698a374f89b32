import pg from 'pg';
import type { Config } from '../config/config';
import { createDatabase, type Database } from './database';
import { startEmbeddedPostgres } from './embedded';
import { takeEarly } from './early-postgres';
import { installJobSchema } from '../jobs/job-schema';
import { migrate } from './migrate';
import { APP_ROLE, SYSTEM_ROLE, describeCurrentRole, ensureRoles, urlForRole } from './roles';

export interface ConnectedDatabase {
  database: Database;
  ownerUrl: string;
  /** Stops the embedded server, when there is one. */
  stopServer(): Promise<void>;
}

/**
 * A role's connection string pointed at the pooler: the role's own name and password (the pooler
 * passes them on), the pooler's host, port and database name.
 */
export function throughPooler(roleUrl: string, poolerUrl: string): string {
  const role = new URL(roleUrl);
  const pooler = new URL(poolerUrl);
  role.host = pooler.host;
  role.pathname = pooler.pathname === '' || pooler.pathname === '/' ? role.pathname : pooler.pathname;
  role.search = pooler.search;
  return role.toString();
}

/** The request role must not be able to step around row-level security. */
async function assertUnprivileged(appUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: appUrl });
  await client.connect();
  try {
    const facts = await describeCurrentRole(client);
    if (facts.rolsuper || facts.rolbypassrls || facts.ownsTables) {
      throw new Error(
        `Refusing to serve requests as ${facts.rolname}: it is a superuser, bypasses RLS or owns tables`,
      );
    }
  } finally {
    await client.end();
  }
}

/**
 * Brings the database up for the API: the embedded server (unless DATABASE_URL), the login roles,
 * the migrations, the job queue's schema, and a check that requests cannot bypass row-level security.
 */
export async function connectDatabase(
  config: Config,
  log: (message: string) => void,
  step: (name: string) => void = () => undefined,
): Promise<ConnectedDatabase> {
  const embedded = config.database.kind === 'embedded' ? config.database : null;
  // The server's entry may have started it while the code loaded (early-postgres.ts).
  const server =
    embedded === null
      ? null
      : ((await takeEarly(embedded, log)) ??
        (await startEmbeddedPostgres({
          dir: embedded.dir,
          port: embedded.port,
          sharedBuffers: embedded.sharedBuffers,
          database: 'clinio',
          log,
        })));
  if (server !== null) step('postgres');
  const ownerUrl = server?.ownerUrl ?? (config.database.kind === 'external' ? config.database.ownerUrl : '');
  try {
    // The owner's steps share one connection: each connection is a login (a SCRAM exchange).
    const owner = new pg.Client({ connectionString: ownerUrl });
    await owner.connect();
    try {
      await ensureRoles(ownerUrl, owner);
      step('roles');
      await migrate(ownerUrl, { log, client: owner });
      step('migrations');
      await installJobSchema(ownerUrl, owner);
      step('job schema');
    } finally {
      await owner.end();
    }
    const appUrl = urlForRole(ownerUrl, APP_ROLE);
    await assertUnprivileged(appUrl);
    step('role check');
    const systemUrl = urlForRole(ownerUrl, SYSTEM_ROLE);
    const pooler = config.databasePoolerUrl;
    const database = createDatabase({
      appUrl,
      systemUrl,
      poolMax: config.dbPoolMax,
      pooled:
        pooler === null
          ? null
          : { appUrl: throughPooler(appUrl, pooler), systemUrl: throughPooler(systemUrl, pooler) },
    });
    return { database, ownerUrl, stopServer: async () => server?.stop() };
  } catch (error) {
    await server?.stop();
    throw error;
  }
}
