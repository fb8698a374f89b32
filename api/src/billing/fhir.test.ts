import type { Bundle, Invoice } from '@medplum/fhirtypes';
import { r4Problems } from '../test/fhir-r4';
import { createTestApp, type TestContext } from '../test/test-app';
import { INVOICE_NUMBER_SYSTEM, moneyOf } from './fhir';
import { buildBillingClinic, draftInvoice, issuedInvoice, line, pay, send } from './test-fixtures';

/** The patient's FHIR export holds their invoices (issue 17, ADR 048), valid R4, drafts left out. */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it('exports issued, paid and void invoices as valid R4 Invoices with their lines and totals', async () => {
  const billing = await buildBillingClinic(ctx);
  const rate = await send(ctx, billing.owner, 'POST', '/api/billing/tax-rates', {
    name: 'State tax',
    rate_bps: 825,
  });
  expect(rate.status).toBe(201);
  const open = await issuedInvoice(ctx, billing, {
    notes: 'Thank you for your visit.',
    line_items: [
      line(10_000, { service_code: '99213', tax_rate_id: rate.body.id, discount_amount: 500 }),
      line(2_500, { description: 'Lab fee' }),
    ],
  });
  const paid = await issuedInvoice(ctx, billing);
  await pay(ctx, billing, paid.id, paid.total_amount);
  const voided = await issuedInvoice(ctx, billing);
  expect(
    (await send(ctx, billing.owner, 'POST', `/api/invoices/${voided.id}/void`, { reason: 'Entered twice' }))
      .status,
  ).toBe(200);
  const draft = await draftInvoice(ctx, billing);

  const response = await ctx.server.inject({
    method: 'GET',
    url: `/api/patients/${billing.clinic.patientId}/fhir`,
    headers: billing.owner.session.headers,
  });
  expect(response.statusCode).toBe(200);
  const invoices = (response.json<Bundle>().entry ?? [])
    .map((entry) => entry.resource)
    .filter((resource): resource is Invoice => resource?.resourceType === 'Invoice');
  for (const invoice of invoices) expect(r4Problems(invoice)).toEqual([]);
  expect(invoices.map((invoice) => invoice.id).sort()).toEqual([open.id, paid.id, voided.id].sort());
  expect(invoices.some((invoice) => invoice.id === draft.id)).toBe(false);

  const exported = invoices.find((invoice) => invoice.id === open.id);
  expect(exported).toMatchObject({
    status: 'issued',
    identifier: [{ system: INVOICE_NUMBER_SYSTEM, value: open.number }],
    subject: { reference: `Patient/${billing.clinic.patientId}` },
    totalGross: { value: open.total_amount / 100, currency: 'USD' },
    totalNet: { value: (open.total_amount - open.tax_amount) / 100, currency: 'USD' },
    note: [{ text: 'Thank you for your visit.' }],
  });
  const first = open.line_items[0]!;
  expect(exported?.lineItem?.[0]).toEqual({
    sequence: 1,
    chargeItemCodeableConcept: {
      text: 'Session',
      coding: [{ system: 'urn:clinio:service-code', code: '99213' }],
    },
    priceComponent: [
      { type: 'base', amount: { value: 100, currency: 'USD' } },
      { type: 'discount', amount: moneyOf(first.discount_amount, 'USD') },
      { type: 'tax', amount: moneyOf(first.tax_amount, 'USD') },
    ],
  });
  expect(exported?.lineItem?.[1]).toMatchObject({
    chargeItemCodeableConcept: { text: 'Lab fee' },
    priceComponent: [{ type: 'base', amount: { value: 25, currency: 'USD' } }],
  });
  expect(invoices.find((invoice) => invoice.id === paid.id)?.status).toBe('balanced');
  expect(invoices.find((invoice) => invoice.id === voided.id)).toMatchObject({
    status: 'cancelled',
    cancelledReason: 'Entered twice',
  });
});

it('writes money in the currency’s own major units', () => {
  expect(moneyOf(12_345, 'USD')).toEqual({ value: 123.45, currency: 'USD' });
  expect(moneyOf(500, 'JPY')).toEqual({ value: 500, currency: 'JPY' });
  expect(moneyOf(1_234, 'KWD')).toEqual({ value: 1.234, currency: 'KWD' });
});
