import { repliesTo } from '../messaging/campaigns.service';
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
    a2p: await tx
      .selectFrom('a2p_campaigns')
      .innerJoin('a2p_campaign_numbers', 'a2p_campaign_numbers.campaign_id', 'a2p_campaigns.id')
      .select(['status', 'use_case'])
      .execute(),
    campaigns: await tx.selectFrom('campaigns').select('status').execute(),
  }));
  expect(rows.templates).toHaveLength(5);
  expect(rows.rules).toEqual([
    { offset_minutes: 120, is_active: true },
    { offset_minutes: 1440, is_active: false },
    { offset_minutes: 2880, is_active: true },
  ]);
  expect(rows.numbers).toEqual([{ e164: '+18605550100' }]);
  expect(rows.brands).toEqual([{ status: 'pending' }]);
  expect(rows.a2p).toEqual([{ status: 'pending', use_case: 'ACCOUNT_NOTIFICATION' }]);
  expect(rows.campaigns.map((row) => row.status).sort()).toEqual(['draft', 'sending']);
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
      .where('body', '=', 'STOP')
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

it('has a flu campaign sent five days ago, delivered to most, with two replies', async () => {
  const { campaign, results, replies } = await db.database.withTenant(DEMO_TENANT_ID, async (tx) => {
    const sent = await tx
      .selectFrom('campaigns')
      .select('id')
      .where('status', '=', 'sending')
      .executeTakeFirstOrThrow();
    return {
      campaign: sent,
      results: await tx.selectFrom('messages').select('status').where('campaign_id', '=', sent.id).execute(),
      replies: await repliesTo(tx, sent.id),
    };
  });
  expect(campaign.id).toBeDefined();
  expect(results.filter((row) => row.status === 'delivered').length).toBeGreaterThan(3);
  expect(results.filter((row) => row.status === 'failed')).toHaveLength(1);
  expect(replies).toBe(2);
});
