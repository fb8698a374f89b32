import type { Invoice } from '@clinio/contracts';
import pg from 'pg';
import { buildMember } from '../staff/staff-test-fixtures';
import { createTestApp, type TestContext } from '../test/test-app';
import {
  buildBillingClinic,
  draftInvoice,
  issuedInvoice,
  line,
  pay,
  send,
  type BillingClinic,
} from './test-fixtures';

/**
 * Invoices on the real database (issue 17): drafts from a visit, gapless numbers under concurrency,
 * issued invoices frozen, payments and refunds within their limits, bad input refused with a 4xx
 * that changes nothing, and another tenant's invoice a 404.
 */
let ctx: TestContext;
let billing: BillingClinic;

beforeAll(async () => {
  ctx = await createTestApp();
  billing = await buildBillingClinic(ctx);
});
afterAll(() => ctx.close());

it("drafts an invoice from a visit with the type's price as its line, and the workflow counts it once issued", async () => {
  const draft = await draftInvoice(ctx, billing, {
    appointment_id: billing.appointmentId,
    line_items: undefined,
  });
  expect(draft).toMatchObject({
    status: 'draft',
    number: null,
    total_amount: 12_000,
    balance: 0,
    currency: 'USD',
  });
  expect(draft.line_items).toEqual([expect.objectContaining({ unit_amount: 12_000, quantity: 1 })]);
  const workflowBefore = await send(
    ctx,
    billing.owner,
    'GET',
    `/api/appointments/${billing.appointmentId}/workflow`,
  );
  expect(workflowBefore.body.progress).toMatchObject({ billing: { paid: 0, total: 0 } });

  const issued = await send(ctx, billing.owner, 'POST', `/api/invoices/${draft.id}/issue`);
  expect(issued.body).toMatchObject({ status: 'issued', balance: 12_000 });
  expect(issued.body.number).toMatch(/^INV-\d{4}-\d{6}$/);
  await pay(ctx, billing, draft.id, 12_000);
  const workflow = await send(
    ctx,
    billing.owner,
    'GET',
    `/api/appointments/${billing.appointmentId}/workflow`,
  );
  expect(workflow.body).toMatchObject({
    billing_complete: true,
    progress: { billing: { paid: 1, total: 1 } },
  });
});

it('computes tax per line and shares the invoice discount before tax', async () => {
  const rate = await send(ctx, billing.owner, 'POST', '/api/billing/tax-rates', {
    name: 'State tax',
    rate_bps: 825,
  });
  expect(rate.status).toBe(201);
  const draft = await draftInvoice(ctx, billing, {
    discount_amount: 1_000,
    line_items: [
      line(3_333, { quantity: 3, tax_rate_id: rate.body.id, discount_amount: 99 }),
      line(5_000, { service_code: '99213', diagnosis_codes: ['f41.1'] }),
    ],
  });
  // Line 1: 9,999 - 99 = 9,900; line 2: 5,000. The 1,000 off splits 664 / 336 (by largest remainder).
  expect(draft.line_items.map((item) => [item.discount_amount, item.tax_amount, item.total_amount])).toEqual([
    [99 + 664, 762, 9_900 - 664 + 762],
    [336, 0, 4_664],
  ]);
  expect(draft.line_items[1]?.diagnosis_codes).toEqual(['F41.1']);
  expect(draft.total_amount).toBe(draft.line_items.reduce((sum, item) => sum + item.total_amount, 0));
  expect(draft).toMatchObject({ subtotal_amount: 14_999, discount_amount: 1_099, tax_amount: 762 });
});

it('gives 20 invoices issued at once 20 consecutive numbers, with no gap and no repeat', async () => {
  const drafts = await Promise.all(Array.from({ length: 20 }, () => draftInvoice(ctx, billing)));
  const issued = await Promise.all(
    drafts.map((draft) => send(ctx, billing.owner, 'POST', `/api/invoices/${draft.id}/issue`)),
  );
  expect(issued.map((answer) => answer.status)).toEqual(Array(20).fill(200));
  const numbers = issued.map((answer) => Number(String(answer.body.number).slice(-6))).sort((a, b) => a - b);
  const first = numbers[0] ?? 0;
  expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => first + index));
});

