import { sql } from 'kysely';
import type { Db } from '../db/database';
import { AppError } from '../errors/app-error';

/**
 * Per-account throttling (quality bar 8, ASVS 6.3.1; ADR 024). Two limits on one key:
 * - a growing delay: after `maxFailures` failures in a row each further failure makes the key wait
 *   longer (30 s, doubling, at most 15 minutes); a delay always ends, so nobody is locked out for
 *   good;
 * - an hourly budget: at most `maxFailuresPerHour` failures in any 60 minutes. Counted in
 *   clock-hour buckets (rows `key@<hour>`); the current and the previous bucket together must stay
 *   within the budget, which bounds every rolling hour.
 * A success clears both.
 */
export interface ThrottleState {
  /** Seconds until the growing delay ends, or 0. */
  delaySeconds: number;
  /** Whether the hourly budget is spent (the caller decides who may still try). */
  isBudgetSpent: boolean;
  /** Seconds until the oldest counted hour drops out of the budget. */
  budgetResetSeconds: number;
}

export interface FailureOutcome {
  /** This failure started the delay, or spent the hourly budget: time to tell the owner. */
  hasJustThrottled: boolean;
}

export interface Throttle {
  state(key: string): Promise<ThrottleState>;
  /** Seconds until the key may try again (the delay, else a spent budget), or 0. */
  lockedFor(key: string): Promise<number>;
  recordFailure(key: string): Promise<FailureOutcome>;
  clear(key: string): Promise<void>;
}

export interface ThrottleLimits {
  maxFailures: number;
  maxFailuresPerHour?: number;
}

const BASE_DELAY_SECONDS = 30;
const MAX_DELAY_SECONDS = 900;
const HOUR_MS = 3_600_000;
export const DEFAULT_MAX_FAILURES_PER_HOUR = 100;

const hourOf = (now: number) => Math.floor(now / HOUR_MS);
const bucketKey = (key: string, hour: number) => `${key}@${hour}`;

/** The delay after `failures` failures in a row (0 before `maxFailures`). */
export function delayAfter(failures: number, maxFailures: number): number {
  if (failures < maxFailures) return 0;
  return Math.min(MAX_DELAY_SECONDS, BASE_DELAY_SECONDS * 2 ** (failures - maxFailures));
}

export function createThrottle(db: Db, limits: ThrottleLimits | number): Throttle {
  const { maxFailures, maxFailuresPerHour = DEFAULT_MAX_FAILURES_PER_HOUR } =
    typeof limits === 'number' ? { maxFailures: limits } : limits;

  async function state(key: string): Promise<ThrottleState> {
    const now = Date.now();
    const hour = hourOf(now);
    const rows = await db
      .selectFrom('login_throttle')
      .select(['key', 'failures', 'locked_until'])
      .where('key', 'in', [key, bucketKey(key, hour), bucketKey(key, hour - 1)])
      .execute();
    const main = rows.find((row) => row.key === key);
    const inBudget = rows.filter((row) => row.key !== key).reduce((sum, row) => sum + row.failures, 0);
    const until = main?.locked_until?.getTime() ?? 0;
    return {
      delaySeconds: Math.max(0, Math.ceil((until - now) / 1000)),
      isBudgetSpent: inBudget >= maxFailuresPerHour,
      budgetResetSeconds: Math.ceil(((hour + 1) * HOUR_MS - now) / 1000),
    };
  }

  return {
    state,
    async lockedFor(key) {
      const current = await state(key);
      return Math.max(current.delaySeconds, current.isBudgetSpent ? current.budgetResetSeconds : 0);
    },
    async recordFailure(key) {
      const hour = hourOf(Date.now());
      // One statement per row, so concurrent failures all count.
      const row = await sql<{ failures: number }>`
        insert into login_throttle (key, failures, updated_at) values (${key}, 1, now())
        on conflict (key) do update set
          failures = login_throttle.failures + 1,
          updated_at = now(),
          locked_until = case
            when (login_throttle.failures + 1) >= ${maxFailures}
              then now() + make_interval(secs => least(${MAX_DELAY_SECONDS}, ${BASE_DELAY_SECONDS} * power(2, (login_throttle.failures + 1) - ${maxFailures})))
            else login_throttle.locked_until
          end
        returning failures`.execute(db);
      const bucket = await sql<{ failures: number }>`
        insert into login_throttle (key, failures, updated_at) values (${bucketKey(key, hour)}, 1, now())
        on conflict (key) do update set failures = login_throttle.failures + 1, updated_at = now()
        returning failures`.execute(db);
      const previous = await db
        .selectFrom('login_throttle')
        .select('failures')
        .where('key', '=', bucketKey(key, hour - 1))
        .executeTakeFirst();
      await db
        .deleteFrom('login_throttle')
        .where(sql<boolean>`starts_with(key, ${`${key}@`})`)
        .where('key', 'not in', [bucketKey(key, hour), bucketKey(key, hour - 1)])
        .execute();
      const failures = row.rows[0]?.failures ?? 0;
      const inBudget = (bucket.rows[0]?.failures ?? 0) + (previous?.failures ?? 0);
      return { hasJustThrottled: failures === maxFailures || inBudget === maxFailuresPerHour };
    },
    async clear(key) {
      await db
        .deleteFrom('login_throttle')
        .where(sql<boolean>`key = ${key} or starts_with(key, ${`${key}@`})`)
        .execute();
    },
  };
}

/** The answer to a throttled attempt, in whole minutes. */
export function tooManyAttempts(seconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new AppError(
    429,
    'rate_limited',
    `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}
