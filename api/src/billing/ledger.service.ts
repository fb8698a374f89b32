import {
  statusFromLedger,
  type CreditNoteRequest,
  type LedgerMovement,
  type PaymentRequest,
  type RefundRequest,
} from '@clinio/contracts';
import type { Insertable } from 'kysely';
import type { z } from 'zod';
import type { StaffContext } from '../auth/staff-guard';
import type { TenantTx } from '../db/database';
import type { LedgerEntries } from '../db/schema';
import { notFound } from '../errors/app-error';
import { validationError } from '../forms/answer-validator';
import type { Services } from '../platform/services';
import { invoiceQuery, ledgerOf, presentEntry, presentSummary } from './invoices.queries';
import { auditInvoice, invoiceState, visibleInvoice } from './invoices.service';
import { paymentGateway, providerFailed } from './settings.service';

/**
 * Movements of money (issue 17, ADR 048): each is one append-only ledger row written under the
 * invoice's row lock, after which the invoice's status is set from its ledger. The database checks
 * the same limits again (ledger_entries_check): never more than the balance, never a refund above
 * what is left of its payment.
 */

const LEDGER_COLUMNS = [
  'id',
  'invoice_id',
  'kind',
  'amount',
  'method',
  'reference',
  'payment_id',
  'created_at',
] as const;
const amountError = (message: string) => validationError([{ field: 'amount', message }]);

/** Sets an issued invoice's status from its ledger; answers the invoice as it now stands. */
export async function settleStatus(tx: TenantTx, invoiceId: string) {
  const row = await invoiceQuery(tx).where('i.id', '=', invoiceId).executeTakeFirstOrThrow();
  if (row.status !== 'draft' && row.status !== 'void') {
    // The query's own sums of the ledger rows (one statement, whatever the number of rows).
    const { amount_paid, amount_credited, balance } = presentSummary(row);
    const status = statusFromLedger({ amount_paid, amount_credited, balance });
    if (status !== row.status) {
      await tx
        .updateTable('invoices')
        .set({ status, updated_at: new Date() })
        .where('id', '=', invoiceId)
        .execute();
      return presentSummary({ ...row, status });
    }
  }
  return presentSummary(row);
}

type NewEntry = Omit<Insertable<LedgerEntries>, 'tenant_id' | 'created_by'>;

/** Writes one ledger row as the caller, then sets the invoice's status and audits the movement. */
async function move(ctx: StaffContext, values: NewEntry, action: string): Promise<LedgerMovement> {
  const entry = await ctx.tx
    .insertInto('ledger_entries')
    .values({ ...values, tenant_id: ctx.principal.tenantId, created_by: ctx.principal.userId })
    .returning(LEDGER_COLUMNS)
    .executeTakeFirstOrThrow();
  const invoice = await settleStatus(ctx.tx, entry.invoice_id);
  await auditInvoice(ctx, action, invoice);
  await ctx.audit({
    action,
    resourceType: 'payment',
    resourceId: entry.id,
    branchId: invoice.branch_id,
    outcome: 'success',
  });
  return { entry: presentEntry(entry), invoice };
}

/** A payment taken by hand (cash, card terminal, bank transfer, cheque), at most the balance. */
export async function recordPayment(
  ctx: StaffContext,
  invoiceId: string,
  body: z.output<typeof PaymentRequest>,
): Promise<LedgerMovement> {
  const invoice = presentSummary(await visibleInvoice(ctx, invoiceId, true));
  if (invoice.status === 'draft') throw invoiceState('Issue the invoice before taking a payment');
  if (invoice.status === 'void') throw invoiceState('A void invoice cannot be paid');
  if (body.currency !== undefined && body.currency !== invoice.currency)
    throw validationError([{ field: 'currency', message: `This invoice is in ${invoice.currency}` }]);
  if (body.amount > invoice.balance) throw amountError('The payment is more than the balance');
  return move(
    ctx,
    {
      invoice_id: invoiceId,
      kind: 'payment',
      amount: body.amount,
      method: body.method,
      reference: body.reference ?? null,
    },
    'payment.recorded',
  );
}

/** A credit note or write-off: lowers what is owed without money changing hands. */
export async function creditInvoice(
  ctx: StaffContext,
  invoiceId: string,
  body: z.output<typeof CreditNoteRequest>,
): Promise<LedgerMovement> {
  const invoice = presentSummary(await visibleInvoice(ctx, invoiceId, true));
  if (invoice.status === 'draft' || invoice.status === 'void')
    throw invoiceState('Only an issued invoice takes a credit note');
  if (body.amount > invoice.balance) throw amountError('The credit is more than the balance');
  return move(
    ctx,
    { invoice_id: invoiceId, kind: body.kind, amount: body.amount, reason: body.reason },
    `invoice.${body.kind}`,
  );
}

/**
 * A refund of one payment, full or partial, never above what is left of it. A card payment is
 * refunded through the payment provider first, with an idempotency key of its own, so a retried
 * request refunds once.
 */
export async function refundPayment(
  ctx: StaffContext,
  services: Services,
  paymentId: string,
  body: z.output<typeof RefundRequest>,
  idempotencyKey: string | undefined,
): Promise<LedgerMovement> {
  const payment = await ctx.tx
    .selectFrom('ledger_entries')
    .select(['id', 'invoice_id', 'kind', 'method', 'stripe_payment_intent_id'])
    .where('id', '=', paymentId)
    .where('kind', '=', 'payment')
    .executeTakeFirst();
  if (payment === undefined) throw notFound('Payment not found');
  // The invoice's lock serializes every movement of its money, refunds of one payment included.
  await visibleInvoice(ctx, payment.invoice_id, true).catch(() => {
    throw notFound('Payment not found');
  });
  const entries = await ledgerOf(ctx.tx, payment.invoice_id);
  const paid = entries.find((entry) => entry.id === paymentId);
  const left = (paid?.amount ?? 0) - (paid?.refunded_amount ?? 0);
  if (body.amount > left) throw amountError('The refund is more than what is left of the payment');
  let refundId: string | null = null;
  if (payment.stripe_payment_intent_id !== null) {
    const account = await ctx.tx
      .selectFrom('billing_settings')
      .select('stripe_account_id')
      .executeTakeFirst();
    try {
      const refund = await paymentGateway(services).refund({
        account: account?.stripe_account_id ?? null,
        paymentIntent: payment.stripe_payment_intent_id,
        amount: body.amount,
        idempotencyKey: `refund:${paymentId}:${idempotencyKey ?? `${String(entries.length)}:${String(body.amount)}`}`,
      });
      refundId = refund.id;
    } catch (error) {
      throw providerFailed(error);
    }
  }
  return move(
    ctx,
    {
      invoice_id: payment.invoice_id,
      kind: 'refund',
      amount: body.amount,
      method: payment.method,
      payment_id: paymentId,
      reason: body.reason ?? null,
      stripe_payment_intent_id: payment.stripe_payment_intent_id,
      stripe_refund_id: refundId,
    },
    'payment.refunded',
  );
}