it('refuses to change an issued invoice, through the API and in the database', async () => {
  const invoice = await issuedInvoice(ctx, billing);
  const patched = await send(ctx, billing.owner, 'PATCH', `/api/invoices/${invoice.id}`, {
    notes: 'changed',
  });
  expect(patched).toMatchObject({ status: 409, body: { code: 'invoice_state' } });
  const client = new pg.Client({ connectionString: ctx.db.ownerUrl });
  await client.connect();
  try {
    await expect(
      client.query('update invoices set total_amount = 1, subtotal_amount = 1 where id = $1', [invoice.id]),
    ).rejects.toThrow(/issued and cannot change/);
    await expect(
      client.query('update invoice_lines set description = $2 where invoice_id = $1', [invoice.id, 'x']),
    ).rejects.toThrow(/issued invoice/);
  } finally {
    await client.end();
  }
});

it('takes partial payments up to the balance and refunds never above what was paid', async () => {
  const invoice = await issuedInvoice(ctx, billing, { line_items: [line(10_000)] });
  const first = await pay(ctx, billing, invoice.id, 4_000);
  expect(first.invoice).toMatchObject({ status: 'partially_paid', amount_paid: 4_000, balance: 6_000 });
  const over = await send(ctx, billing.owner, 'POST', `/api/invoices/${invoice.id}/payments`, {
    amount: 6_001,
    method: 'cash',
  });
  expect(over).toMatchObject({ status: 400, body: { code: 'validation_error' } });
  const rest = await pay(ctx, billing, invoice.id, 6_000);
  expect(rest.invoice).toMatchObject({ status: 'paid', balance: 0 });

  const tooMuch = await send(ctx, billing.owner, 'POST', `/api/payments/${first.entry.id}/refunds`, {
    amount: 4_001,
  });
  expect(tooMuch.status).toBe(400);
  const refund = await send(ctx, billing.owner, 'POST', `/api/payments/${first.entry.id}/refunds`, {
    amount: 1_500,
  });
  expect(refund.body).toMatchObject({
    entry: { kind: 'refund', amount: 1_500 },
    invoice: { status: 'partially_paid', balance: 1_500 },
  });
  const again = await send(ctx, billing.owner, 'POST', `/api/payments/${first.entry.id}/refunds`, {
    amount: 2_501,
  });
  expect(again.status).toBe(400);
  const detail = await send(ctx, billing.owner, 'GET', `/api/invoices/${invoice.id}`);
  expect(
    (detail.body as unknown as Invoice).ledger.find((entry) => entry.id === first.entry.id)?.refunded_amount,
  ).toBe(1_500);
});

it('refuses bad amounts, a void invoice, a draft and a foreign currency with a 4xx that changes nothing', async () => {
  const invoice = await issuedInvoice(ctx, billing);
  const url = `/api/invoices/${invoice.id}/payments`;
  for (const amount of [-1, 0, 10.5, 2 ** 53, '100'])
    expect((await send(ctx, billing.owner, 'POST', url, { amount, method: 'cash' })).status).toBe(400);
  expect(
    (await send(ctx, billing.owner, 'POST', url, { amount: 100, method: 'cash', currency: 'EUR' })).status,
  ).toBe(400);
  expect(
    (
      await send(ctx, billing.owner, 'POST', '/api/invoices', {
        patient_id: billing.clinic.patientId,
        currency: 'EUR',
      })
    ).status,
  ).toBe(400);
  const draft = await draftInvoice(ctx, billing);
  expect(
    (
      await send(ctx, billing.owner, 'POST', `/api/invoices/${draft.id}/payments`, {
        amount: 100,
        method: 'cash',
      })
    ).status,
  ).toBe(409);
  const voided = await send(ctx, billing.owner, 'POST', `/api/invoices/${invoice.id}/void`, {
    reason: 'Entered twice',
  });
  expect(voided.body).toMatchObject({ status: 'void', balance: 0 });
  expect((await send(ctx, billing.owner, 'POST', url, { amount: 100, method: 'cash' })).body).toMatchObject({
    code: 'invoice_state',
  });
  const detail = await send(ctx, billing.owner, 'GET', `/api/invoices/${invoice.id}`);
  expect((detail.body as unknown as Invoice).ledger).toEqual([]);
});

