import { sql } from 'kysely';
import type { Database, TenantTx } from '../db/database';
import { runJobForTenant, systemJobHandle } from '../jobs/tenant-job';
import { VISIT_COUNT_COLUMNS } from './visits.queries';

/**
 * The daily rollup of visits (issue 21, ADR 065), kept by the `analytics.rollup` job: every closed
 * day (before today in the clinic's zone) counted per provider, branch and type, built in chunks
 * from the clinic's first visit, and each day a visit changed on (marked by the appointments'
 * trigger) counted again. Readers use it only for the clean closed days (visits.queries.ts).
 */

/** Days counted per transaction while building: short enough not to hold a clinic's writes. */
const CHUNK_DAYS = 92;

interface State {
  /** The rollup's zone (null: the clinic has none yet). */
  time_zone: string | null;
  built_from: string | null;
  closed_through: string | null;
  first_visits_built: boolean;
  /** The clinic's zone and date today. */
  zone: string;
  today: string;
}

/** The clinic's zone and day, and its rollup's state, locked: one job counts a clinic at a time. */
async function stateOf(tx: TenantTx): Promise<State | undefined> {
  const clinic = await sql<{ zone: string; today: string }>`
    select timezone as zone, to_char((now() at time zone timezone)::date, 'YYYY-MM-DD') as today
      from clinics limit 1`.execute(tx);
  const here = clinic.rows[0];
  if (here === undefined) return undefined;
  const rollup = await sql<Pick<State, 'time_zone' | 'built_from' | 'closed_through' | 'first_visits_built'>>`
    select time_zone, to_char(built_from, 'YYYY-MM-DD') as built_from,
           to_char(closed_through, 'YYYY-MM-DD') as closed_through, first_visits_built
      from analytics_rollups
       for update`.execute(tx);
  return {
    time_zone: null,
    built_from: null,
    closed_through: null,
    first_visits_built: false,
    ...rollup.rows[0],
    ...here,
  };
}

/** Counts the visits of [from, to) (clinic days), or only of `days` in it, into the rollup. */
async function count(tx: TenantTx, zone: string, from: string, to: string, days?: string[]) {
  await sql`
    insert into analytics_visit_days (tenant_id, day, provider_id, branch_id, appointment_type, total, attended,
                                      no_shows, cancelled, expected, booked_minutes)
    select a.tenant_id, (a.start_time at time zone ${zone})::date, a.provider_id, a.branch_id, a.appointment_type,
           ${VISIT_COUNT_COLUMNS}
      from appointments a
     where a.start_time >= (${from}::date::timestamp at time zone ${zone})
       and a.start_time < (${to}::date::timestamp at time zone ${zone})
       ${days === undefined ? sql`` : sql`and (a.start_time at time zone ${zone})::date = any(${days}::date[])`}
     group by 1, 2, 3, 4, 5`.execute(tx);
}

