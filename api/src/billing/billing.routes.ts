import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffContext } from '../auth/staff-guard';
import { fromMap } from '../http/from-map';
import { named } from '../http/named-plugin';
import { routeHelpers } from '../http/route-helpers';
import type { Services } from '../platform/services';
import { confirmDevCard, receiveWebhook, startCardPayment } from './card-payments.service';
import { idempotencyKeyOf, idempotent } from './idempotency';
import { presentInvoice } from './invoices.queries';
import {
  auditInvoice,
  createInvoice,
  getInvoice,
  issueInvoice,
  listInvoices,
  updateInvoice,
  visibleInvoice,
  voidInvoice,
} from './invoices.service';
import { creditInvoice, recordPayment, refundPayment } from './ledger.service';
import { patientBalance } from './balances.service';
import { billingPdf, pdfParts, type BillingDocument } from './pdf';
import { myInvoicePdf, listMyInvoices, startMyCardPayment } from './portal.service';
import { connectAccountLink, refreshPaymentAccount } from './connect.service';
import { createTaxRate, getBillingSettings, updateBillingSettings } from './settings.service';
import { registerBillingFhir } from './fhir';
import { sendInvoiceByEmail } from './invoice-email';
import { registerBillingHooks } from './workflow-steps';

const tags = ['billing'];
const feature = 'clinical_billing' as const;
const read = 'billing_read' as const;
const manage = 'billing_manage' as const;
const errors = [400, 401, 403, 404, 409, 422] as const;

function sendPdf(reply: FastifyReply, file: { pdf: Buffer; fileName: string }): Buffer {
  void reply.type('application/pdf').headers({
    'content-disposition': `attachment; filename="${file.fileName}"`,
    'cache-control': 'no-store',
  });
  return file.pdf;
}

async function staffPdf(ctx: StaffContext, id: string, kind: BillingDocument) {
  const invoice = await presentInvoice(ctx.tx, await visibleInvoice(ctx, id));
  await auditInvoice(ctx, `invoice.${kind}_downloaded`, invoice);
  const pdf = await billingPdf({ kind, invoice, ...(await pdfParts(ctx.tx, invoice.provider_id)) });
  return { pdf, fileName: `${invoice.number ?? 'draft'}-${kind}.pdf` };
}

/**
 * Clinical billing (issue 17, ADR 048): invoices, the ledger's movements of money, the PDFs, the
 * clinic's billing settings and payment account, the portal's bills and the payment provider's
 * webhook. Every POST that moves money honours an Idempotency-Key (quality bar 18).
 */
