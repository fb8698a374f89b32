import { ledgerBalance, statusFromLedger, type Invoice, type LedgerMovement } from '@clinio/contracts';
import fc from 'fast-check';
import { sql } from 'kysely';
import pg from 'pg';
import { buildMember } from '../staff/staff-test-fixtures';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildBillingClinic, issuedInvoice, line, pay, send, type BillingClinic } from './test-fixtures';

/**
 * The ledger (issue 17, ADR 048) on the real database: append-only for every role the server uses
 * and for the owner too; paid amounts, balances and statuses always agree with its rows; and the
 * POSTs that move money honour an Idempotency-Key (quality bar 18).
 */
let ctx: TestContext;
let billing: BillingClinic;

beforeAll(async () => {
  ctx = await createTestApp();
  billing = await buildBillingClinic(ctx);
});
afterAll(() => ctx.close());

it("refuses UPDATE and DELETE of ledger rows to the application's role, and UPDATE to anyone", async () => {
  const invoice = await issuedInvoice(ctx, billing);
  const { entry } = await pay(ctx, billing, invoice.id, 500);
  const tenantId = billing.clinic.tenant.tenantId;
  await expect(
    ctx.db.database.withTenant(tenantId, (tx) =>
      sql`update ledger_entries set amount = 1 where id = ${entry.id}`.execute(tx),
    ),
  ).rejects.toThrow(/permission denied/);
  await expect(
    ctx.db.database.withTenant(tenantId, (tx) =>
      sql`delete from ledger_entries where id = ${entry.id}`.execute(tx),
    ),
  ).rejects.toThrow(/permission denied/);
  await expect(
    sql`update ledger_entries set amount = 1 where id = ${entry.id}`.execute(ctx.db.database.unscoped()),
  ).rejects.toThrow(/permission denied/);
  const owner = new pg.Client({ connectionString: ctx.db.ownerUrl });
  await owner.connect();
  try {
    await expect(
      owner.query('update ledger_entries set amount = 1 where id = $1', [entry.id]),
    ).rejects.toThrow(/append-only/);
    // Even inserted by hand, a refund above its payment is refused by the database.
    await expect(
      owner.query(
        `insert into ledger_entries (tenant_id, invoice_id, kind, amount, payment_id) values ($1, $2, 'refund', 501, $3)`,
        [tenantId, invoice.id, entry.id],
      ),
    ).rejects.toThrow(/more than is left/);
  } finally {
    await owner.end();
  }
  const after = await send(ctx, billing.owner, 'GET', `/api/invoices/${invoice.id}`);
  expect(after.body).toMatchObject({ amount_paid: 500 });
});

