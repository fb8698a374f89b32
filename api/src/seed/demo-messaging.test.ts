import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { DEMO_TENANT_ID, seedDemoData } from './demo-seed';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemoData(db.database);
});
afterAll(() => db.drop());

it('gives the demo clinic reminder templates, a 48 h e-mail and a 2 h SMS rule, a number and a pending brand', async () => {
  const rows = await db.database.withTenant(DEMO_TENANT_ID, async (tx) => ({
    templates: await tx.selectFrom('message_templates').select(['name', 'channel']).orderBy('name').execute(),
    rules: await tx
      .selectFrom('reminder_rules')
      .select(['offset_minutes', 'is_active'])
      .orderBy('offset_minutes')
      .execute(),
    numbers: await tx.selectFrom('messaging_phone_numbers').select('e164').execute(),
    brands: await tx.selectFrom('brand_registrations').select('status').execute(),
    campaigns: await tx.selectFrom('campaigns').select('status').execute(),
  }));
  expect(rows.templates).toHaveLength(4);
  expect(rows.rules).toEqual([
    { offset_minutes: 120, is_active: true },
    { offset_minutes: 1440, is_active: false },
    { offset_minutes: 2880, is_active: true },
  ]);
  expect(rows.numbers).toEqual([{ e164: '+18605550100' }]);
  expect(rows.brands).toEqual([{ status: 'pending' }]);
  expect(rows.campaigns).toEqual([{ status: 'draft' }]);
});

it('keeps a history of past reminders with statuses and timelines, and one patient who said STOP', async () => {
  const rows = await db.database.withTenant(DEMO_TENANT_ID, async (tx) => ({
    statuses: await tx.selectFrom('messages').select('status').distinct().execute(),
    optOuts: await tx.selectFrom('message_opt_outs').select(['channel', 'address']).execute(),
    events: await tx.selectFrom('message_events').select('status').execute(),
    stop: await tx
      .selectFrom('messages')
      .select(['from_address', 'patient_id'])
      .where('direction', '=', 'inbound')
      .execute(),
  }));
  expect(rows.statuses.map((row) => row.status).sort()).toEqual(
    expect.arrayContaining(['delivered', 'failed', 'received', 'sent', 'undeliverable']),
  );
  expect(rows.optOuts).toHaveLength(1);
  expect(rows.stop).toHaveLength(1);
  expect(rows.stop[0]?.from_address).toBe(rows.optOuts[0]?.address);
  expect(rows.stop[0]?.patient_id).not.toBeNull();
  expect(rows.events.length).toBeGreaterThan(rows.statuses.length * 2);
});
