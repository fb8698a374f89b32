import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  PLAN_IDS,
  SUBSCRIPTION_STATUSES,
  daysBetween,
  normalizeSubscriptionStatus,
  subscriberPlanOf,
  type AnalyticsBucket,
  type AnalyticsInterval,
  type PlanId,
  type PlatformAnalytics,
  type SubscriptionStatus,
} from '@clinio/contracts';
import { sql } from 'kysely';
import type { SystemContext } from '../auth/system-guard';
import type { Db } from '../db/database';
import { AppError } from '../errors/app-error';
import { allStoredFiles, STORAGE_NOTE, totalBytes, type StoredFile } from './storage-usage';

const DAY_MS = 86_400_000;

const STAFF_LOGIN_ACTIONS = ['auth.login', 'auth.login_2fa', 'auth.login_throttled'];

function invalid(field: string, message: string): AppError {
  return new AppError(400, 'validation_error', `${field}: ${message}`, { fields: [{ field, message }] });
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/**
 * The range asked for, with the defaults filled in (the last 30 days up to today, UTC) and the
 * guards the contract cannot apply alone: `to` not in the future, `from` <= `to`, at most
 * ANALYTICS_MAX_DAYS days.
 */
export function resolveRange(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date = new Date(),
): { from: string; to: string } {
  const today = dayOf(now);
  const to = query.to ?? today;
  if (to > today) throw invalid('to', 'The end date must not be in the future');
  const from = query.from ?? addDays(to, 1 - ANALYTICS_DEFAULT_DAYS);
  if (from > to) throw invalid('to', 'The end date must not be before the start date');
  if (daysBetween(from, to) >= ANALYTICS_MAX_DAYS)
    throw invalid('from', `Ask for at most ${ANALYTICS_MAX_DAYS} days`);
  return { from, to };
}

interface SeriesRow {
  start: string;
  end: string;
  tenants_new: string;
  tenants_total: string;
  tenants_suspended: string;
  staff_new: string;
  staff_total: string;
  patients_new: string;
  patients_total: string;
  patient_logins_new: string;
  patient_logins_total: string;
  staff_login_success: string;
  staff_login_failure: string;
  patient_login_success: string;
  patient_login_failure: string;
  storage_bytes: string;
}

/**
 * One statement: the intervals come from generate_series (aligned to the unit in UTC, the first
 * and last cut to the range), each measure is one aggregate over its table grouped by interval,
 * and running totals add the count before the range to a window sum. Every number is a count of
 * rows (or a sum of file sizes); an interval with nothing in it is a real zero.
 *
 * The tenants' status over time comes from tenant_status_changes (a tenant starts active; each
 * suspension adds one suspended tenant, each reactivation removes one). Sign-ins come from the
 * audit logs: staff successes and refusals from every tenant's log (auth.login, auth.login_2fa,
 * auth.login_throttled), refusals of unknown staff identifiers and patients' sign-ins from the
 * platform log (patient.login, patient.login_throttled).
 */
async function series(
  db: Db,
  range: { from: string; to: string },
  interval: AnalyticsInterval,
  files: readonly StoredFile[],
): Promise<SeriesRow[]> {
  const step = `1 ${interval}`;
  const bytes = files.map((file) => file.bytes);
  const writtenAt = files.map((file) => file.writtenAt);
  const bucketOf = (column: string) => sql`date_trunc(${interval}, ${sql.ref(column)} at time zone 'UTC')`;
  const result = await sql<SeriesRow>`
    with
    bounds as (
      select ${range.from}::timestamp as lo, (${range.to}::date + 1)::timestamp as hi,
             ${range.from}::timestamp at time zone 'UTC' as lo_tz,
             (${range.to}::date + 1)::timestamp at time zone 'UTC' as hi_tz
    ),
    buckets as (
      select key, greatest(key, b.lo) as b_lo, least(key + ${step}::interval, b.hi) as b_hi
        from bounds b,
             generate_series(date_trunc(${interval}, b.lo), b.hi - interval '1 day', ${step}::interval) as key
    ),
    tenants_in as (
      select ${bucketOf('t.created_at')} as key, count(*) as n
        from tenants t, bounds b where t.created_at >= b.lo_tz and t.created_at < b.hi_tz group by 1
    ),
    tenants_before as (select count(*) as n from tenants t, bounds b where t.created_at < b.lo_tz),
    suspended_in as (
      select ${bucketOf('h.at')} as key, sum(case when h.to_status = 'suspended' then 1 else -1 end) as n
        from tenant_status_changes h, bounds b where h.at >= b.lo_tz and h.at < b.hi_tz group by 1
    ),
    suspended_before as (
      select coalesce(sum(case when h.to_status = 'suspended' then 1 else -1 end), 0) as n
        from tenant_status_changes h, bounds b where h.at < b.lo_tz
    ),
    staff_in as (
      select ${bucketOf('u.created_at')} as key, count(*) as n
        from staff_users u, bounds b where u.created_at >= b.lo_tz and u.created_at < b.hi_tz group by 1
    ),
    staff_before as (select count(*) as n from staff_users u, bounds b where u.created_at < b.lo_tz),
    patients_in as (
      select ${bucketOf('p.created_at')} as key, count(*) as n
        from patients p, bounds b where p.created_at >= b.lo_tz and p.created_at < b.hi_tz group by 1
    ),
    patients_before as (select count(*) as n from patients p, bounds b where p.created_at < b.lo_tz),
    logins_in as (
      select ${bucketOf('l.created_at')} as key, count(*) as n
        from patient_logins l, bounds b where l.created_at >= b.lo_tz and l.created_at < b.hi_tz group by 1
    ),
    logins_before as (select count(*) as n from patient_logins l, bounds b where l.created_at < b.lo_tz),
    staff_sign_ins as (
      select ${bucketOf('a.at')} as key,
             count(*) filter (where a.outcome = 'success' and a.action = 'auth.login') as ok,
             count(*) filter (where a.outcome = 'failure') as failed
        from audit_log a, bounds b
       where a.action in (${sql.join(STAFF_LOGIN_ACTIONS)}) and a.at >= b.lo_tz and a.at < b.hi_tz
       group by 1
    ),
    platform_sign_ins as (
      select ${bucketOf('p.at')} as key,
             count(*) filter (
               where p.outcome = 'failure' and p.action in ('auth.login', 'auth.login_throttled')
             ) as staff_failed,
             count(*) filter (where p.outcome = 'success' and p.action = 'patient.login') as patient_ok,
             count(*) filter (
               where p.outcome = 'failure' and p.action in ('patient.login', 'patient.login_throttled')
             ) as patient_failed
        from platform_audit_log p, bounds b
       where p.action in ('auth.login', 'auth.login_throttled', 'patient.login', 'patient.login_throttled')
         and p.at >= b.lo_tz and p.at < b.hi_tz
       group by 1
    ),
    files as (
      select f.bytes, f.written_at
        from unnest(${bytes}::bigint[], ${writtenAt}::timestamptz[]) as f(bytes, written_at)
    ),
    storage_in as (
      select ${bucketOf('f.written_at')} as key, sum(f.bytes) as n
        from files f, bounds b where f.written_at >= b.lo_tz and f.written_at < b.hi_tz group by 1
    ),
    storage_before as (
      select coalesce(sum(f.bytes), 0) as n from files f, bounds b where f.written_at < b.lo_tz
    )
    select to_char(k.b_lo, 'YYYY-MM-DD') as start,
           to_char(k.b_hi, 'YYYY-MM-DD') as end,
           coalesce(ti.n, 0)::text as tenants_new,
           ((select n from tenants_before) + sum(coalesce(ti.n, 0)) over running)::text as tenants_total,
           ((select n from suspended_before) + sum(coalesce(si.n, 0)) over running)::text as tenants_suspended,
           coalesce(st.n, 0)::text as staff_new,
           ((select n from staff_before) + sum(coalesce(st.n, 0)) over running)::text as staff_total,
           coalesce(pa.n, 0)::text as patients_new,
           ((select n from patients_before) + sum(coalesce(pa.n, 0)) over running)::text as patients_total,
           coalesce(li.n, 0)::text as patient_logins_new,
           ((select n from logins_before) + sum(coalesce(li.n, 0)) over running)::text as patient_logins_total,
           coalesce(ss.ok, 0)::text as staff_login_success,
           (coalesce(ss.failed, 0) + coalesce(ps.staff_failed, 0))::text as staff_login_failure,
           coalesce(ps.patient_ok, 0)::text as patient_login_success,
           coalesce(ps.patient_failed, 0)::text as patient_login_failure,
           ((select n from storage_before) + sum(coalesce(sg.n, 0)) over running)::text as storage_bytes
      from buckets k
      left join tenants_in ti on ti.key = k.key
      left join suspended_in si on si.key = k.key
      left join staff_in st on st.key = k.key
      left join patients_in pa on pa.key = k.key
      left join logins_in li on li.key = k.key
      left join staff_sign_ins ss on ss.key = k.key
      left join platform_sign_ins ps on ps.key = k.key
      left join storage_in sg on sg.key = k.key
    window running as (order by k.key rows between unbounded preceding and current row)
    order by k.key`.execute(db);
  return result.rows;
}

interface TotalsRow {
  tenants: string;
  suspended: string;
  staff_active: string;
  staff_invited: string;
  staff_deactivated: string;
  open_sessions: string;
  patients: string;
  patients_archived: string;
  patient_logins: string;
}

async function totals(db: Db) {
  const [counts, plans, statuses] = await Promise.all([
    sql<TotalsRow>`
      select (select count(*) from tenants)::text as tenants,
             (select count(*) from tenants where status = 'suspended')::text as suspended,
             (select count(*) from staff_users where status = 'active')::text as staff_active,
             (select count(*) from staff_users where status = 'invited')::text as staff_invited,
             (select count(*) from staff_users where status = 'deactivated')::text as staff_deactivated,
             (select count(*) from staff_sessions where ended_at is null)::text as open_sessions,
             (select count(*) from patients)::text as patients,
             (select count(*) from patients where archived_at is not null)::text as patients_archived,
             (select count(*) from patient_logins)::text as patient_logins`.execute(db),
    sql<{ plan: string | null; n: string }>`
      select s.plan, count(*)::text as n
        from tenants t left join subscriptions s on s.tenant_id = t.id
       group by 1`.execute(db),
    sql<{ status: string; n: string }>`
      select case
               when s.status is null then 'trial'
               when s.status = 'trial' and s.trial_ends_at is not null and s.trial_ends_at <= now() then 'expired'
               else s.status end as status,
             count(*)::text as n
        from tenants t left join subscriptions s on s.tenant_id = t.id
       group by 1`.execute(db),
  ]);
  const row = counts.rows[0];
  if (!row) throw new Error('totals query returned no row');
  const byPlan = Object.fromEntries(PLAN_IDS.map((plan) => [plan, 0])) as Record<PlanId, number>;
  for (const item of plans.rows) byPlan[subscriberPlanOf(item.plan)] += Number(item.n);
  const byStatus = Object.fromEntries(SUBSCRIPTION_STATUSES.map((status) => [status, 0])) as Record<
    SubscriptionStatus,
    number
  >;
  for (const item of statuses.rows)
    byStatus[normalizeSubscriptionStatus(item.status) ?? 'trial'] += Number(item.n);
  const staffActive = Number(row.staff_active);
  const staffInvited = Number(row.staff_invited);
  const staffDeactivated = Number(row.staff_deactivated);
  return {
    tenants: {
      total: Number(row.tenants),
      active: Number(row.tenants) - Number(row.suspended),
      suspended: Number(row.suspended),
      by_plan: byPlan,
      by_subscription_status: byStatus,
    },
    staff_users: {
      total: staffActive + staffInvited + staffDeactivated,
      active: staffActive,
      invited: staffInvited,
      deactivated: staffDeactivated,
    },
    open_staff_sessions: Number(row.open_sessions),
    patients: { total: Number(row.patients), archived: Number(row.patients_archived) },
    patient_logins: Number(row.patient_logins),
  };
}

function toBucket(row: SeriesRow): AnalyticsBucket {
  const total = Number(row.tenants_total);
  const suspended = Number(row.tenants_suspended);
  return {
    start: row.start,
    end: row.end,
    tenants: { new: Number(row.tenants_new), total, active: total - suspended, suspended },
    staff_users: { new: Number(row.staff_new), total: Number(row.staff_total) },
    patients: { new: Number(row.patients_new), total: Number(row.patients_total) },
    patient_logins: { new: Number(row.patient_logins_new), total: Number(row.patient_logins_total) },
    logins: {
      staff_success: Number(row.staff_login_success),
      staff_failure: Number(row.staff_login_failure),
      patient_success: Number(row.patient_login_success),
      patient_failure: Number(row.patient_login_failure),
    },
    storage_bytes: Number(row.storage_bytes),
  };
}

/**
 * GET /api/system-admin/analytics: series over the range and the totals that hold now, across
 * every tenant (the unscoped handle; the platform's own numbers, never a patient's data).
 */
export async function platformAnalytics(
  ctx: SystemContext,
  uploadsDir: string,
  query: { from?: string | undefined; to?: string | undefined; interval: AnalyticsInterval },
): Promise<PlatformAnalytics> {
  const range = resolveRange(query);
  const db = ctx.database.unscoped();
  const files = await allStoredFiles(uploadsDir);
  const [rows, now] = await Promise.all([series(db, range, query.interval, files), totals(db)]);
  return {
    from: range.from,
    to: range.to,
    interval: query.interval,
    generated_at: new Date().toISOString(),
    buckets: rows.map(toBucket),
    totals: { ...now, storage: { bytes: totalBytes(files), files: files.length } },
    storage_note: STORAGE_NOTE,
  };
}
