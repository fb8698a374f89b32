import { z } from 'zod';
import { Uuid } from '../identity/fields';
import { IsoDate } from '../scheduling/appointments';
import { Page, pageSize } from '../system-admin/query-parts';
import { INVOICE_STATUSES, LEDGER_KINDS, MAX_AMOUNT_MINOR, MAX_QUANTITY } from './money';

/**
 * Invoices, payments and refunds on the wire (issue 17, ADR 048). Amounts are integers in minor
 * units of the clinic's currency: a fraction, a negative amount or 2^53 is a validation error.
 */

/** An amount of money in minor units (cents). */
export const AmountMinor = z
  .number('Enter an amount in minor units')
  .int('An amount is a whole number of minor units')
  .min(0, 'An amount cannot be negative')
  .max(MAX_AMOUNT_MINOR, 'The amount is too large');
/** An amount that must be more than zero (a payment, a refund). */
export const PositiveAmountMinor = AmountMinor.min(1, 'Enter an amount above zero');
/** ISO 4217, upper case. */
export const CurrencyCode = z.string().regex(/^[A-Z]{3}$/, 'Use a three-letter currency code such as USD');

export const InvoiceStatusSchema = z.enum(INVOICE_STATUSES);
export type { InvoiceStatus } from './money';

/** A procedure code on a superbill (CPT/HCPCS: five characters) and ICD-10-CM diagnosis codes. */
export const ServiceCode = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{4,7}$/i, 'Use a service code such as 99213')
  .transform((code) => code.toUpperCase());
