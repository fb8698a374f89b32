import { ATTENDED_STATUSES, EXPECTED_STATUSES, type ReportGroup, type VisitFigures } from '@clinio/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { TenantTx } from '../db/database';
import { dayEnd, dayStart, scopeConditions, visitWhere, type VisitFilter } from './filters';

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

/** A group's value to group visits by, and how its key is written from that value. */
function groupBucket(
  group: ReportGroup | 'all',
  timeZone: string,
): { bucket: RawBuilder<unknown>; name: (value: RawBuilder<unknown>) => RawBuilder<string> } {
  const local = sql`(a.start_time at time zone ${timeZone})`;
  switch (group) {
    case 'day':
      return { bucket: sql`${local}::date`, name: (value) => sql<string>`to_char(${value}, 'YYYY-MM-DD')` };
    case 'week':
      return {
        bucket: sql`date_trunc('week', ${local})::date`,
        name: (value) => sql<string>`to_char(${value}, 'YYYY-MM-DD')`,
      };
    case 'month':
      return {
        bucket: sql`date_trunc('month', ${local})`,
        name: (value) => sql<string>`to_char(${value}, 'YYYY-MM')`,
      };
    default:
      return { bucket: groupKey(group, timeZone), name: (value) => sql<string>`${value}` };
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
 * The counts of a set of visits `a`, in the order of the rollup's columns: every figure of ADR 054
 * about visits is a sum of these. The live query and the rollup (rollup.ts) share them, so a day
 * counts the same from either.
 */
export const VISIT_COUNT_COLUMNS = sql`
  count(*) as total,
  count(*) filter (where a.status in (${list(ATTENDED_STATUSES)})) as attended,
  count(*) filter (where a.status = 'no_show') as no_shows,
  count(*) filter (where a.status = 'cancelled') as cancelled,
  count(*) filter (where a.status in (${list(EXPECTED_STATUSES)})) as expected,
  coalesce(sum(extract(epoch from a.end_time - a.start_time) / 60)
    filter (where a.status not in ('cancelled', 'no_show')), 0) as booked_minutes`;

/** The key of a rollup row (`a.day` is already the clinic's calendar day). */
function rollupKey(group: ReportGroup | 'all'): RawBuilder<string> {
  switch (group) {
    case 'day':
      return sql<string>`to_char(a.day, 'YYYY-MM-DD')`;
    case 'week':
      return sql<string>`to_char(date_trunc('week', a.day)::date, 'YYYY-MM-DD')`;
    case 'month':
      return sql<string>`to_char(a.day, 'YYYY-MM')`;
    default:
      return groupKey(group, 'UTC');
  }
}

/** The closed days of the range the rollup holds counted, and the dirty ones among them. */
interface RollupCover {
  from: string;
  to: string;
  dirty: string[];
}

const nextDay = (day: string, step = 1) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + step * 86_400_000).toISOString().slice(0, 10);

async function rollupCover(tx: TenantTx, filter: VisitFilter): Promise<RollupCover | null> {
  const { rows } = await sql<{ time_zone: string; built_from: string | null; last: string | null }>`
    select time_zone, to_char(built_from, 'YYYY-MM-DD') as built_from,
           to_char(closed_through - 1, 'YYYY-MM-DD') as last
      from analytics_rollups`.execute(tx);
  const state = rows[0];
  if (
    state === undefined ||
    state.built_from === null ||
    state.last === null ||
    state.time_zone !== filter.timeZone
  )
    return null;
  const from = filter.from > state.built_from ? filter.from : state.built_from;
  const to = filter.to < state.last ? filter.to : state.last;
  if (from > to) return null;
  const dirty = await sql<{ day: string }>`
    select to_char(day, 'YYYY-MM-DD') as day from analytics_dirty_days
     where day >= ${from}::date and day <= ${to}::date order by day`.execute(tx);
  return { from, to, dirty: dirty.rows.map((row) => row.day) };
}

/** The days of the range to count from the visits: outside the rollup's cover, and its dirty days. */
function liveDays(filter: VisitFilter, cover: RollupCover): Array<[string, string]> {
  const spans: Array<[string, string]> = [];
  if (filter.from < cover.from) spans.push([filter.from, nextDay(cover.from, -1)]);
  for (const day of cover.dirty) spans.push([day, day]);
  if (cover.to < filter.to) spans.push([nextDay(cover.to), filter.to]);
  return spans;
}

/**
 * Visits counted by status, one row per group. The clean closed days come from the daily rollup
 * (ADR 065), the others (today, the future, a day changed since it was counted, a clinic whose
 * rollup is not built) from the visits, and the two are added up per group: the same figures
 * either way, which analytics-rollup.test.ts checks.
 */
export async function visitCounts(
  tx: TenantTx,
  filter: VisitFilter,
  group: ReportGroup | 'all',
): Promise<Array<VisitFigures & { key: string }>> {
  const key = groupKey(group, filter.timeZone);
  const cover = await rollupCover(tx, filter);
  const live = (where: RawBuilder<unknown>) => sql`
    select ${key} as key, ${VISIT_COUNT_COLUMNS}
      from appointments a
     where ${where}
     group by 1`;
  let query: RawBuilder<CountRow>;
  if (cover === null) {
    query = sql<CountRow>`${live(visitWhere(filter))} order by 1`;
  } else {
    const spans = liveDays(filter, cover).map(
      ([from, to]) =>
        sql`(a.start_time >= ${dayStart(from, filter.timeZone)} and a.start_time < ${dayEnd(to, filter.timeZone)})`,
    );
    const counted = sql`
      select ${rollupKey(group)} as key, a.total, a.attended, a.no_shows, a.cancelled, a.expected, a.booked_minutes
        from analytics_visit_days a
       where ${sql.join(
         [
           sql`a.day >= ${cover.from}::date`,
           sql`a.day <= ${cover.to}::date`,
           ...(cover.dirty.length > 0 ? [sql`a.day <> all(${cover.dirty}::date[])`] : []),
           ...scopeConditions(filter),
         ],
         sql` and `,
       )}`;
    const rest =
      spans.length === 0
        ? sql``
        : sql`union all ${live(sql.join([sql`(${sql.join(spans, sql` or `)})`, ...scopeConditions(filter)], sql` and `))}`;
    query = sql<CountRow>`
      select key, sum(total) as total, sum(attended) as attended, sum(no_shows) as no_shows,
             sum(cancelled) as cancelled, sum(expected) as expected, sum(booked_minutes) as booked_minutes
        from (${counted} ${rest}) u
       group by 1
       order by 1`;
  }
  const { rows } = await query.execute(tx);
  return rows.map((row) => ({
    key: row.key,
    total: Number(row.total),
    attended: Number(row.attended),
    no_shows: Number(row.no_shows),
    cancelled: Number(row.cancelled),
    expected: Number(row.expected),
    booked_minutes: Math.round(Number(row.booked_minutes ?? 0)),
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
  const before = sql.join(
    [
      sql`b.patient_id = s.patient_id`,
      sql`b.start_time < ${dayStart(filter.from, filter.timeZone)}`,
      sql`b.status <> 'cancelled'`,
      ...scopeConditions(filter, 'b'),
    ],
    sql` and `,
  );
  // Whether a patient was seen before the range does not depend on the group: asked once per
  // patient. For the whole clinic, from each patient's first visit (the rollup job keeps them,
  // ADR 065), the patients whose visits changed since asked of their visits; in a narrower scope
  // (a provider, a branch, a type) "before" means before in that scope, so always of the visits
  // (an index-only probe of appointments_seen_idx).
  const wholeClinic =
    filter.providerId === undefined &&
    filter.branchId === undefined &&
    filter.appointmentType === undefined &&
    filter.scope === null &&
    (await sql<{ built: boolean }>`select first_visits_built as built from analytics_rollups`.execute(tx))
      .rows[0]?.built === true;
  const probed = (from: RawBuilder<unknown>) =>
    sql`select s.patient_id from ${from} where exists (select 1 from appointments b where ${before})`;
  if (wholeClinic && group === 'all') {
    // The headline: a clean patient is new exactly when their first visit falls in the range (that
    // visit makes them seen), so the new are counted from the first visits alone; a patient whose
    // visits changed since is asked of the visits.
    const { rows } = await sql<{ seen: string; new_clean: string; new_dirty: string }>`
      with seen as materialized (
        select distinct a.patient_id from appointments a where ${visitWhere(filter)} and a.status <> 'cancelled'
      )
      select (select count(*) from seen) as seen,
             (select count(*) from analytics_first_visits f
               where f.first_at >= ${dayStart(filter.from, filter.timeZone)}
                 and f.first_at < ${dayEnd(filter.to, filter.timeZone)}
                 and not exists (select 1 from analytics_dirty_patients d where d.patient_id = f.patient_id)) as new_clean,
             (select count(*) from seen s join analytics_dirty_patients d on d.patient_id = s.patient_id
               where not exists (select 1 from appointments b where ${before})) as new_dirty`.execute(tx);
    const row = rows[0];
    const seen = Number(row?.seen ?? 0);
    const fresh = Number(row?.new_clean ?? 0) + Number(row?.new_dirty ?? 0);
    return seen === 0 ? [] : [{ key: '', seen, new: fresh, returning: seen - fresh }];
  }
  // Grouped by the bucket's value and named after: one name per group, not one per visit.
  const { bucket, name } = groupBucket(group, filter.timeZone);
  const seen = sql`
    select ${bucket} as key, a.patient_id
      from appointments a
     where ${visitWhere(filter)} and a.status <> 'cancelled'
     group by 1, 2`;
  const { rows } = wholeClinic
    ? // One pass: each (group, patient) beside the patient's first visit; a patient whose visits
      // changed since it was kept is asked of the visits.
      await sql<{ key: string; seen: string; new: string }>`
        with seen as (${seen})
        select ${name(sql`s.key`)} as key,
               count(*) as seen,
               count(*) filter (where case when d.patient_id is null
                                           then coalesce(f.first_at >= ${dayStart(filter.from, filter.timeZone)}, true)
                                           else not exists (select 1 from appointments b where ${before}) end) as new
          from seen s
          left join analytics_first_visits f on f.patient_id = s.patient_id
          left join analytics_dirty_patients d on d.patient_id = s.patient_id
         group by 1
         order by 1`.execute(tx)
    : await sql<{ key: string; seen: string; new: string }>`
        with seen as (${seen}), earlier as (${probed(sql`(select distinct patient_id from seen) s`)})
        select ${name(sql`s.key`)} as key,
               count(*) as seen,
               count(*) filter (where r.patient_id is null) as new
          from seen s left join earlier r on r.patient_id = s.patient_id
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
