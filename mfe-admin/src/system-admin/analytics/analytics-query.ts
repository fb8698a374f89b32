import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_INTERVALS,
  PlatformAnalyticsQuery,
  type AnalyticsInterval,
} from '@clinio/contracts';
import { issuesToFieldErrors, type FieldErrors } from '../../common/errors';
import type { Translate } from '../catalog';

export interface AnalyticsRange {
  from: string;
  to: string;
  interval: AnalyticsInterval;
}

const DAY_MS = 86_400_000;

/** Today as a UTC day: the server counts in UTC days. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The server's own default: the last 30 days up to today (UTC), by day. */
export function defaultRange(now: Date = new Date()): AnalyticsRange {
  const from = new Date(now.getTime() - (ANALYTICS_DEFAULT_DAYS - 1) * DAY_MS);
  return { from: utcToday(from), to: utcToday(now), interval: 'day' };
}

export function isInterval(value: string): value is AnalyticsInterval {
  return (ANALYTICS_INTERVALS as readonly string[]).includes(value);
}

/**
 * The API's rules (format, order, at most 731 days) plus an end that is not in the future; our own
 * refusals are worded with `t` (the API's come as its schema words them).
 */
export function checkRange(range: AnalyticsRange, t: Translate, now: Date = new Date()): FieldErrors {
  const errors: FieldErrors = {};
  if (range.from === '') errors.from = t('analytics.error.noStart');
  if (range.to === '') errors.to = t('analytics.error.noEnd');
  if (Object.keys(errors).length > 0) return errors;
  const check = PlatformAnalyticsQuery.safeParse(range);
  if (!check.success) Object.assign(errors, issuesToFieldErrors(check.error.issues));
  if (errors.to === undefined && range.to > utcToday(now)) errors.to = t('analytics.error.future');
  return errors;
}
