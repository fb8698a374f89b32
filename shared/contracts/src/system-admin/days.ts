import { z } from 'zod';

const DAY_MS = 86_400_000;

/** Dates outside these years are refused (typing mistakes, and years PostgreSQL cannot store). */
export const PLATFORM_YEARS = { min: 2000, max: 2100 } as const;

/** A UTC day, YYYY-MM-DD, a real calendar date within PLATFORM_YEARS. */
export const PlatformDay = z.iso.date('Use the format YYYY-MM-DD').refine((value) => {
  const year = Number(value.slice(0, 4));
  return year >= PLATFORM_YEARS.min && year <= PLATFORM_YEARS.max;
}, `Use a date between ${PLATFORM_YEARS.min} and ${PLATFORM_YEARS.max}`);

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