export const DiagnosisCode = z
  .string()
  .trim()
  .regex(/^[A-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/i, 'Use an ICD-10 code such as F41.1')
  .transform((code) => code.toUpperCase());

export const InvoiceLineInput = z.object({
  description: z.string().trim().min(1, 'Describe the line').max(300, 'At most 300 characters'),
  service_code: ServiceCode.nullable().optional(),
  diagnosis_codes: z.array(DiagnosisCode).max(12, 'At most 12 diagnosis codes').default([]),
  quantity: z
    .number()
    .int('A quantity is a whole number')
    .min(1, 'At least 1')
    .max(MAX_QUANTITY, `At most ${String(MAX_QUANTITY)}`)
    .default(1),
  unit_amount: AmountMinor,
  tax_rate_id: Uuid.nullable().optional(),
  discount_amount: AmountMinor.default(0),
});
export type InvoiceLineInput = z.infer<typeof InvoiceLineInput>;

const invoiceFields = {
  appointment_id: Uuid.nullable().optional(),
  due_date: IsoDate.nullable().optional(),
  notes: z.string().trim().max(2000, 'At most 2000 characters').default(''),
  /** A discount on the whole invoice, shared over its lines before tax (ADR 048). */
  discount_amount: AmountMinor.default(0),
  /** When sent, it must be the clinic's own currency. */
  currency: CurrencyCode.optional(),
  line_items: z.array(InvoiceLineInput.strict()).max(100, 'At most 100 lines').optional(),
};

/** A new draft; with an appointment and no lines, the visit's type gives the first line. */
export const InvoiceCreateRequest = z.object({ patient_id: Uuid, ...invoiceFields });
export type InvoiceCreateRequest = z.input<typeof InvoiceCreateRequest>;

/** A draft's changes; an issued invoice never changes (a credit note corrects it). */
export const InvoiceUpdateRequest = z.object({
  appointment_id: invoiceFields.appointment_id,
  due_date: invoiceFields.due_date,
  notes: z.string().trim().max(2000, 'At most 2000 characters').optional(),
  discount_amount: AmountMinor.optional(),
  currency: invoiceFields.currency,
  line_items: invoiceFields.line_items,
});
export type InvoiceUpdateRequest = z.input<typeof InvoiceUpdateRequest>;

export const InvoiceLine = z.object({
  id: Uuid,
  position: z.number().int(),
  description: z.string(),
  service_code: z.string().nullable(),
  diagnosis_codes: z.array(z.string()),
  quantity: z.number().int(),
  unit_amount: z.number().int(),
  tax_rate_id: Uuid.nullable(),
  tax_rate_bps: z.number().int(),
  discount_amount: z.number().int(),
  gross_amount: z.number().int(),
  tax_amount: z.number().int(),
  total_amount: z.number().int(),
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

const invoiceAnswerFields = {
  id: Uuid,
  number: z.string().nullable(),
  status: InvoiceStatusSchema,
  patient_id: Uuid,
  patient_name: z.string(),
  appointment_id: Uuid.nullable(),
  provider_id: Uuid.nullable(),
  branch_id: Uuid.nullable(),
  currency: CurrencyCode,
  due_date: z.string().nullable(),
  issued_at: z.string().nullable(),
  created_at: z.string(),
  subtotal_amount: z.number().int(),
  tax_amount: z.number().int(),
  discount_amount: z.number().int(),
  total_amount: z.number().int(),
  amount_paid: z.number().int(),
  amount_credited: z.number().int(),
  balance: z.number().int(),
};

export const InvoiceSummary = z.object(invoiceAnswerFields);
export type InvoiceSummary = z.infer<typeof InvoiceSummary>;

export const PAYMENT_METHODS = ['cash', 'card_terminal', 'bank_transfer', 'check', 'card', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** What staff record by hand; `card` is a card payment through the payment provider. */
export const MANUAL_PAYMENT_METHODS = ['cash', 'card_terminal', 'bank_transfer', 'check', 'other'] as const;

export const LedgerEntry = z.object({
  id: Uuid,
  invoice_id: Uuid,
  kind: z.enum(LEDGER_KINDS),
  amount: z.number().int(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  reference: z.string().nullable(),
  /** For a refund: the payment it returns. */
  payment_id: Uuid.nullable(),
  /** For a payment: how much of it has been refunded. */
  refunded_amount: z.number().int(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;

export const Invoice = InvoiceSummary.extend({
  notes: z.string(),
  invoice_discount_amount: z.number().int(),
  line_items: z.array(InvoiceLine),
  ledger: z.array(LedgerEntry),
  void_reason: z.string().nullable(),
});
export type Invoice = z.infer<typeof Invoice>;

export const InvoiceListQuery = z.object({
  status: InvoiceStatusSchema.optional(),
  patient_id: Uuid.optional(),
  provider_id: Uuid.optional(),
  branch_id: Uuid.optional(),
  appointment_id: Uuid.optional(),
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  page: Page.default(1),
  page_size: pageSize({ default: 25, max: 100 }),
});
export type InvoiceListQuery = z.input<typeof InvoiceListQuery>;

export const InvoiceList = z.object({
  items: z.array(InvoiceSummary),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Sums over every invoice the filters match (all pages). */
  totals: z.object({
    total_amount: z.number().int(),
    amount_paid: z.number().int(),
    balance: z.number().int(),
  }),
});
export type InvoiceList = z.infer<typeof InvoiceList>;

/** `POST /api/invoices/{id}/send`: the address the invoice's e-mail was queued to. */
export const InvoiceSent = z.object({ sent_to: z.string() });
export type InvoiceSent = z.infer<typeof InvoiceSent>;

export const InvoiceVoidRequest = z.object({
  reason: z.string().trim().min(1, 'Say why the invoice is void').max(500, 'At most 500 characters'),
});

export const PaymentRequest = z.object({
  amount: PositiveAmountMinor,
  method: z.enum(MANUAL_PAYMENT_METHODS, 'Choose how it was paid'),
  reference: z.string().trim().max(120, 'At most 120 characters').optional(),
  currency: CurrencyCode.optional(),
});
export type PaymentRequest = z.input<typeof PaymentRequest>;

export const RefundRequest = z.object({
  amount: PositiveAmountMinor,
  reason: z.string().trim().max(500, 'At most 500 characters').optional(),
});
export type RefundRequest = z.input<typeof RefundRequest>;

export const CreditNoteRequest = z.object({
  amount: PositiveAmountMinor,
  kind: z.enum(['credit_note', 'write_off']).default('credit_note'),
  reason: z.string().trim().min(1, 'Say why').max(500, 'At most 500 characters'),
});

/** What a movement of money answers: the ledger row and the invoice as it now stands. */
export const LedgerMovement = z.object({
  entry: LedgerEntry,
  invoice: InvoiceSummary,
});
export type LedgerMovement = z.infer<typeof LedgerMovement>;

/** A patient's open balance, split by age (0-30, 31-60, 61-90, 90+ days since issue). */
export const PatientBalance = z.object({
  patient_id: Uuid,
  currency: CurrencyCode,
  balance: z.number().int(),
  aging: z.object({
    current: z.number().int(),
    days_31_60: z.number().int(),
    days_61_90: z.number().int(),
    days_90_plus: z.number().int(),
  }),
});
export type PatientBalance = z.infer<typeof PatientBalance>;
