import { WEEKDAYS, type OpeningHours, type OpeningHoursUpdate, type Weekday } from '@clinio/contracts';
import type { z } from 'zod';
import type { TenantTx } from '../db/database';

type OpeningHoursInput = z.output<typeof OpeningHoursUpdate>;

/** ISO 8601 weekday numbers, as stored: 1 = Monday … 7 = Sunday. */
const ISO_WEEKDAY = Object.fromEntries(WEEKDAYS.map((day, index) => [day, index + 1])) as Record<
  Weekday,
  number
>;

export interface OpeningHoursRow {
  branch_id: string;
  weekday: number;
  opens_at: string;
  closes_at: string;
}

/** PostgreSQL answers times as HH:MM:SS; the API speaks HH:MM. */
const hhmm = (time: string) => time.slice(0, 5);

/** Every weekday of one branch: its interval, or null when there is no row (closed). */
export function openingHoursFrom(rows: readonly OpeningHoursRow[]): OpeningHours {
  const byDay = new Map(rows.map((row) => [row.weekday, row]));
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const row = byDay.get(ISO_WEEKDAY[day]);
      return [day, row === undefined ? null : { open: hhmm(row.opens_at), close: hhmm(row.closes_at) }];
    }),
  ) as OpeningHours;
}

/** The opening-hours rows of these branches, grouped by branch. */
export async function loadOpeningHours(
  tx: TenantTx,
  branchIds: readonly string[],
): Promise<Map<string, OpeningHours>> {
  const rows =
    branchIds.length === 0
      ? []
      : await tx
          .selectFrom('branch_opening_hours')
          .select(['branch_id', 'weekday', 'opens_at', 'closes_at'])
          .where('branch_id', 'in', branchIds)
          .execute();
  return new Map(branchIds.map((id) => [id, openingHoursFrom(rows.filter((row) => row.branch_id === id))]));
}

/** Applies the weekdays given: an interval replaces that day's, null closes it, omitted keeps it. */
export async function writeOpeningHours(
  tx: TenantTx,
  target: { tenantId: string; branchId: string },
  update: OpeningHoursInput,
): Promise<void> {
  for (const day of WEEKDAYS) {
    const interval = update[day];
    if (interval === undefined) continue;
    const weekday = ISO_WEEKDAY[day];
    if (interval === null) {
      await tx
        .deleteFrom('branch_opening_hours')
        .where('branch_id', '=', target.branchId)
        .where('weekday', '=', weekday)
        .execute();
      continue;
    }
    await tx
      .insertInto('branch_opening_hours')
      .values({
        tenant_id: target.tenantId,
        branch_id: target.branchId,
        weekday,
        opens_at: interval.open,
        closes_at: interval.close,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['tenant_id', 'branch_id', 'weekday'])
          .doUpdateSet({ opens_at: interval.open, closes_at: interval.close }),
      )
      .execute();
  }
}
