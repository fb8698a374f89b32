import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { DEMO_TENANT_ID, seedDemoData } from './demo-seed';

/** The demo clinic's waitlist: one patient with an e-mail waiting for a consultation, any provider. */
let db: TestDatabase;
const NOW = new Date('2026-11-25T15:10:00Z');

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemoData(db.database, { now: NOW });
});
afterAll(() => db.drop());

it('puts one patient who can receive offers on the waitlist, for the next two weeks', async () => {
  const entries = await db.database.withTenant(DEMO_TENANT_ID, (tx) =>
    tx
      .selectFrom('waitlist_entries as w')
      .innerJoin('patients as p', 'p.id', 'w.patient_id')
      .select([
        'w.status',
        'w.appointment_type',
        'w.provider_id',
        'w.window_start',
        'w.window_end',
        'p.email',
      ])
      .execute(),
  );
  expect(entries).toHaveLength(1);
  const [entry] = entries;
  expect(entry).toEqual(
    expect.objectContaining({ status: 'waiting', appointment_type: 'consultation', provider_id: null }),
  );
  expect(entry?.email).toMatch(/@/);
  expect(entry?.window_start.getTime()).toBeGreaterThan(NOW.getTime());
  expect((entry?.window_end.getTime() ?? 0) - (entry?.window_start.getTime() ?? 0)).toBe(14 * 24 * 3600_000);
});