export const billingRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  registerBillingHooks();
  registerBillingFhir();
  const routes = routeHelpers(app, services);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  const once = <T>(
    ctx: StaffContext,
    scope: string,
    headers: Record<string, string | string[] | undefined>,
    body: unknown,
    work: () => Promise<T>,
  ) =>
    idempotent(
      ctx.tx,
      {
        tenantId: ctx.principal.tenantId,
        scope: `${scope}:${ctx.principal.userId}`,
        key: idempotencyKeyOf(headers),
        body,
      },
      work,
    );

  routes.staff(
    {
      ...fromMap('listInvoices', { errors: [400, 401, 403] }),
      permission: read,
      feature,
      tags,
      summary: 'Invoices, filtered and paged, with totals',
    },
    (ctx, { query }) => listInvoices(ctx, query),
  );
  routes.staff(
    {
      ...fromMap('createInvoice', { errors, status: 201 }),
      permission: manage,
      feature,
      tags,
      summary: 'A new draft invoice',
    },
    (ctx, { body }, { request }) =>
      once(ctx, 'createInvoice', request.headers, body, () => createInvoice(ctx, body)),
  );
  routes.staff(
    {
      ...fromMap('getInvoice', { errors: [400, 401, 403, 404] }),
      permission: read,
      feature,
      tags,
      summary: 'An invoice with its lines and ledger',
    },
    (ctx, { params }) => getInvoice(ctx, params.id),
  );
  routes.staff(
    {
      ...fromMap('updateInvoice', { errors }),
      permission: manage,
      feature,
      tags,
      summary: 'Change a draft (an issued invoice never changes)',
    },
    (ctx, { params, body }) => updateInvoice(ctx, params.id, body),
  );
  routes.staff(
    {
      ...fromMap('issueInvoice', { errors }),
      permission: manage,
      feature,
      tags,
      summary: "Issue a draft: it takes the clinic's next number",
    },
    (ctx, { params }, { request }) =>
      once(ctx, `issueInvoice:${params.id}`, request.headers, {}, () => issueInvoice(ctx, params.id)),
  );
  routes.staff(
    {
      ...fromMap('sendInvoice', { errors }),
      permission: manage,
      feature,
      tags,
      summary: 'E-mail the patient that the invoice is ready (in their language), with the way to the portal',
    },
    (ctx, { params }) => sendInvoiceByEmail(ctx, services, params.id),
  );
  routes.staff(
    {
      ...fromMap('voidInvoice', { errors }),
      permission: manage,
      feature,
      tags,
      summary: 'Void an invoice with nothing paid on it',
    },
    (ctx, { params, body }) => voidInvoice(ctx, params.id, body),
  );
  routes.staff(
    {
      ...fromMap('recordPayment', { errors, status: 201 }),
      permission: manage,
      feature,
      tags,
      summary: 'A payment taken by hand',
    },
    (ctx, { params, body }, { request }) =>
      once(ctx, `recordPayment:${params.id}`, request.headers, body, () =>
        recordPayment(ctx, params.id, body),
      ),
  );
  routes.staff(
    {
      ...fromMap('creditInvoice', { errors, status: 201 }),
      permission: manage,
      feature,
      tags,
      summary: 'A credit note or write-off',
    },
    (ctx, { params, body }, { request }) =>
      once(ctx, `creditInvoice:${params.id}`, request.headers, body, () =>
        creditInvoice(ctx, params.id, body),
      ),
  );
  routes.staff(
    {
      ...fromMap('refundPayment', { errors: [...errors, 402, 502], status: 201 }),
      permission: manage,
      feature,
      tags,
      summary: 'Refund a payment, in full or in part',
    },
    (ctx, { params, body }, { request }) => {
      const key = idempotencyKeyOf(request.headers);
      return once(ctx, `refundPayment:${params.id}`, request.headers, body, () =>
        refundPayment(ctx, services, params.id, body, key),
      );
    },
  );
  for (const [name, kind] of [
    ['getInvoicePdf', 'invoice'],
    ['getInvoiceReceipt', 'receipt'],
    ['getInvoiceSuperbill', 'superbill'],
  ] as const)
    routes.staff(
      {
        ...fromMap(name, { errors: [400, 401, 403, 404, 429], produces: ['application/pdf'] }),
        permission: read,
        feature,
        tags,
        rateLimit: { max: 60, timeWindow: '1 minute' },
        summary: `The ${kind} as a PDF`,
      },
      async (ctx, { params }, { reply }) => sendPdf(reply, await staffPdf(ctx, params.id, kind)),
    );
  routes.staff(
    {
      ...fromMap('getPatientBalance', { errors: [400, 401, 403, 404] }),
      permission: read,
      feature,
      tags,
      summary: "A patient's open balance by age",
    },
    (ctx, { params }) => patientBalance(ctx, params.patientId),
  );
  routes.staff(
    {
      ...fromMap('getBillingSettings', { errors: [401, 403] }),
      permission: read,
      feature,
      tags,
      summary: "The clinic's currency, tax rates and payment account",
    },
    (ctx) => getBillingSettings(ctx, services),
  );
  routes.staff(
    {
      ...fromMap('updateBillingSettings', { errors: [400, 401, 403, 409] }),
      permission: manage,
      feature,
      tags,
      summary: "Set the clinic's currency",
    },
    (ctx, { body }) => updateBillingSettings(ctx, services, body),
  );
  routes.staff(
    {
      ...fromMap('createTaxRate', { errors: [400, 401, 403], status: 201 }),
      permission: manage,
      feature: 'tax_management',
      tags,
      summary: 'A tax rate of the clinic',
    },
    (ctx, { body }) => createTaxRate(ctx, body),
  );
  routes.staff(
    {
      ...fromMap('getPaymentAccount', { errors: [401, 403, 502] }),
      permission: read,
      feature: 'stripe_connect',
      tags,
      summary: "The clinic's payment account as the provider reports it",
    },
    (ctx) => refreshPaymentAccount(ctx, services),
  );
  routes.staff(
    {
      ...fromMap('createPaymentAccountLink', { errors: [401, 403, 502] }),
      permission: 'settings_manage',
      feature: 'stripe_connect',
      tags,
      summary: "A link to the provider's onboarding of the clinic's account",
    },
    (ctx) => connectAccountLink(ctx, services),
  );
  routes.staff(
    {
      ...fromMap('startCardPayment', { errors: [...errors, 402, 502] }),
      permission: manage,
      feature: 'payment_processing',
      tags,
      summary: 'Start a card payment of an invoice',
    },
    async (ctx, { params, body }, { request }) => {
      await visibleInvoice(ctx, params.id);
      const idempotencyKey = idempotencyKeyOf(request.headers);
      return once(ctx, `startCardPayment:${params.id}`, request.headers, body, () =>
        startCardPayment(services, ctx.tx, {
          tenantId: ctx.principal.tenantId,
          invoiceId: params.id,
          amount: body.amount,
          idempotencyKey,
        }),
      );
    },
  );
  routes.patient(
    {
      ...fromMap('listMyInvoices', { errors: [400, 401, 403, 404] }),
      tags,
      summary: "The patient's invoices and balance",
    },
    (ctx, { params }) => listMyInvoices(ctx, params.patient_id),
  );
  routes.patient(
    {
      ...fromMap('startMyCardPayment', { errors: [...errors, 402, 502] }),
      tags,
      summary: 'Pay an invoice by card',
    },
    (ctx, { params, body }, { request }) =>
      startMyCardPayment(ctx, services, {
        patientId: params.patient_id,
        invoiceId: params.id,
        amount: body.amount,
        idempotencyKey: idempotencyKeyOf(request.headers),
      }),
  );
  routes.patient(
    {
      ...fromMap('getMyInvoicePdf', { errors: [400, 401, 403, 404, 429], produces: ['application/pdf'] }),
      tags,
      rateLimit: { max: 60, timeWindow: '1 minute' },
      summary: "The patient's invoice as a PDF",
    },
    async (ctx, { params }, { reply }) =>
      sendPdf(reply, await myInvoicePdf(ctx, params.patient_id, params.id)),
  );
  routes.user(
    {
      ...fromMap('confirmDevCardPayment', { errors: [400, 401, 404] }),
      tags,
      summary: "The development adapter's test card form",
    },
    (_ctx, { body }) =>
      confirmDevCard(services, { paymentIntentId: body.payment_intent_id, cardNumber: body.card_number }),
  );

  // The webhook's signature is over the exact bytes sent: its body is kept as text, not parsed.
  await app.register(
    named(async function stripeWebhookRoutes(raw) {
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => {
        done(null, body);
      });
      routeHelpers(raw, services).public(
        {
          ...fromMap('stripeWebhook', { errors: [400, 413] }),
          tags,
          rateLimit: { max: 600, timeWindow: '1 minute' },
          summary: "The payment provider's signed events (each processed once)",
        },
        async (request) => {
          const signature = request.headers['stripe-signature'];
          await receiveWebhook(
            services,
            typeof request.body === 'string' ? request.body : '',
            typeof signature === 'string' ? signature : undefined,
          );
          return { received: true as const };
        },
      );
    }),
  );
};
