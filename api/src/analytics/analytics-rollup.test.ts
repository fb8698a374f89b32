import type { ReportGroup } from '@clinio/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../db/database';
import { createTestApp, type TestContext } from '../test/test-app';
import type { VisitFilter } from './filters';
import { refreshRollup } from './rollup';
import { buildAnalyticsClinic, insertVisits, type AnalyticsClinic } from './test-fixtures';
import { patientCounts, visitCounts } from './visits.queries';

/**
 * The daily rollup (ADR 065) gives exactly the figures the visits give: for every grouping and
 * filter, after it is built, after visits change on counted days (dirty days read live, then
 * counted again), after a visit older than the rollup, and after the clinic changes time zone.
 */
let ctx: TestContext;
let clinic: AnalyticsClinic;
const DAY = 86_400_000;
const GROUPS: Array<ReportGroup | 'all'> = [
  'all',
  'day',
  'week',
  'month',
  'provider',
  'branch',
  'appointment_type',
];
const STATUSES = ['completed', 'no_show', 'cancelled', 'completed', 'checked_in', 'booked', 'confirmed'];
const iso = (at: number) => new Date(at).toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp();
  clinic = await buildAnalyticsClinic(ctx);
  // Five weeks of visits around today (New York), of two types and odd lengths (25.5 minutes).
  const rows = [];
  for (let day = -30; day <= 6; day += 1)
    for (let slot = 0; slot < 3; slot += 1) {
      const n = (day + 40) * 3 + slot;
      const start = new Date(Date.now() + day * DAY);
      start.setUTCHours(13 + slot * 2, 0, 0, 0);
      rows.push({
        provider: n % 2 === 0 ? clinic.providerA.id : clinic.providerB.id,
        branch: n % 2 === 0 ? clinic.branchA : clinic.branchB,
        patient: clinic.patients[n % 5] ?? '',
        start,
        minutes: n % 4 === 0 ? 25.5 : 30 + (n % 3) * 15,
        status: day >= 0 ? 'booked' : (STATUSES[n % STATUSES.length] ?? 'completed'),
        leadDays: n % 9,
        type: n % 3 === 0 ? 'follow_up' : 'consultation',
      });
    }
  await insertVisits(ctx, clinic.tenant.tenantId, rows);
});
afterAll(() => ctx.close());

const inClinic = <T>(work: (tx: TenantTx) => Promise<T>) =>
  ctx.db.database.withTenant(clinic.tenant.tenantId, work);

function filters(zone = 'America/New_York'): VisitFilter[] {
  const range = {
    from: iso(Date.now() - 40 * DAY),
    to: iso(Date.now() + 10 * DAY),
    timeZone: zone,
    scope: null,
  };
  return [
    range,
    { ...range, from: iso(Date.now() - 12 * DAY), to: iso(Date.now() - 2 * DAY) },
    { ...range, providerId: clinic.providerA.id },
    { ...range, branchId: clinic.branchB },
    { ...range, appointmentType: 'follow_up' },
    { ...range, scope: [clinic.branchA] },
  ];
}

/** Every figure of every grouping and filter. */
async function figures(zone?: string) {
  return inClinic(async (tx) => {
    const out: unknown[] = [];
    for (const filter of filters(zone))
      for (const group of GROUPS)
        out.push(await visitCounts(tx, filter, group), await patientCounts(tx, filter, group));
    return out;
  });
}

/** The same, from the visits alone (the rollup's state removed in a transaction rolled back). */
async function fromVisits(zone?: string) {
  const ROLLBACK = new Error('rollback');
  const out: unknown[] = [];
  await inClinic(async (tx) => {
    await sql`delete from analytics_rollups`.execute(tx);
    for (const filter of filters(zone))
      for (const group of GROUPS)
        out.push(await visitCounts(tx, filter, group), await patientCounts(tx, filter, group));
    throw ROLLBACK;
  }).catch((error: unknown) => {
    if (error !== ROLLBACK) throw error;
  });
  return out;
}

const dirtyDays = () =>
  inClinic(
    async (tx) =>
      (await sql<{ n: string }>`select count(*) as n from analytics_dirty_days`.execute(tx)).rows[0]?.n,
  );

