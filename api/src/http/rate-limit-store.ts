import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * What @fastify/rate-limit hands a store at run time: a limit's merged settings, with the route it
 * guards as `routeInfo` (its type declarations say route options; read defensively).
 */
function scopeOf(params: unknown): string {
  const route = (params as { routeInfo?: { method?: unknown; url?: unknown } } | undefined)?.routeInfo;
  if (typeof route?.url !== 'string') return 'global';
  const methods = [route.method].flat().filter((method) => typeof method === 'string');
  return `${methods.join(',')} ${route.url}`;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** About one increment in this many also deletes windows that ended more than an hour ago. */
const SWEEP_EVERY = 500;

/**
 * A store for @fastify/rate-limit that keeps the counters in PostgreSQL, so every API process
 * behind a balancer counts against the same limit (issue 20, ADR 046), as the account throttle of
 * ADR 024 already does. A fixed window per limit and client key: one upsert per limited request
 * answers the hits so far and the time left. The database's clock decides, so processes with
 * drifting clocks still agree. A database that cannot be reached fails the request with the
 * error handler's 503, like any other request.
 */
export function postgresRateLimitStore(
  db: Db,
  random: () => number = Math.random,
): FastifyRateLimitStoreCtor {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    constructor(params?: unknown) {
      this.scope = scopeOf(params);
    }

    incr(key: string, callback: Callback, timeWindow: number, _max?: number): void {
      hit(db, `${this.scope}|${key}`, timeWindow, random() * SWEEP_EVERY < 1).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(params: unknown): FastifyRateLimitStore {
      return new PostgresRateLimitStore(params);
    }
  };
}

async function hit(
  db: Db,
  key: string,
  windowMs: number,
  sweep: boolean,
): Promise<{ current: number; ttl: number }> {
  const { rows } = await sql<{ hits: number; ttl_ms: number }>`
    insert into rate_limit_windows as w (key, hits, window_ends_at)
    values (${key}, 1, clock_timestamp() + make_interval(secs => ${windowMs}::double precision / 1000))
    on conflict (key) do update set
      hits = case when w.window_ends_at <= clock_timestamp() then 1 else w.hits + 1 end,
      window_ends_at = case when w.window_ends_at <= clock_timestamp()
                            then excluded.window_ends_at else w.window_ends_at end
    returning hits, greatest(0, ceil(extract(epoch from w.window_ends_at - clock_timestamp()) * 1000))::int as ttl_ms
  `.execute(db);
  if (sweep) {
    await sql`delete from rate_limit_windows where window_ends_at < clock_timestamp() - interval '1 hour'`.execute(
      db,
    );
  }
  const row = rows[0];
  if (row === undefined) throw new Error('the rate-limit upsert returned no row');
  return { current: row.hits, ttl: row.ttl_ms };
}