it('does not void an invoice with money on it', async () => {
  const invoice = await issuedInvoice(ctx, billing);
  await pay(ctx, billing, invoice.id, 100);
  const voided = await send(ctx, billing.owner, 'POST', `/api/invoices/${invoice.id}/void`, { reason: 'No' });
  expect(voided).toMatchObject({ status: 409, body: { code: 'invoice_state' } });
});

it("answers another tenant's invoice and payment with the same 404 as a missing one, changing nothing", async () => {
  const invoice = await issuedInvoice(ctx, billing);
  const { entry } = await pay(ctx, billing, invoice.id, 100);
  const stranger = await buildMember(ctx.server, ctx.db.database, { role: 'super_admin' });
  const missing = await send(ctx, stranger, 'GET', '/api/invoices/00000000-0000-4000-8000-000000000000');
  const requests: [method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown][] = [
    ['GET', `/api/invoices/${invoice.id}`],
    ['PATCH', `/api/invoices/${invoice.id}`, { notes: 'x' }],
    ['POST', `/api/invoices/${invoice.id}/issue`],
    ['POST', `/api/invoices/${invoice.id}/void`, { reason: 'x' }],
    ['POST', `/api/invoices/${invoice.id}/payments`, { amount: 1, method: 'cash' }],
    ['POST', `/api/invoices/${invoice.id}/credits`, { amount: 1, reason: 'x' }],
    ['POST', `/api/invoices/${invoice.id}/card-payments`, {}],
    ['POST', `/api/payments/${entry.id}/refunds`, { amount: 1 }],
    ['GET', `/api/invoices/${invoice.id}/pdf`],
    ['GET', `/api/invoices/${invoice.id}/receipt`],
    ['GET', `/api/invoices/${invoice.id}/superbill`],
    ['GET', `/api/billing/balances/${billing.clinic.patientId}`],
  ];
  for (const [method, url, body] of requests) {
    const answer = await send(ctx, stranger, method, url, body);
    expect({ url, method, status: answer.status }).toEqual({ url, method, status: 404 });
    if (!url.includes('balances') && !url.includes('refunds')) expect(answer.body).toEqual(missing.body);
  }
  const list = await send(ctx, stranger, 'GET', '/api/invoices');
  expect(list.body.total).toBe(0);
  const after = await send(ctx, billing.owner, 'GET', `/api/invoices/${invoice.id}`);
  expect(after.body).toMatchObject({ status: 'partially_paid', amount_paid: 100, notes: '' });
});

it('lists with filters, paging and totals, and gives a patient balance by age', async () => {
  const list = await send(
    ctx,
    billing.owner,
    'GET',
    `/api/invoices?status=paid&patient_id=${billing.clinic.patientId}&page_size=2`,
  );
  expect(list.status).toBe(200);
  expect((list.body.items as Invoice[]).every((item) => item.status === 'paid')).toBe(true);
  expect(list.body).toMatchObject({ page: 1, page_size: 2 });
  const balance = await send(ctx, billing.owner, 'GET', `/api/billing/balances/${billing.clinic.patientId}`);
  expect(balance.body).toMatchObject({ currency: 'USD' });
  const aging = balance.body.aging as Record<string, number>;
  expect(aging.current).toBe(balance.body.balance);
});

it('renders the invoice, receipt and superbill as PDFs', async () => {
  const invoice = await issuedInvoice(ctx, billing, {
    line_items: [line(5_000, { service_code: '90834', diagnosis_codes: ['F41.1'] })],
  });
  for (const kind of ['pdf', 'receipt', 'superbill']) {
    const response = await ctx.server.inject({
      url: `/api/invoices/${invoice.id}/${kind}`,
      headers: billing.owner.session.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  }
});
