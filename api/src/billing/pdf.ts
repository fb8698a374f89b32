import { formatMoney, type Invoice } from '@clinio/contracts';
import type { TenantTx } from '../db/database';
import { documentOf, finish, header, type PdfClinic } from '../forms/pdf';
import { clinicOf } from '../forms/submission-reads.service';

/**
 * The invoice, its receipt and its superbill as PDFs (issue 17), in the clinic's name and colour:
 * - invoice: the lines with quantity, unit amount, discount, tax and total; the totals; the balance;
 * - receipt: what was paid and refunded, by method and date, and the balance left;
 * - superbill: for the patient's insurer, the provider, each service code with its diagnosis codes.
 */

export type BillingDocument = 'invoice' | 'receipt' | 'superbill';

const TITLES: Record<BillingDocument, string> = {
  invoice: 'Invoice',
  receipt: 'Receipt',
  superbill: 'Superbill',
};

function row(
  doc: PDFKit.PDFDocument,
  cells: readonly string[],
  widths: readonly number[],
  bold = false,
): void {
  const y = doc.y;
  let x = doc.page.margins.left;
  doc
    .font(bold ? 'bold' : 'body')
    .fontSize(9)
    .fillColor('#111111');
  let bottom = y;
  cells.forEach((cell, index) => {
    const width = widths[index] ?? 60;
    const align = index === 0 ? 'left' : 'right';
    doc.text(cell, x, y, { width: width - 6, align });
    bottom = Math.max(bottom, doc.y);
    x += width;
  });
  doc.x = doc.page.margins.left;
  doc.y = bottom + 3;
}

export async function billingPdf(input: {
  kind: BillingDocument;
  invoice: Invoice;
  clinic: PdfClinic;
  provider: string | null;
  compress?: boolean;
}): Promise<Buffer> {
  const { invoice, kind } = input;
  const money = (amount: number) =>
    formatMoney({ amountMinor: amount, currency: invoice.currency, locale: 'en-US' });
  const title = `${TITLES[kind]} ${invoice.number ?? '(draft)'}`;
  const doc = await documentOf(title, { compress: input.compress ?? true });
  header(doc, input.clinic, title);
  doc.font('body').fontSize(9).fillColor('#555555');
  doc.text(`Patient: ${invoice.patient_name}`);
  if (invoice.issued_at !== null) doc.text(`Issued: ${invoice.issued_at.slice(0, 10)}`);
  if (invoice.due_date !== null) doc.text(`Due: ${invoice.due_date}`);
  if (input.provider !== null) doc.text(`Provider: ${input.provider}`);
  doc.text(`Status: ${invoice.status.replace('_', ' ')}`);
  doc.moveDown();
  if (kind === 'superbill') {
    const widths = [220, 70, 120, 40, 75];
    row(doc, ['Service', 'Code', 'Diagnoses (ICD-10)', 'Qty', 'Charge'], widths, true);
    for (const line of invoice.line_items)
      row(
        doc,
        [
          line.description,
          line.service_code ?? '—',
          line.diagnosis_codes.join(', ') || '—',
          String(line.quantity),
          money(line.total_amount),
        ],
        widths,
      );
  } else if (kind === 'invoice') {
    const widths = [215, 35, 70, 60, 55, 80];
    row(doc, ['Description', 'Qty', 'Unit', 'Discount', 'Tax', 'Total'], widths, true);
    for (const line of invoice.line_items)
      row(
        doc,
        [
          line.description,
          String(line.quantity),
          money(line.unit_amount),
          money(line.discount_amount),
          money(line.tax_amount),
          money(line.total_amount),
        ],
        widths,
      );
  } else {
    const widths = [200, 140, 175];
    row(doc, ['Date', 'Movement', 'Amount'], widths, true);
    for (const entry of invoice.ledger)
      row(
        doc,
        [
          entry.created_at.slice(0, 10),
          `${entry.kind.replace('_', ' ')}${entry.method === null ? '' : ` (${entry.method.replace('_', ' ')})`}`,
          money(entry.kind === 'refund' ? -entry.amount : entry.amount),
        ],
        widths,
      );
  }
  doc.moveDown();
  const totals: [string, number][] = [
    ['Subtotal', invoice.subtotal_amount],
    ['Discount', -invoice.discount_amount],
    ['Tax', invoice.tax_amount],
    ['Total', invoice.total_amount],
    ['Paid', invoice.amount_paid],
    ['Balance', invoice.balance],
  ];
  for (const [label, amount] of totals)
    row(doc, [label, money(amount)], [415, 100], label === 'Total' || label === 'Balance');
  if (invoice.notes !== '' && kind === 'invoice') doc.moveDown().font('body').fontSize(9).text(invoice.notes);
  return finish(doc);
}

export async function pdfParts(tx: TenantTx, providerId: string | null) {
  const [clinic, provider] = await Promise.all([
    clinicOf(tx),
    providerId === null
      ? Promise.resolve(undefined)
      : tx
          .selectFrom('staff_users')
          .select(['first_name', 'last_name'])
          .where('id', '=', providerId)
          .executeTakeFirst(),
  ]);
  return {
    clinic,
    provider: provider === undefined ? null : `${provider.first_name} ${provider.last_name}`.trim(),
  };
}
