import type { CardPaymentStart, InvoiceList } from '@clinio/contracts';
import type { PatientContext } from '../auth/patient-guard';
import type { TenantTx } from '../db/database';
import { notFound } from '../errors/app-error';
import { inMyRecord } from '../forms/portal.service';
import type { Services } from '../platform/services';
import { startCardPayment } from './card-payments.service';
import { invoiceQuery, presentInvoice, presentSummary } from './invoices.queries';
import { billingPdf, pdfParts } from './pdf';

/**
 * The patient's bills in the portal (issue 17): their own issued invoices only (drafts are the
 * clinic's work in progress), paid by card; another record's id is the same 404 as a missing one.
 */

function myInvoices(tx: TenantTx, patientId: string) {
  return invoiceQuery(tx).where('i.patient_id', '=', patientId).where('i.status', '<>', 'draft');
}

export function listMyInvoices(ctx: PatientContext, patientId: string): Promise<InvoiceList> {
  return inMyRecord(ctx, patientId, async (tx, tenantId) => {
    const rows = await myInvoices(tx, patientId).orderBy('i.issued_at', 'desc').limit(100).execute();
    const items = rows.map(presentSummary);
    await ctx.auditIn(tx, tenantId, {
      action: 'invoice.portal_listed',
      resourceType: 'patient',
      resourceId: patientId,
      outcome: 'success',
    });
    const sum = (pick: (item: (typeof items)[number]) => number) =>
      items.reduce((acc, item) => acc + pick(item), 0);
    return {
      items,
      total: items.length,
      page: 1,
      page_size: 100,
      totals: {
        total_amount: sum((item) => (item.status === 'void' ? 0 : item.total_amount)),
        amount_paid: sum((item) => item.amount_paid),
        balance: sum((item) => item.balance),
      },
    };
  });
}

async function myInvoice(tx: TenantTx, patientId: string, invoiceId: string) {
  const row = await myInvoices(tx, patientId).where('i.id', '=', invoiceId).executeTakeFirst();
  if (row === undefined) throw notFound('Invoice not found');
  return row;
}

export function startMyCardPayment(
  ctx: PatientContext,
  services: Services,
  input: {
    patientId: string;
    invoiceId: string;
    amount: number | undefined;
    idempotencyKey: string | undefined;
  },
): Promise<CardPaymentStart> {
  return inMyRecord(ctx, input.patientId, async (tx, tenantId) => {
    await myInvoice(tx, input.patientId, input.invoiceId);
    const started = await startCardPayment(services, tx, { tenantId, ...input });
    await ctx.auditIn(tx, tenantId, {
      action: 'payment.card_started',
      resourceType: 'invoice',
      resourceId: input.invoiceId,
      outcome: 'success',
    });
    return started;
  });
}

export function myInvoicePdf(ctx: PatientContext, patientId: string, invoiceId: string) {
  return inMyRecord(ctx, patientId, async (tx, tenantId) => {
    const invoice = await presentInvoice(tx, await myInvoice(tx, patientId, invoiceId));
    await ctx.auditIn(tx, tenantId, {
      action: 'invoice.pdf_downloaded',
      resourceType: 'invoice',
      resourceId: invoiceId,
      outcome: 'success',
    });
    const pdf = await billingPdf({ kind: 'invoice', invoice, ...(await pdfParts(tx, invoice.provider_id)) });
    return { pdf, fileName: `${invoice.number ?? 'invoice'}.pdf` };
  });
}
