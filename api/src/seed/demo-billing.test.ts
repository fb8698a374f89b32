import { ledgerBalance, statusFromLedger, type LedgerKind } from '@clinio/contracts';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { DEMO_TENANT_ID, seedDemoData } from './demo-seed';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemoData(db.database);
});
afterAll(() => db.drop());

it('gives the demo clinic invoices in every status, gapless numbers, a partial payment and a refund', async () => {
  const { invoices, entries } = await db.database.withTenant(DEMO_TENANT_ID, async (tx) => ({
    invoices: await tx
      .selectFrom('invoices')
      .select(['id', 'number', 'status', 'total_amount', 'patient_id'])
      .execute(),
    entries: await tx.selectFrom('ledger_entries').select(['invoice_id', 'kind', 'amount']).execute(),
  }));
  expect(new Set(invoices.map((invoice) => invoice.status))).toEqual(
    new Set(['draft', 'issued', 'partially_paid', 'paid', 'void']),
  );
  const numbers = invoices
    .map((invoice) => invoice.number)
    .filter((number): number is string => number !== null)
    .map((number) => Number(number.slice(-6)))
    .sort((a, b) => a - b);
  expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  expect(entries.some((entry) => entry.kind === 'refund')).toBe(true);
  for (const invoice of invoices.filter((item) => item.status !== 'draft' && item.status !== 'void')) {
    const rows = entries.filter((entry) => entry.invoice_id === invoice.id) as {
      kind: LedgerKind;
      amount: number;
    }[];
    expect(statusFromLedger(ledgerBalance(invoice.total_amount, rows))).toBe(invoice.status);
  }
});