it('gives ten concurrent payments with one Idempotency-Key one ledger row and identical answers', async () => {
  const invoice = await issuedInvoice(ctx, billing, { line_items: [line(10_000)] });
  const url = `/api/invoices/${invoice.id}/payments`;
  const headers = { 'idempotency-key': `pay-${invoice.id}` };
  const answers = await Promise.all(
    Array.from({ length: 10 }, () =>
      send(
        ctx,
        billing.owner,
        'POST',
        url,
        { amount: 2_500, method: 'card_terminal', reference: 'T-1' },
        headers,
      ),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
  for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
  const detail = (await send(ctx, billing.owner, 'GET', `/api/invoices/${invoice.id}`))
    .body as unknown as Invoice;
  expect(detail.ledger).toHaveLength(1);
  expect(detail).toMatchObject({ amount_paid: 2_500, balance: 7_500 });

  const other = await send(
    ctx,
    billing.owner,
    'POST',
    url,
    { amount: 2_600, method: 'card_terminal', reference: 'T-1' },
    headers,
  );
  expect(other).toMatchObject({ status: 422, body: { code: 'idempotency_key_reused' } });
  const bad = await send(
    ctx,
    billing.owner,
    'POST',
    url,
    { amount: 1, method: 'cash' },
    { 'idempotency-key': '' },
  );
  expect(bad.status).toBe(400);
  // A refund sent twice with one key refunds once.
  const payment = (answers[0]?.body as unknown as LedgerMovement).entry;
  const refundHeaders = { 'idempotency-key': `refund-${payment.id}` };
  const refunds = await Promise.all(
    [1, 2, 3].map(() =>
      send(
        ctx,
        billing.owner,
        'POST',
        `/api/payments/${payment.id}/refunds`,
        { amount: 1_000 },
        refundHeaders,
      ),
    ),
  );
  expect(new Set(refunds.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
  const final = (await send(ctx, billing.owner, 'GET', `/api/invoices/${invoice.id}`))
    .body as unknown as Invoice;
  expect(final).toMatchObject({ amount_paid: 1_500 });
});

type Step = { op: 'pay' | 'refund' | 'credit'; amount: number };

it('keeps paid, balance and status in agreement with the ledger rows whatever the movements', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 1, max: 50_000 }),
      fc.array(
        fc.record({
          op: fc.constantFrom<Step['op']>('pay', 'refund', 'credit'),
          amount: fc.integer({ min: 1, max: 30_000 }),
        }),
        { maxLength: 8 },
      ),
      async (price, steps) => {
        const invoice = await issuedInvoice(ctx, billing, { line_items: [line(price)] });
        let lastPayment: string | null = null;
        for (const step of steps) {
          if (step.op === 'pay') {
            const answer = await send(ctx, billing.owner, 'POST', `/api/invoices/${invoice.id}/payments`, {
              amount: step.amount,
              method: 'cash',
            });
            if (answer.status === 201) lastPayment = (answer.body as unknown as LedgerMovement).entry.id;
            else expect(answer.status).toBe(400);
          } else if (step.op === 'refund' && lastPayment !== null) {
            const answer = await send(ctx, billing.owner, 'POST', `/api/payments/${lastPayment}/refunds`, {
              amount: step.amount,
            });
            expect([201, 400]).toContain(answer.status);
          } else if (step.op === 'credit') {
            const answer = await send(ctx, billing.owner, 'POST', `/api/invoices/${invoice.id}/credits`, {
              amount: step.amount,
              reason: 'Goodwill',
            });
            expect([201, 400]).toContain(answer.status);
          }
        }
        const detail = (await send(ctx, billing.owner, 'GET', `/api/invoices/${invoice.id}`))
          .body as unknown as Invoice;
        const derived = ledgerBalance(detail.total_amount, detail.ledger);
        expect({ paid: detail.amount_paid, balance: detail.balance }).toEqual({
          paid: derived.amount_paid,
          balance: derived.balance,
        });
        expect(detail.status).toBe(statusFromLedger(derived));
        // The settled amount the database keeps on the invoice for analytics (migration 0033).
        const kept = await ctx.db.database.withTenant(billing.clinic.tenant.tenantId, (tx) =>
          tx
            .selectFrom('invoices')
            .select('settled_amount')
            .where('id', '=', invoice.id)
            .executeTakeFirstOrThrow(),
        );
        expect(detail.total_amount - Number(kept.settled_amount)).toBe(derived.balance);
        expect(derived.balance).toBeGreaterThanOrEqual(0);
        expect(derived.amount_paid).toBeGreaterThanOrEqual(0);
        const listed = await send(
          ctx,
          billing.owner,
          'GET',
          `/api/invoices?patient_id=${billing.clinic.patientId}&page_size=100`,
        );
        const item = (listed.body.items as Invoice[]).find((row) => row.id === invoice.id);
        expect(item).toMatchObject({
          amount_paid: detail.amount_paid,
          balance: detail.balance,
          status: detail.status,
        });
      },
    ),
    { numRuns: 15 },
  );
});

it("keeps a tenant's ledger rows from another tenant: no read, no insert against its invoice", async () => {
  const invoice = await issuedInvoice(ctx, billing);
  await pay(ctx, billing, invoice.id, 100);
  const other = await buildMember(ctx.server, ctx.db.database, { role: 'super_admin' });
  const otherTenant = other.tenant.tenantId;
  const seen = await ctx.db.database.withTenant(otherTenant, (tx) =>
    tx.selectFrom('ledger_entries').select('id').where('invoice_id', '=', invoice.id).execute(),
  );
  expect(seen).toEqual([]);
  await expect(
    ctx.db.database.withTenant(otherTenant, (tx) =>
      tx
        .insertInto('ledger_entries')
        .values({
          tenant_id: billing.clinic.tenant.tenantId,
          invoice_id: invoice.id,
          kind: 'credit_note',
          amount: 1,
        })
        .execute(),
    ),
  ).rejects.toThrow(/row-level security/);
});
