import fc from 'fast-check';
import { buildPatient, buildPatientLogin } from '../test/factories';
import { expectDocumentedAnswersOnEach, oddValues } from '../test/generated-input';
import { sampleFor } from '../test/route-access';
import { createTestApp, type TestContext } from '../test/test-app';
import { BILLING_FAMILY, billingSamples } from './route-samples';
import { buildBillingClinic, draftInvoice, issuedInvoice, pay } from './test-fixtures';

/**
 * Quality bar 16 for the billing routes, from the route table with the route-access samples:
 * generated bodies (amounts of 2^53, fractions, negatives, odd strings) and odd ids never yield a
 * 5xx, and every refusal is `{ detail, code }`.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const oddValue = oddValues(
  [
    'USD',
    'EUR',
    'cash',
    '99213',
    'F41.1',
    '00000000-0000-0000-0000-000000000000',
    '\u0000',
    'x'.repeat(2_001),
    '__proto__',
  ],
  fc.constantFrom(-1, 0, 0.5, 2 ** 53, 1e308, 2_147_483_648, 1_000_000_001),
);

it('never answers 5xx to generated bodies on the routes with a body', async () => {
  const billing = await buildBillingClinic(ctx);
  const login = await buildPatientLogin(ctx.db.database);
  const portalPatientId = (await buildPatient(ctx.db.database, { tenant: billing.owner.tenant, login })).id;
  const invoice = await issuedInvoice(ctx, billing);
  const samples = billingSamples({
    patientId: billing.clinic.patientId,
    invoiceId: invoice.id,
    draftId: (await draftInvoice(ctx, billing)).id,
    paymentId: (await pay(ctx, billing, invoice.id, 500)).entry.id,
    portalPatientId,
    portalInvoiceId: invoice.id,
  });
  const routes = ctx.routes.filter(
    (route) => BILLING_FAMILY.test(route.url) && route.method !== 'HEAD' && route.access === 'staff',
  );
  const fuzzed = await expectDocumentedAnswersOnEach({
    server: ctx.server,
    routes,
    sample: (route) => sampleFor(route, samples),
    headers: billing.owner.session.headers,
    oddValue,
    numRuns: 25,
  });
  expect(fuzzed).toBe(9);
}, 120_000);

it('never answers 5xx to odd ids or a hostile webhook', async () => {
  const billing = await buildBillingClinic(ctx);
  const headers = billing.owner.session.headers;
  for (const value of ['%', "'", 'true', '-1', 'x'.repeat(200), '00000000-0000-0000-0000-000000000000', '']) {
    const encoded = encodeURIComponent(value);
    for (const url of [
      `/api/invoices/${encoded}`,
      `/api/invoices/${encoded}/pdf`,
      `/api/billing/balances/${encoded}`,
      `/api/invoices?patient_id=${encoded}&page=${encoded}`,
    ]) {
      const response = await ctx.server.inject({ method: 'GET', url, headers });
      expect({ url, status: response.statusCode < 500 }).toEqual({ url, status: true });
    }
  }
  for (const payload of ['', '{', '[]', 'x'.repeat(300_000), JSON.stringify({ id: 1 })]) {
    const response = await ctx.server.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  }
});
