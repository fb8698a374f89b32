import type { SampleRequest } from '../test/route-access';

/** The billing routes (issue 17). */
export const BILLING_FAMILY =
  /^\/api\/(invoices($|\/)|payments\/|billing\/|integrations\/stripe\/|stripe\/|patients\/:patient_id\/invoices)/;

/**
 * A valid request per route, keyed `METHOD /url`, so that only authorization can refuse it (bar 4)
 * and the generated inputs of bar 16 start from a valid body. A new route without one fails both.
 */
export function billingSamples(ids: {
  patientId: string;
  invoiceId: string;
  draftId: string;
  paymentId: string;
  portalPatientId: string;
  portalInvoiceId: string;
}): Record<string, SampleRequest> {
  const { invoiceId } = ids;
  return {
    'GET /api/invoices': {
      url: `/api/invoices?status=issued&patient_id=${ids.patientId}&page=1&page_size=10`,
    },
    'POST /api/invoices': {
      url: '/api/invoices',
      payload: {
        patient_id: ids.patientId,
        line_items: [{ description: 'Session', quantity: 1, unit_amount: 5000 }],
      },
    },
    'GET /api/invoices/:id': { url: `/api/invoices/${invoiceId}` },
    'PATCH /api/invoices/:id': { url: `/api/invoices/${ids.draftId}`, payload: { notes: 'Probe' } },
    'POST /api/invoices/:id/issue': { url: `/api/invoices/${ids.draftId}/issue` },
    'POST /api/invoices/:id/send': { url: `/api/invoices/${invoiceId}/send` },
    'POST /api/invoices/:id/void': { url: `/api/invoices/${ids.draftId}/void`, payload: { reason: 'Probe' } },
    'POST /api/invoices/:id/payments': {
      url: `/api/invoices/${invoiceId}/payments`,
      payload: { amount: 100, method: 'cash' },
    },
    'POST /api/invoices/:id/credits': {
      url: `/api/invoices/${invoiceId}/credits`,
      payload: { amount: 100, reason: 'Probe' },
    },
    'POST /api/payments/:id/refunds': {
      url: `/api/payments/${ids.paymentId}/refunds`,
      payload: { amount: 1 },
    },
    'GET /api/invoices/:id/pdf': { url: `/api/invoices/${invoiceId}/pdf` },
    'GET /api/invoices/:id/receipt': { url: `/api/invoices/${invoiceId}/receipt` },
    'GET /api/invoices/:id/superbill': { url: `/api/invoices/${invoiceId}/superbill` },
    'GET /api/billing/balances/:patientId': { url: `/api/billing/balances/${ids.patientId}` },
    'GET /api/billing/settings': { url: '/api/billing/settings' },
    'PUT /api/billing/settings': {
      url: '/api/billing/settings',
      method: 'PUT',
      payload: { currency: 'USD' },
    },
    'POST /api/billing/tax-rates': {
      url: '/api/billing/tax-rates',
      payload: { name: 'State tax', rate_bps: 825 },
    },
    'GET /api/integrations/stripe/account': { url: '/api/integrations/stripe/account' },
    'POST /api/integrations/stripe/account-link': { url: '/api/integrations/stripe/account-link' },
    'POST /api/invoices/:id/card-payments': {
      url: `/api/invoices/${invoiceId}/card-payments`,
      payload: { amount: 100 },
    },
    'GET /api/patients/:patient_id/invoices': { url: `/api/patients/${ids.portalPatientId}/invoices` },
    'POST /api/patients/:patient_id/invoices/:id/card-payments': {
      url: `/api/patients/${ids.portalPatientId}/invoices/${ids.portalInvoiceId}/card-payments`,
      payload: { amount: 100 },
    },
    'GET /api/patients/:patient_id/invoices/:id/pdf': {
      url: `/api/patients/${ids.portalPatientId}/invoices/${ids.portalInvoiceId}/pdf`,
    },
    'POST /api/stripe/dev/confirm': {
      url: '/api/stripe/dev/confirm',
      payload: { payment_intent_id: 'pi_dev_000000000000', card_number: '4242 4242 4242 4242' },
    },
    'POST /api/stripe/webhook': {
      url: '/api/stripe/webhook',
      payload: { id: 'evt_probe', type: 'ping', data: { object: { id: 'x' } } },
    },
  };
}
