import { minorUnitDigits } from '@clinio/contracts';
import type { Invoice, InvoiceLineItem, InvoiceLineItemPriceComponent, Money } from '@medplum/fhirtypes';
import type { InvoicesStatus } from '../db/schema';
import { registerFhirContributor } from '../patients/fhir-contributors';

/**
 * A patient's invoices in their FHIR R4 export (issue 17, ADR 048): each invoice that was issued
 * (drafts are not bills yet) as an `Invoice` with its number, lines (service code, base price, tax
 * and discount as price components) and totals. Money is in major units of the invoice's currency,
 * computed from the integer minor units the ledger keeps.
 */

const FHIR_STATUS: Record<Exclude<InvoicesStatus, 'draft'>, Invoice['status']> = {
  issued: 'issued',
  partially_paid: 'issued',
  paid: 'balanced',
  void: 'cancelled',
};

export const INVOICE_NUMBER_SYSTEM = 'urn:clinio:invoice-number';
export const SERVICE_CODE_SYSTEM = 'urn:clinio:service-code';

export function moneyOf(amountMinor: number, currency: string): Money {
  return { value: amountMinor / 10 ** minorUnitDigits(currency), currency: currency as Money['currency'] };
}

interface InvoiceRow {
  id: string;
  number: string | null;
  status: Exclude<InvoicesStatus, 'draft'>;
  currency: string;
  notes: string;
  tax_amount: number;
  total_amount: number;
  issued_at: Date | null;
  void_reason: string | null;
}

interface LineRow {
  invoice_id: string;
  position: number;
  description: string;
  service_code: string | null;
  gross_amount: number;
  tax_amount: number;
  discount_amount: number;
  invoice_discount_share: number;
}

export function invoiceResource(patientId: string, invoice: InvoiceRow, lines: readonly LineRow[]): Invoice {
  const money = (amount: number) => moneyOf(amount, invoice.currency);
  return {
    resourceType: 'Invoice',
    id: invoice.id,
    ...(invoice.number === null
      ? {}
      : { identifier: [{ system: INVOICE_NUMBER_SYSTEM, value: invoice.number }] }),
    status: FHIR_STATUS[invoice.status],
    ...(invoice.status === 'void' && invoice.void_reason ? { cancelledReason: invoice.void_reason } : {}),
    subject: { reference: `Patient/${patientId}` },
    ...(invoice.issued_at === null ? {} : { date: invoice.issued_at.toISOString() }),
    lineItem: lines.map((line): InvoiceLineItem => {
      const discount = line.discount_amount + line.invoice_discount_share;
      const components: InvoiceLineItemPriceComponent[] = [
        { type: 'base', amount: money(line.gross_amount) },
      ];
      if (discount > 0) components.push({ type: 'discount', amount: money(discount) });
      if (line.tax_amount > 0) components.push({ type: 'tax', amount: money(line.tax_amount) });
      return {
        sequence: line.position + 1,
        chargeItemCodeableConcept: {
          text: line.description,
          ...(line.service_code
            ? { coding: [{ system: SERVICE_CODE_SYSTEM, code: line.service_code }] }
            : {}),
        },
        priceComponent: components,
      };
    }),
    totalNet: money(invoice.total_amount - invoice.tax_amount),
    totalGross: money(invoice.total_amount),
    ...(invoice.notes.trim() === '' ? {} : { note: [{ text: invoice.notes }] }),
  };
}

let registered = false;

/** Adds the invoices contributor to the patient export, once per process. */
export function registerBillingFhir(): void {
  if (registered) return;
  registered = true;
  registerFhirContributor('invoices', async (tx, { patientId }) => {
    const invoices = await tx
      .selectFrom('invoices')
      .select([
        'id',
        'number',
        'status',
        'currency',
        'notes',
        'tax_amount',
        'total_amount',
        'issued_at',
        'void_reason',
      ])
      .where('patient_id', '=', patientId)
      .where('status', '!=', 'draft')
      .orderBy('issued_at')
      .orderBy('id')
      .execute();
    if (invoices.length === 0) return [];
    const lines = await tx
      .selectFrom('invoice_lines')
      .select([
        'invoice_id',
        'position',
        'description',
        'service_code',
        'gross_amount',
        'tax_amount',
        'discount_amount',
        'invoice_discount_share',
      ])
      .where(
        'invoice_id',
        'in',
        invoices.map((invoice) => invoice.id),
      )
      .orderBy('invoice_id')
      .orderBy('position')
      .execute();
    return invoices.map((invoice) =>
      invoiceResource(
        patientId,
        invoice as InvoiceRow,
        lines.filter((line) => line.invoice_id === invoice.id),
      ),
    );
  });
}
