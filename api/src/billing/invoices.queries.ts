import {
  ledgerBalance,
  statusFromLedger,
  type Invoice,
  type InvoiceLine,
  type InvoiceStatus,
  type InvoiceSummary,
  type LedgerEntry,
  type LedgerKind,
  type PaymentMethod,
} from '@clinio/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../db/database';

/**
 * Reading invoices (issue 17, ADR 048). An invoice's paid amount and balance are always sums of
 * its ledger rows, computed here on every read: nothing stores them, so they cannot disagree.
 */

const iso = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : value;
const day = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10);

/** The invoice columns every answer needs, with the patient's name and branch and ledger sums. */
export function invoiceQuery(tx: TenantTx) {
  return tx
    .selectFrom('invoices as i')
    .innerJoin('patients as p', (join) =>
      join.onRef('p.tenant_id', '=', 'i.tenant_id').onRef('p.id', '=', 'i.patient_id'),
    )
    .select([
      'i.id',
      'i.number',
      'i.status',
      'i.patient_id',
      'i.appointment_id',
      'i.provider_id',
      'i.branch_id',
      'i.currency',
      'i.notes',
      'i.due_date',
      'i.issued_at',
      'i.created_at',
      'i.void_reason',
      'i.invoice_discount_amount',
      'i.subtotal_amount',
      'i.discount_amount',
      'i.tax_amount',
      'i.total_amount',
      'p.branch_id as patient_branch_id',
      sql<string>`p.first_name || ' ' || p.last_name`.as('patient_name'),
      sql<number>`coalesce((select sum(case l.kind when 'payment' then l.amount when 'refund' then -l.amount else 0 end)
         from ledger_entries l where l.tenant_id = i.tenant_id and l.invoice_id = i.id), 0)::int`.as(
        'amount_paid',
      ),
      sql<number>`coalesce((select sum(l.amount) from ledger_entries l where l.tenant_id = i.tenant_id
         and l.invoice_id = i.id and l.kind in ('credit_note', 'write_off')), 0)::int`.as('amount_credited'),
    ]);
}

export type InvoiceRow = Awaited<ReturnType<ReturnType<typeof invoiceQuery>['executeTakeFirstOrThrow']>>;

export function presentSummary(row: InvoiceRow): InvoiceSummary {
  const paid = row.amount_paid;
  const credited = row.amount_credited;
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    patient_id: row.patient_id,
    patient_name: row.patient_name,
    appointment_id: row.appointment_id,
    provider_id: row.provider_id,
    branch_id: row.branch_id ?? row.patient_branch_id,
    currency: row.currency,
    due_date: day(row.due_date),
    issued_at: iso(row.issued_at),
    created_at: iso(row.created_at) ?? '',
    subtotal_amount: row.subtotal_amount,
    tax_amount: row.tax_amount,
    discount_amount: row.discount_amount,
    total_amount: row.total_amount,
    amount_paid: paid,
    amount_credited: credited,
    // A void invoice is owed by no one.
    balance: row.status === 'void' || row.status === 'draft' ? 0 : row.total_amount - paid - credited,
  };
}

export async function invoiceLines(tx: TenantTx, invoiceId: string): Promise<InvoiceLine[]> {
  const rows = await tx
    .selectFrom('invoice_lines')
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    position: row.position,
    description: row.description,
    service_code: row.service_code,
    diagnosis_codes: row.diagnosis_codes,
    quantity: row.quantity,
    unit_amount: row.unit_amount,
    tax_rate_id: row.tax_rate_id,
    tax_rate_bps: row.tax_rate_bps,
    discount_amount: row.discount_amount + row.invoice_discount_share,
    gross_amount: row.gross_amount,
    tax_amount: row.tax_amount,
    total_amount: row.total_amount,
  }));
}

export interface LedgerRow {
  id: string;
  invoice_id: string;
  kind: LedgerKind;
  amount: number;
  method: PaymentMethod | null;
  reference: string | null;
  payment_id: string | null;
  created_at: Date;
}

export function presentEntry(row: LedgerRow, refunded = 0): LedgerEntry {
  return {
    id: row.id,
    invoice_id: row.invoice_id,
    kind: row.kind,
    amount: row.amount,
    method: row.method,
    reference: row.reference,
    payment_id: row.payment_id,
    refunded_amount: refunded,
    created_at: iso(row.created_at) ?? '',
  };
}

export async function ledgerOf(tx: TenantTx, invoiceId: string): Promise<LedgerEntry[]> {
  const rows = await tx
    .selectFrom('ledger_entries')
    .select(['id', 'invoice_id', 'kind', 'amount', 'method', 'reference', 'payment_id', 'created_at'])
    .where('invoice_id', '=', invoiceId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const refunded = new Map<string, number>();
  for (const row of rows)
    if (row.kind === 'refund' && row.payment_id !== null)
      refunded.set(row.payment_id, (refunded.get(row.payment_id) ?? 0) + row.amount);
  return rows.map((row) => presentEntry(row, refunded.get(row.id) ?? 0));
}

export async function presentInvoice(tx: TenantTx, row: InvoiceRow): Promise<Invoice> {
  const [lines, ledger] = await Promise.all([invoiceLines(tx, row.id), ledgerOf(tx, row.id)]);
  return {
    ...presentSummary(row),
    notes: row.notes,
    invoice_discount_amount: row.invoice_discount_amount,
    void_reason: row.void_reason,
    line_items: lines,
    ledger,
  };
}

/** The status the ledger gives an issued invoice, for the checks that compare the two. */
export function ledgerStatusOf(summary: InvoiceSummary, entries: readonly LedgerEntry[]): InvoiceStatus {
  if (summary.status === 'draft' || summary.status === 'void') return summary.status;
  return statusFromLedger(ledgerBalance(summary.total_amount, entries));
}
