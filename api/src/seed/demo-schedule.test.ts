import { APPOINTMENT_STATUSES, wallClockOf } from '@clinio/contracts';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { DEMO_TENANT_ID, seedDemoData } from './demo-seed';

/** The demo clinic's calendar: hours, rooms, providers, a week in every status and a series. */
let db: TestDatabase;

// Wednesday 25 November 2026, 10:10 in Hartford: part of the week is behind, part ahead.
const NOW = new Date('2026-11-25T15:10:00Z');

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemoData(db.database, { now: NOW });
});
afterAll(() => db.drop());

const read = <T>(work: Parameters<TestDatabase['database']['withTenant']>[1]) =>
  db.database.withTenant(DEMO_TENANT_ID, work) as Promise<T>;

it('gives each branch hours and two rooms, and two providers hours and types', async () => {
  const { rooms, hours, providers, offers } = await db.database.withTenant(DEMO_TENANT_ID, async (tx) => ({
    rooms: await tx.selectFrom('rooms').select('branch_id').execute(),
    hours: await tx.selectFrom('branch_hours').select('branch_id').distinct().execute(),
    providers: await tx.selectFrom('provider_hours').select('provider_id').distinct().execute(),
    offers: await tx.selectFrom('provider_appointment_types').select('provider_id').distinct().execute(),
  }));
  const perBranch = new Map<string, number>();
  for (const room of rooms) perBranch.set(room.branch_id, (perBranch.get(room.branch_id) ?? 0) + 1);
  expect([...perBranch.values()]).toEqual([2, 2]);
  expect(hours).toHaveLength(2);
  expect(providers).toHaveLength(2);
  expect(offers).toHaveLength(2);
});

it("fills this week and the next (in the clinic's zone) and a weekly series at 16:00 local", async () => {
  const rows = await read<{ status: string; start_time: Date; series_id: string | null }[]>((tx) =>
    tx.selectFrom('appointments').select(['status', 'start_time', 'series_id']).execute(),
  );
  // Before this week lies the history of issue 21 (demo-history.test.ts), not this test's subject.
  const monday = Date.parse('2026-11-23T05:00:00Z');
  const week = rows.filter((r) => r.series_id === null && r.start_time.getTime() >= monday);
  expect(rows.filter((r) => r.start_time.getTime() < monday).length).toBeGreaterThan(100);
  expect(week.length).toBeGreaterThan(80);
  for (const row of week) {
    const local = wallClockOf(row.start_time, 'America/New_York');
    expect(local.date >= '2026-11-23' && local.date <= '2026-12-04').toBe(true);
    expect(local.weekday).toBeLessThanOrEqual(5);
  }
  const series = rows.filter((r) => r.series_id !== null);
  expect(series).toHaveLength(8);
  for (const row of series)
    expect(wallClockOf(row.start_time, 'America/New_York')).toMatchObject({ weekday: 2, minutes: 16 * 60 });
  expect(series[0]?.start_time).toEqual(new Date('2026-11-24T21:00:00Z'));
  // Every status, each where it belongs: what is behind is done, what is ahead is not.
  expect(new Set(rows.map((r) => r.status))).toEqual(new Set(APPOINTMENT_STATUSES));
  for (const row of rows) {
    if (['completed', 'no_show'].includes(row.status)) expect(row.start_time < NOW).toBe(true);
    if (['booked', 'confirmed', 'checked_in'].includes(row.status)) expect(row.start_time > NOW).toBe(true);
  }
});