it('counts every closed day once and gives the figures the visits give', async () => {
  const expected = await fromVisits();
  const counted = await refreshRollup(ctx.db.database, clinic.tenant.tenantId);
  // From the fixture's first visit (late February 2026) to yesterday.
  expect(counted).toBeGreaterThan(30);
  const state = await inClinic(
    async (tx) =>
      (
        await sql<{ closed: string; today: string; rows: string }>`
        select to_char(closed_through, 'YYYY-MM-DD') as closed,
               to_char((now() at time zone 'America/New_York')::date, 'YYYY-MM-DD') as today,
               (select count(*) from analytics_visit_days) as rows
          from analytics_rollups`.execute(tx)
      ).rows[0],
  );
  expect(state?.closed).toBe(state?.today);
  expect(Number(state?.rows)).toBeGreaterThan(30);
  expect(await figures()).toEqual(expected);
  expect(await refreshRollup(ctx.db.database, clinic.tenant.tenantId)).toBe(0);
});

it('reads a day changed since it was counted from its visits, then counts it again', async () => {
  await refreshRollup(ctx.db.database, clinic.tenant.tenantId);
  const tenMinus = new Date(Date.now() - 10 * DAY);
  await inClinic(async (tx) => {
    // A status change, a visit moved to another day, one deleted: three days, two of them twice.
    const [first, second, third] = await tx
      .selectFrom('appointments')
      .select(['id', 'start_time'])
      .where('start_time', '>=', new Date(tenMinus.getTime() - DAY))
      .where('start_time', '<', tenMinus)
      .orderBy('start_time')
      .execute();
    await tx
      .updateTable('appointments')
      .set({ status: 'no_show' })
      .where('id', '=', first?.id ?? '')
      .execute();
    await tx
      .updateTable('appointments')
      .set((eb) => ({
        start_time: sql`start_time - interval '3 days'`,
        end_time: sql`end_time - interval '3 days'`,
        blocked_from: sql`blocked_from - interval '3 days'`,
        blocked_to: sql`blocked_to - interval '3 days'`,
        status: eb.val('completed'),
      }))
      .where('id', '=', second?.id ?? '')
      .execute();
    await tx
      .deleteFrom('appointments')
      .where('id', '=', third?.id ?? '')
      .execute();
    // The first visit of the fixture's first patient (25 February) cancelled: their first visit moves.
    await tx
      .updateTable('appointments')
      .set({ status: 'cancelled', cancelled_at: new Date() })
      .where('patient_id', '=', clinic.patients[0] ?? '')
      .where('start_time', '=', new Date('2026-02-25T15:00:00Z'))
      .execute();
  });
  // A visit from before the rollup's first day (an import of old records).
  await insertVisits(ctx, clinic.tenant.tenantId, [
    {
      provider: clinic.providerA.id,
      branch: clinic.branchA,
      patient: clinic.patients[1] ?? '',
      start: new Date('2025-12-01T15:00:00Z'),
      minutes: 30,
      status: 'completed',
      leadDays: 3,
    },
  ]);
  expect(Number(await dirtyDays())).toBeGreaterThanOrEqual(3);
  const expected = await fromVisits();
  expect(await figures()).toEqual(expected);
  expect(await refreshRollup(ctx.db.database, clinic.tenant.tenantId)).toBeGreaterThanOrEqual(2);
  expect(Number(await dirtyDays())).toBe(0);
  const dirtyPatients = await inClinic(
    async (tx) =>
      (await sql<{ n: string }>`select count(*) as n from analytics_dirty_patients`.execute(tx)).rows[0]?.n,
  );
  expect(Number(dirtyPatients)).toBe(0);
  expect(await figures()).toEqual(expected);
});

it('follows the clinic to another time zone: read live at once, then counted again in the new zone', async () => {
  await inClinic((tx) => tx.updateTable('clinics').set({ timezone: 'Asia/Tokyo' }).execute());
  const expected = await fromVisits('Asia/Tokyo');
  expect(await figures('Asia/Tokyo')).toEqual(expected);
  expect(await refreshRollup(ctx.db.database, clinic.tenant.tenantId)).toBeGreaterThan(30);
  expect(await figures('Asia/Tokyo')).toEqual(expected);
  const zone = await inClinic(
    async (tx) =>
      (await sql<{ time_zone: string }>`select time_zone from analytics_rollups`.execute(tx)).rows[0],
  );
  expect(zone?.time_zone).toBe('Asia/Tokyo');
});

it("keeps each clinic's rollup to itself", async () => {
  const other = await buildAnalyticsClinic(ctx);
  await refreshRollup(ctx.db.database, other.tenant.tenantId);
  const seen = await ctx.db.database.withTenant(other.tenant.tenantId, async (tx) => {
    const { rows } = await sql<{
      tenant_id: string;
    }>`select distinct tenant_id from analytics_visit_days`.execute(tx);
    return rows.map((row) => row.tenant_id);
  });
  expect(seen).toEqual([other.tenant.tenantId]);
});
