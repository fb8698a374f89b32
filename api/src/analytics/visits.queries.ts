import { ATTENDED_STATUSES, EXPECTED_STATUSES, type ReportGroup, type VisitFigures } from '@clinio/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { TenantTx } from '../db/database';
import { dayStart, scopeConditions, visitWhere, type VisitFilter } from './filters';

const list = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

/** The key a group of visits is counted under (days, weeks and months in the clinic's zone). */
export function groupKey(
  group: ReportGroup | 'all',
  timeZone: string,
  at: RawBuilder<unknown> = sql`a.start_time`,
): RawBuilder<string> {
  const local = sql`(${at} at time zone ${timeZone})`;
  switch (group) {
    case 'all':
      return sql<string>`''`;
    case 'day':
      return sql<string>`to_char(${local}::date, 'YYYY-MM-DD')`;
    case 'week':
      return sql<string>`to_char(date_trunc('week', ${local})::date, 'YYYY-MM-DD')`;
    case 'month':
      return sql<string>`to_char(${local}::date, 'YYYY-MM')`;
    case 'provider':
      return sql<string>`a.provider_id::text`;
    case 'branch':
      return sql<string>`a.branch_id::text`;
    case 'appointment_type':
      return sql<string>`a.appointment_type`;
  }
}

interface CountRow {
  key: string;
  total: string;
  attended: string;
  no_shows: string;
  cancelled: string;
  expected: string;
  booked_minutes: string | null;
}

/**
 * Visits counted by status, one row per group: every figure of ADR 054 about visits is a sum of
 * these columns. One pass over the range's rows (the start-time index).
 */
export async function visitCounts(
  tx: TenantTx,
  filter: VisitFilter,
  group: ReportGroup | 'all',
): Promise<Array<VisitFigures & { key: string }>> {
  const key = groupKey(group, filter.timeZone);
  const { rows } = await sql<CountRow>`
    select ${key} as key,
           count(*) as total,
           count(*) filter (where a.status in (${list(ATTENDED_STATUSES)})) as attended,
           count(*) filter (where a.status = 'no_show') as no_shows,
           count(*) filter (where a.status = 'cancelled') as cancelled,
           count(*) filter (where a.status in (${list(EXPECTED_STATUSES)})) as expected,
           sum(extract(epoch from a.end_time - a.start_time) / 60)
             filter (where a.status not in ('cancelled', 'no_show'))::bigint as booked_minutes
      from appointments a
     where ${visitWhere(filter)}
     group by 1
     order by 1`.execute(tx);
  return rows.map((row) => ({
    key: row.key,
    total: Number(row.total),
    attended: Number(row.attended),
    no_shows: Number(row.no_shows),
    cancelled: Number(row.cancelled),
    expected: Number(row.expected),
    booked_minutes: Number(row.booked_minutes ?? 0),
  }));
}

export const NO_VISITS: VisitFigures = {
  total: 0,
  attended: 0,
  no_shows: 0,
  cancelled: 0,
  expected: 0,
  booked_minutes: 0,
};

/**
 * Patients seen in the range (a visit not cancelled), split into new (no earlier visit in the same
 * scope) and returning, one row per group.
 */
export async function patientCounts(
  tx: TenantTx,
  filter: VisitFilter,
  group: ReportGroup | 'all',
): Promise<Array<{ key: string; seen: number; new: number; returning: number }>> {
  const key = groupKey(group, filter.timeZone);
  const before = sql.join(
    [
      sql`b.patient_id = s.patient_id`,
      sql`b.start_time < ${dayStart(filter.from, filter.timeZone)}`,
      sql`b.status <> 'cancelled'`,
      ...scopeConditions(filter, 'b'),
    ],
    sql` and `,
  );
  const { rows } = await sql<{ key: string; seen: string; new: string }>`
    with seen as (
      select ${key} as key, a.patient_id
        from appointments a
       where ${visitWhere(filter)} and a.status <> 'cancelled'
       group by 1, 2
    )
    select s.key,
           count(*) as seen,
           count(*) filter (where not exists (select 1 from appointments b where ${before})) as new
      from seen s
     group by 1
     order by 1`.execute(tx);
  return rows.map((row) => ({
    key: row.key,
    seen: Number(row.seen),
    new: Number(row.new),
    returning: Number(row.seen) - Number(row.new),
  }));
}

/** Median and mean lead time in days of the range's visits that were not cancelled. */
export async function leadTime(
  tx: TenantTx,
  filter: VisitFilter,
): Promise<{ median: number | null; average: number | null }> {
  const { rows } = await sql<{ median: number | null; average: number | null }>`
    with lead as (
      select greatest(0, extract(epoch from a.start_time - a.created_at)) / 86400 as days
        from appointments a
       where ${visitWhere(filter)} and a.status <> 'cancelled'
    )
    select percentile_cont(0.5) within group (order by days)::float8 as median, avg(days)::float8 as average
      from lead`.execute(tx);
  const row = rows[0];
  return { median: row?.median ?? null, average: row?.average ?? null };
}

/** Each provider's weekly hours, in the caller's branches (and the chosen branch or provider). */
export async function providerHours(tx: TenantTx, filter: VisitFilter) {
  let query = tx.selectFrom('provider_hours').select(['provider_id', 'weekday', 'starts', 'ends']);
  if (filter.providerId !== undefined) query = query.where('provider_id', '=', filter.providerId);
  if (filter.branchId !== undefined) query = query.where('branch_id', '=', filter.branchId);
  if (filter.scope !== null) query = query.where('branch_id', 'in', filter.scope);
  return query.execute();
}
