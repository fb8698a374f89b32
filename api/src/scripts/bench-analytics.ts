import { loadavg } from 'node:os';
import { AnalyticsQuery, ReportQuery } from '@clinio/contracts';
import { sql } from 'kysely';
import { analyticsOverview } from '../analytics/analytics.service';
import { forecast, moneyCounts, outstanding } from '../analytics/money.queries';
import { analyticsReport } from '../analytics/reports.service';
import { refreshRollup } from '../analytics/rollup';
import { leadTime, patientCounts, visitCounts } from '../analytics/visits.queries';
import type { StaffContext } from '../auth/staff-guard';
import { loadConfig } from '../config/config';
import { connectDatabase } from '../db/connect';
import { createDatabase, type Database } from '../db/database';
import { APP_ROLE, SYSTEM_ROLE, urlForRole } from '../db/roles';
import { provisionTenant } from '../tenancy/provision';

/**
 * `pnpm bench`'s analytics figures (issue 21, ADR 054), on DATA_DIR's embedded PostgreSQL: a
 * clinic with 64 providers in 3 branches and 50,000 patients, with 1,001,280 appointments from
 * 1 January 2024 (15 half-hour visits a day per provider, generated in SQL once and kept), a
 * quarter of the past visits invoiced and most of those paid. Then the analytics page's request
 * (the overview of the last 30 days with every breakdown and money) and a year's report of each
 * section, each in a tenant transaction as the request role, timed at the client. Prints JSON.
 */
export const BENCH_ANALYTICS_TENANT_ID = 'b3c4e000-0000-4000-8000-00000000a0a2';
const ZONE = 'America/New_York';
const PROVIDERS = 64;
const DAYS = 1043;
const SLOTS = 15;
const RUNS = Number(process.env.BENCH_ANALYTICS_RUNS ?? 40);
const log = (message: string) => console.error(`bench-analytics: ${message}`);

