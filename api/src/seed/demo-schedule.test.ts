import { APPOINTMENT_STATUSES, localTimeOf } from '@clinio/contracts';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { DEMO_TENANT_ID, seedDemoData } from './demo-seed';

/** The demo calendar: a week around today with every status, two providers, a weekly series. */
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemoData(db.database);
});
afterAll(() => db.drop());

it('books the demo week with every status, at the branch wall-clock times, for two providers', async () => {
  const rows = await db.database.withTenant(DEMO_TENANT_ID, (tx) =>
    tx
      .selectFrom('appointments')
      .select(['status', 'provider_id', 'start_time', 'series_id', 'series_index'])
      .execute(),
  );
  expect(new Set(rows.map((row) => row.status))).toEqual(new Set(APPOINTMENT_STATUSES));
  expect(new Set(rows.map((row) => row.provider_id)).size).toBe(2);
  const series = rows.filter((row) => row.series_id !== null);
  expect(series.map((row) => row.series_index).sort()).toEqual([1, 2, 3, 4]);
  // 16:00 in Hartford every week, whatever DST does in between.
  expect(
    new Set(series.map((row) => localTimeOf(new Date(row.start_time), 'America/New_York').slice(11))),
  ).toEqual(new Set(['16:00']));
});

it('gives the branches hours and rooms and the providers their hours and types', async () => {
  const counts = await db.database.withTenant(DEMO_TENANT_ID, async (tx) => ({
    hours: (await tx.selectFrom('branch_hours').select('weekday').execute()).length,
    rooms: (await tx.selectFrom('rooms').select('id').execute()).length,
    providerHours: (await tx.selectFrom('provider_hours').select('weekday').execute()).length,
    offered: (await tx.selectFrom('provider_appointment_types').select('provider_id').execute()).length,
  }));
  expect(counts).toEqual({ hours: 11, rooms: 4, providerHours: 10, offered: 8 });
});
