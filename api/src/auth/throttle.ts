import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * Per-account throttling (quality bar 8): after `maxFailures` failures the key is locked for a
 * while, doubling each time up to an hour. A lock always ends, so an attacker cannot lock a
 * victim out for good; a success clears the count.
 */
export interface Throttle {
  /** Seconds until the key may try again, or 0. */
  lockedFor(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

const BASE_LOCK_SECONDS = 60;
const MAX_LOCK_SECONDS = 3_600;

export function createThrottle(db: Db, maxFailures: number): Throttle {
  return {
    async lockedFor(key) {
      const row = await db
        .selectFrom('login_throttle')
        .select('locked_until')
        .where('key', '=', key)
        .executeTakeFirst();
      const until = row?.locked_until?.getTime() ?? 0;
      return Math.max(0, Math.ceil((until - Date.now()) / 1000));
    },
    async recordFailure(key) {
      // One statement, so concurrent failures all count.
      await sql`
        insert into login_throttle (key, failures, updated_at) values (${key}, 1, now())
        on conflict (key) do update set
          failures = login_throttle.failures + 1,
          updated_at = now(),
          locked_until = case
            when (login_throttle.failures + 1) >= ${maxFailures}
              then now() + make_interval(secs => least(${MAX_LOCK_SECONDS}, ${BASE_LOCK_SECONDS} * power(2, (login_throttle.failures + 1) - ${maxFailures})))
            else login_throttle.locked_until
          end`.execute(db);
    },
    async clear(key) {
      await db.deleteFrom('login_throttle').where('key', '=', key).execute();
    },
  };
}
