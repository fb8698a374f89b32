import type { CardPaymentStart, InvoiceList } from '@clinio/contracts';
import { buildPatient, buildPatientLogin, signInPatient, type PatientSignedIn } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildBillingClinic, draftInvoice, issuedInvoice, line, type BillingClinic } from './test-fixtures';

/**
 * The patient's bills in the portal with the development adapter (issue 17): their issued invoices
 * only, a card payment through the test card form (4242… succeeds, 4000 0000 0000 0002 is
 * declined) recorded through the same signed webhook as a real one, and the invoice's PDF.
 */
let ctx: TestContext;
let billing: BillingClinic;
let patientId: string;
let patient: PatientSignedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  billing = await buildBillingClinic(ctx);
  const login = await buildPatientLogin(ctx.db.database);
  patientId = (await buildPatient(ctx.db.database, { tenant: billing.owner.tenant, login })).id;
  patient = await signInPatient(ctx.server, login);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  ctx.server.inject({ method, url, headers: patient.headers, ...(payload === undefined ? {} : { payload }) });

it('lists the patient’s issued invoices, pays one by test card, and downloads its PDF', async () => {
  const invoice = await issuedInvoice(ctx, billing, { patient_id: patientId, line_items: [line(4_500)] });
  await draftInvoice(ctx, billing, { patient_id: patientId });
  const list = (await call('GET', `/api/patients/${patientId}/invoices`)).json<InvoiceList>();
  expect(list.items.map((item) => item.id)).toEqual([invoice.id]);
  expect(list.totals.balance).toBe(4_500);

  const start = await call('POST', `/api/patients/${patientId}/invoices/${invoice.id}/card-payments`, {});
  expect(start.statusCode).toBe(200);
  const started = start.json<CardPaymentStart>();
  expect(started).toMatchObject({ mode: 'development', amount: 4_500, account_id: null });

  const declined = await call('POST', '/api/stripe/dev/confirm', {
    payment_intent_id: started.payment_intent_id,
    card_number: '4000 0000 0000 0002',
  });
  expect(declined.json()).toEqual({ status: 'declined' });
  expect(
    (await call('GET', `/api/patients/${patientId}/invoices`)).json<InvoiceList>().items[0],
  ).toMatchObject({ status: 'issued' });

  const paid = await call('POST', '/api/stripe/dev/confirm', {
    payment_intent_id: started.payment_intent_id,
    card_number: '4242 4242 4242 4242',
  });
  expect(paid.json()).toEqual({ status: 'succeeded' });
  expect(
    (await call('GET', `/api/patients/${patientId}/invoices`)).json<InvoiceList>().items[0],
  ).toMatchObject({ status: 'paid', balance: 0 });
  // Confirming again takes nothing twice.
  await call('POST', '/api/stripe/dev/confirm', {
    payment_intent_id: started.payment_intent_id,
    card_number: '4242424242424242',
  });
  expect(
    (await call('GET', `/api/patients/${patientId}/invoices`)).json<InvoiceList>().items[0],
  ).toMatchObject({ amount_paid: 4_500 });

  const pdf = await call('GET', `/api/patients/${patientId}/invoices/${invoice.id}/pdf`);
  expect(pdf.statusCode).toBe(200);
  expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  const nothingToPay = await call(
    'POST',
    `/api/patients/${patientId}/invoices/${invoice.id}/card-payments`,
    {},
  );
  expect(nothingToPay.statusCode).toBe(409);
});