/** Brings one clinic's rollup up to date. Answers the days counted. */
export async function refreshRollup(database: Database, tenantId: string): Promise<number> {
  // The state row first, committed on its own: from then on every change marks its day.
  const zone = await runJobForTenant(database, tenantId, async (tx) => {
    const state = await stateOf(tx);
    if (state === undefined) return null;
    if (state.time_zone !== state.zone) {
      // New, or the clinic moved to another zone: its days are other days, counted again.
      await sql`delete from analytics_visit_days`.execute(tx);
      await sql`delete from analytics_dirty_days`.execute(tx);
      await sql`
        insert into analytics_rollups (tenant_id, time_zone) values (${tenantId}, ${state.zone})
        on conflict (tenant_id) do update
          set time_zone = excluded.time_zone, built_from = null, closed_through = null, updated_at = now()`.execute(
        tx,
      );
    }
    return state.zone;
  });
  if (zone === null) return 0;
  let counted = 0;
  for (;;) {
    const step = await runJobForTenant(database, tenantId, async (tx) => {
      const state = await stateOf(tx);
      if (state === undefined || state.time_zone !== zone) return 0;
      const first =
        state.closed_through ??
        (
          await sql<{ day: string | null }>`
            select to_char(min(a.start_time at time zone ${zone})::date, 'YYYY-MM-DD') as day from appointments a`.execute(
            tx,
          )
        ).rows[0]?.day ??
        state.today;
      const from = first < state.today ? first : state.today;
      const to = addDays(from, CHUNK_DAYS) < state.today ? addDays(from, CHUNK_DAYS) : state.today;
      if (from >= to) {
        if (state.built_from === null)
          await sql`update analytics_rollups set built_from = ${from}, closed_through = ${from}, updated_at = now()`.execute(
            tx,
          );
        return 0;
      }
      // Marks of these days are settled by counting them now (a later change marks them again).
      await sql`delete from analytics_dirty_days where day >= ${from}::date and day < ${to}::date`.execute(
        tx,
      );
      await sql`delete from analytics_visit_days where day >= ${from}::date and day < ${to}::date`.execute(
        tx,
      );
      await count(tx, zone, from, to);
      await sql`
        update analytics_rollups
           set built_from = coalesce(built_from, ${from}::date), closed_through = ${to}::date, updated_at = now()`.execute(
        tx,
      );
      return daysBetween(from, to);
    });
    if (step === 0) break;
    counted += step;
  }
  // The closed days a change marked since they were counted.
  counted += await runJobForTenant(database, tenantId, async (tx) => {
    const state = await stateOf(tx);
    if (
      state === undefined ||
      state.built_from === null ||
      state.closed_through === null ||
      state.time_zone !== zone
    )
      return 0;
    await sql`delete from analytics_dirty_days where day < ${state.built_from}::date`.execute(tx);
    const { rows } = await sql<{ day: string }>`
      delete from analytics_dirty_days where day < ${state.closed_through}::date
      returning to_char(day, 'YYYY-MM-DD') as day`.execute(tx);
    const days = rows.map((row) => row.day).sort();
    const [low, high] = [days[0], days.at(-1)];
    if (low === undefined || high === undefined) return 0;
    await sql`delete from analytics_visit_days where day = any(${days}::date[])`.execute(tx);
    await count(tx, zone, low, addDays(high, 1), days);
    return days.length;
  });
  await runJobForTenant(database, tenantId, (tx) => refreshFirstVisits(tx));
  return counted;
}

/**
 * Each patient's first visit not cancelled: all of them once, then those of the patients whose
 * visits changed (marked by the trigger). Marks are taken before counting, so a change made while
 * counting marks its patient again.
 */
async function refreshFirstVisits(tx: TenantTx): Promise<void> {
  const state = await stateOf(tx);
  if (state === undefined || state.time_zone === null) return;
  const first = (patients?: string[]) => sql`
    insert into analytics_first_visits (tenant_id, patient_id, first_at)
    select a.tenant_id, a.patient_id, min(a.start_time)
      from appointments a
     where a.status <> 'cancelled'
       ${patients === undefined ? sql`` : sql`and a.patient_id = any(${patients}::uuid[])`}
     group by 1, 2`;
  if (!state.first_visits_built) {
    await sql`delete from analytics_dirty_patients`.execute(tx);
    await sql`delete from analytics_first_visits`.execute(tx);
    await first().execute(tx);
    await sql`update analytics_rollups set first_visits_built = true, updated_at = now()`.execute(tx);
    return;
  }
  const { rows } = await sql<{ patient_id: string }>`
    delete from analytics_dirty_patients returning patient_id`.execute(tx);
  const patients = rows.map((row) => row.patient_id);
  if (patients.length === 0) return;
  await sql`delete from analytics_first_visits where patient_id = any(${patients}::uuid[])`.execute(tx);
  await first(patients).execute(tx);
}

/** The `analytics.rollup` job (every ten minutes): every clinic's rollup brought up to date. */
export async function runAnalyticsRollupJob(database: Database): Promise<void> {
  const tenants = await systemJobHandle(database).selectFrom('clinics').select('tenant_id').execute();
  for (const { tenant_id: tenantId } of tenants) await refreshRollup(database, tenantId);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