async function ensureData(database: Database): Promise<void> {
  const tenantId = BENCH_ANALYTICS_TENANT_ID;
  const existing = await database.withTenant(tenantId, (tx) =>
    sql<{ n: string }>`select count(*) as n from appointments`.execute(tx),
  );
  const have = Number(existing.rows[0]?.n ?? 0);
  if (have >= PROVIDERS * DAYS * SLOTS) return;
  if (have > 0) throw new Error(`the bench clinic has ${have} appointments: remove its data folder`);
  const started = performance.now();
  await provisionTenant(database, {
    tenantId,
    slug: 'bench-analytics',
    name: 'Bench Analytics Clinic',
    clinicCode: 'BANA0001',
    timezone: ZONE,
    plan: { plan: 'enterprise', status: 'active' },
    branches: [{ name: 'North' }, { name: 'South' }, { name: 'East' }],
  });
  await database.withTenant(tenantId, async (tx) => {
    await sql`set local statement_timeout = 0`.execute(tx);
    await sql`update clinics set timezone = ${ZONE}`.execute(tx);
    await sql`update appointment_types set price_minor = 8000 + 2500 * sort_order`.execute(tx);
    const role = await sql<{ id: string }>`select id from roles where name = 'provider'`.execute(tx);
    await sql`insert into staff_users (tenant_id, role_id, username, username_normalized, email, email_normalized, first_name, last_name, status, password_hash)
              select ${tenantId}, ${role.rows[0]?.id}, 'benchana' || i, 'benchana' || i, 'benchana' || i || '@bench.test',
                     'benchana' || i || '@bench.test', 'Doctor', 'Analytics ' || lpad(i::text, 2, '0'), 'active', 'x'
                from generate_series(1, ${PROVIDERS}) i`.execute(tx);
    await sql`insert into provider_hours (tenant_id, provider_id, branch_id, weekday, starts, ends)
              select u.tenant_id, u.id, b.id, d, '09:00', '17:00'
                from (select id, tenant_id, row_number() over (order by username) as n from staff_users where username like 'benchana%') u
                join (select id, row_number() over (order by name) - 1 as n from branches) b on b.n = u.n % 3
               cross join generate_series(1, 7) d`.execute(tx);
    await sql`insert into patients (tenant_id, first_name, last_name, branch_id, created_at)
              select ${tenantId}, 'Bench', 'Patient ' || i, (select id from branches order by name limit 1),
                     timestamptz '2023-06-01' + (i % 900) * interval '1 day'
                from generate_series(1, 50000) i`.execute(tx);
  });
  log(`clinic, ${PROVIDERS} providers and 50,000 patients in ${Math.round(performance.now() - started)} ms`);
  await database.withTenant(tenantId, async (tx) => {
    await sql`set local statement_timeout = 0`.execute(tx);
    await sql`
      with p as (select array_agg(id order by id) as ids from patients),
           t as (select array_agg(key order by sort_order) as keys from appointment_types),
           v as (
             select u.id as provider_id, h.branch_id, d, k,
                    (timestamptz '2024-01-01 14:00+00' + d * interval '1 day' + k * interval '30 minutes') as at,
                    (u.n * 7919 + d * 104729 + k * 31) as h
               from (select id, row_number() over (order by username) as n from staff_users where username like 'benchana%') u
               join lateral (select branch_id from provider_hours where provider_id = u.id limit 1) h on true
              cross join generate_series(0, ${DAYS - 1}) d
              cross join generate_series(0, ${SLOTS - 1}) k
           )
      insert into appointments (tenant_id, patient_id, provider_id, branch_id, appointment_type, start_time, end_time,
                                blocked_from, blocked_to, status, cancelled_at, source, created_at)
      select ${tenantId}, p.ids[1 + v.h % 50000], v.provider_id, v.branch_id, t.keys[1 + v.h % 5], v.at,
             v.at + interval '30 minutes', v.at, v.at + interval '30 minutes',
             case when v.h % 100 < 9 then 'cancelled' when v.at > now() then 'booked'
                  when v.h % 100 < 16 then 'no_show' else 'completed' end,
             case when v.h % 100 < 9 then v.at - interval '1 day' end,
             case when v.h % 10 = 0 then 'portal' else 'staff' end,
             v.at - (v.h % 40) * interval '1 day'
        from v, p, t`.execute(tx);
    log(`appointments in ${Math.round(performance.now() - started)} ms`);
    await sql`
      insert into invoices (tenant_id, patient_id, appointment_id, provider_id, branch_id, number, status, subtotal_amount,
                            total_amount, issued_at, created_at)
      select a.tenant_id, a.patient_id, a.id, a.provider_id, a.branch_id,
             'INV-' || extract(year from a.end_time)::int || '-' || lpad((row_number() over ())::text, 7, '0'),
             'issued', 12000, 12000, a.end_time, a.end_time
        from appointments a
       where a.status = 'completed' and (a.created_at::date - a.start_time::date) % 4 = 0`.execute(tx);
    await sql`
      insert into ledger_entries (tenant_id, invoice_id, kind, amount, method, created_at)
      select i.tenant_id, i.id, 'payment', case when right(i.number, 1) in ('1', '2') then 5000 else 12000 end, 'card_terminal',
             i.issued_at + interval '2 days'
        from invoices i where right(i.number, 1) <> '3'`.execute(tx);
    await sql`update invoices set status = case when right(number, 1) = '3' then 'issued'
                  when right(number, 1) in ('1', '2') then 'partially_paid' else 'paid' end`.execute(tx);
  });
  log(`invoices and payments in ${Math.round(performance.now() - started)} ms`);
}

const round = (value: number) => Math.round(value * 100) / 100;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function timed(runs: number, work: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs + 3; i += 1) {
    const started = performance.now();
    await work();
    if (i >= 3) times.push(performance.now() - started);
  }
  const sorted = times.toSorted((a, b) => a - b);
  return { runs, p50: round(percentile(sorted, 0.5)), p95: round(percentile(sorted, 0.95)) };
}

function contextOf(tx: StaffContext['tx']): StaffContext {
  return {
    tx,
    principal: {
      tenantId: BENCH_ANALYTICS_TENANT_ID,
      userId: '00000000-0000-4000-8000-000000000000',
      sessionId: '00000000-0000-4000-8000-000000000000',
      username: 'bench',
      email: 'bench@bench.test',
      roleId: '00000000-0000-4000-8000-000000000000',
      roleName: 'super_admin',
      permissions: new Set(['analytics_read', 'billing_read']),
      isSuperAdmin: true,
    },
    actor: { type: 'staff', id: null, role: 'super_admin', sessionId: null, ip: null, userAgent: null },
    audit: () => Promise.resolve(),
  };
}

