import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';

export type Db = Kysely<DB>;
export type TenantTx = Transaction<DB>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const afterCommit = new WeakMap<object, (() => void)[]>();

/**
 * Runs `effect` once `db`'s transaction has committed (at once when `db` is not a transaction);
 * never after a rollback. Effects are best effort (e.g. waking the job workers): transactions
 * opened by `withTenant` or `inTransaction` run them; another transaction drops them.
 */
export function onCommit(db: Db, effect: () => void): void {
  if (!db.isTransaction) {
    effect();
    return;
  }
  const effects = afterCommit.get(db) ?? [];
  effects.push(effect);
  afterCommit.set(db, effects);
}

export interface DatabaseOptions {
  appUrl: string;
  systemUrl: string;
  poolMax: number;
  /**
   * The same roles through a transaction-mode pooler (ADR 066), for the request pools; the job
   * queue keeps `systemUrl`, a direct session. Null or absent: every pool connects directly.
   */
  pooled?: { appUrl: string; systemUrl: string } | null;
}

export interface Database {
  /** The request handle: runs as clinio_app, sees only the tenant set in its transaction. */
  app: Db;
  /**
   * The explicit unscoped handle (BYPASSRLS). Only system-administrator and job code may call
   * this; grep for `unscoped(` to review every use.
   */
  unscoped(): Db;
  /** Connection string of the unscoped role, for the job queue's own pool (api/src/jobs). */
  systemUrl: string;
  /** Runs `work` in one transaction bound to `tenantId` (transaction-local setting). */
  withTenant<T>(tenantId: string, work: (tx: TenantTx) => Promise<T>): Promise<T>;
  /** `select 1` within `timeoutMs`; false when the database cannot answer. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Keeps runaway statements from holding a connection. */
export const STATEMENT_TIMEOUT_MS = 15_000;

function createPool(connectionString: string, max: number, pooled: boolean): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    // Fail fast while the database is down instead of queueing requests for ever.
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    // PgBouncer refuses a connection that sends statement_timeout as a start-up parameter; through
    // it, the pooler sets the same limit on its own server connections (ADR 066).
    ...(pooled ? {} : { statement_timeout: STATEMENT_TIMEOUT_MS }),
    application_name: 'clinio-api',
  });
  // A connection dropped by the server (restart, kill) is discarded; the next query gets a new one.
  pool.on('error', () => undefined);
  // The pool listens for errors only on idle connections. One checked out between statements (a
  // transaction waiting for the application) that the server drops would emit an 'error' nobody
  // hears, which stops the process (found by database-outage.test.ts). Its query fails instead, and
  // the pool discards it on release (it is no longer queryable).
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  return pool;
}

/** `db.transaction().execute(work)`, then the transaction's `onCommit` effects. */
export async function inTransaction<T>(db: Db, work: (tx: Transaction<DB>) => Promise<T>): Promise<T> {
  const { value, tx } = await db.transaction().execute(async (tx) => ({ value: await work(tx), tx }));
  for (const effect of afterCommit.get(tx) ?? []) effect();
  return value;
}

export function createDatabase(options: DatabaseOptions): Database {
  const pooled = options.pooled ?? null;
  const appPool = createPool(pooled?.appUrl ?? options.appUrl, options.poolMax, pooled !== null);
  const systemPool = createPool(
    pooled?.systemUrl ?? options.systemUrl,
    Math.max(2, Math.ceil(options.poolMax / 4)),
    pooled !== null,
  );
  const app = new Kysely<DB>({ dialect: new PostgresDialect({ pool: appPool }) });
  const system = new Kysely<DB>({ dialect: new PostgresDialect({ pool: systemPool }) });

  let closing: Promise<void> | null = null;

  return {
    app,
    unscoped: () => system,
    systemUrl: options.systemUrl,
    async withTenant(tenantId, work) {
      if (!UUID.test(tenantId)) throw new Error('withTenant needs a tenant id (uuid)');
      return inTransaction(app, async (tx) => {
        await sql`select set_config('app.tenant_id', ${tenantId}, true)`.execute(tx);
        return work(tx);
      });
    },
    async ping(timeoutMs = 2_000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const query = sql`select 1`.execute(app).then(
        () => true,
        () => false,
      );
      try {
        return await Promise.race([query, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    close() {
      closing ??= (async () => {
        await Promise.all([app.destroy(), system.destroy()]);
        // Kysely only ends a pool it has used; end the others so nothing can reconnect.
        await Promise.all([appPool, systemPool].filter((pool) => !pool.ended).map((pool) => pool.end()));
      })();
      return closing;
    },
  };
}