async function main() {
  const config = loadConfig();
  const connected = await connectDatabase(config, log);
  const database = createDatabase({
    appUrl: urlForRole(connected.ownerUrl, APP_ROLE),
    systemUrl: urlForRole(connected.ownerUrl, SYSTEM_ROLE),
    poolMax: 2,
  });
  try {
    await ensureData(database);
    // The rollup as the analytics.rollup job keeps it (ADR 065): built once, then brought up to date.
    const building = performance.now();
    const builtDays = await refreshRollup(database, BENCH_ANALYTICS_TENANT_ID);
    const rollupBuildMs = Math.round(performance.now() - building);
    const steady = performance.now();
    await refreshRollup(database, BENCH_ANALYTICS_TENANT_ID);
    const rollupRunMs = Math.round(performance.now() - steady);
    log(
      `rollup: ${builtDays} days counted in ${rollupBuildMs} ms; a run with nothing to count ${rollupRunMs} ms`,
    );
    // As autovacuum would have left them: statistics and the visibility map (index-only scans).
    for (const table of ['appointments', 'invoices', 'ledger_entries', 'analytics_visit_days'])
      await sql`vacuum analyze ${sql.table(table)}`.execute(connected.database.app);
    const as = <T>(work: (ctx: StaffContext) => Promise<T>) =>
      database.withTenant(BENCH_ANALYTICS_TENANT_ID, (tx) => work(contextOf(tx)));
    const today = new Date().toISOString().slice(0, 10);
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const month: AnalyticsQuery = AnalyticsQuery.parse({
      from: daysAgo(29),
      to: today,
    });
    const quarter: AnalyticsQuery = AnalyticsQuery.parse({
      from: daysAgo(89),
      to: today,
    });
    const counted = await as(async (ctx) => {
      const overview = await analyticsOverview(ctx, database, month);
      const { rows } = await sql<{ n: string }>`select count(*) as n from appointments`.execute(ctx.tx);
      return { appointments: Number(rows[0]?.n ?? 0), visitsLast30Days: overview.headline.visits.current };
    });
    if (process.env.BENCH_ANALYTICS_PARTS === '1') {
      const filter = { ...month, timeZone: ZONE, scope: null };
      const parts: Record<string, () => Promise<unknown>> = {
        visits: () => as((ctx) => visitCounts(ctx.tx, filter, 'all')),
        visitsByDay: () => as((ctx) => visitCounts(ctx.tx, filter, 'day')),
        patients: () => as((ctx) => patientCounts(ctx.tx, filter, 'all')),
        lead: () => as((ctx) => leadTime(ctx.tx, filter)),
        money: () => as((ctx) => moneyCounts(ctx.tx, filter, 'all')),
        outstanding: () => as((ctx) => outstanding(ctx.tx, filter)),
        forecast: () => as((ctx) => forecast(ctx.tx, filter)),
      };
      for (const [name, work] of Object.entries(parts))
        log(`${name}: ${JSON.stringify(await timed(5, work))}`);
    }
    const overview30 = await timed(RUNS, () => as((ctx) => analyticsOverview(ctx, database, month)));
    const overview90 = await timed(RUNS, () => as((ctx) => analyticsOverview(ctx, database, quarter)));
    // The generated visits end on day DAYS - 1 (early November 2026): the 30 days up to it are a full
    // month in both periods, as in a clinic that keeps booking.
    const lastDay = new Date(Date.UTC(2024, 0, 1) + (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    const fullMonth: AnalyticsQuery = AnalyticsQuery.parse({
      from: new Date(Date.parse(lastDay) - 29 * 86_400_000).toISOString().slice(0, 10),
      to: lastDay,
    });
    const overviewFull30 = await timed(RUNS, () => as((ctx) => analyticsOverview(ctx, database, fullMonth)));
    const reports: Record<string, { runs: number; p50: number; p95: number; rows: number }> = {};
    const year = { from: daysAgo(364), to: today };
    for (const [section, group] of [
      ['visits', 'month'],
      ['no_shows', 'provider'],
      ['patients', 'month'],
      ['billing', 'month'],
    ] as const) {
      const query: ReportQuery = ReportQuery.parse({
        ...year,
        group_by: group,
      });
      let rows = 0;
      const figures = await timed(Math.ceil(RUNS / 2), () =>
        as(async (ctx) => {
          rows = (await analyticsReport(ctx, database, section, query)).rows.length;
        }),
      );
      reports[`${section}_by_${group}`] = { ...figures, rows };
    }
    console.log(
      JSON.stringify({
        loadAverage1m: round(loadavg()[0] ?? 0),
        ...counted,
        rollup: { builtDays, buildMs: rollupBuildMs, runWithNothingToCountMs: rollupRunMs },
        overviewLast30Days: overview30,
        overviewLast90Days: overview90,
        overviewFullMonth: { ...overviewFull30, from: fullMonth.from, to: fullMonth.to },
        yearReports: reports,
      }),
    );
  } finally {
    await database.close();
    await connected.database.close();
    await connected.stopServer();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
