import type { CardPaymentStart } from '@clinio/contracts';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { writeAudit, type AuditActor } from '../audit/audit';
import type { TenantTx } from '../db/database';
import { AppError, badRequest, notFound } from '../errors/app-error';
import type { Services } from '../platform/services';
import { invoiceQuery, presentSummary } from './invoices.queries';
import { settleStatus } from './ledger.service';
import { devCardOutcome, signWebhook, verifyWebhook } from './payment-gateway';
import { paymentGateway, providerFailed } from './settings.service';

/**
 * Card payments through the payment provider (issue 17, ADR 048): a PaymentIntent on the clinic's
 * connected account for at most the invoice's balance; the money is recorded only when the
 * provider's signed webhook says it succeeded, once per PaymentIntent whatever the number of
 * deliveries, and an event is processed once by its id. Events may arrive in any order: a failure
 * after a success changes nothing.
 */

// The provider's webhook acts for no person: audited as an anonymous caller in the provider's role.
const SYSTEM: AuditActor = {
  type: 'anonymous',
  id: null,
  role: 'payment_provider',
  sessionId: null,
  ip: null,
  userAgent: null,
};

export async function startCardPayment(
  services: Services,
  tx: TenantTx,
  input: {
    tenantId: string;
    invoiceId: string;
    amount: number | undefined;
    idempotencyKey: string | undefined;
  },
): Promise<CardPaymentStart> {
  const row = await invoiceQuery(tx).where('i.id', '=', input.invoiceId).forUpdate('i').executeTakeFirst();
  if (row === undefined) throw notFound('Invoice not found');
  const invoice = presentSummary(row);
  if (invoice.status !== 'issued' && invoice.status !== 'partially_paid')
    throw new AppError(409, 'invoice_state', 'This invoice has nothing to pay');
  const amount = input.amount ?? invoice.balance;
  if (amount > invoice.balance)
    throw new AppError(400, 'validation_error', 'amount: The payment is more than the balance', {
      fields: [{ field: 'amount', message: 'The payment is more than the balance' }],
    });
  const gateway = paymentGateway(services);
  const settings = await tx.selectFrom('billing_settings').selectAll().executeTakeFirst();
  const account = settings?.stripe_account_id ?? null;
  if (gateway.mode === 'stripe' && (account === null || settings?.stripe_charges_enabled !== true))
    throw new AppError(409, 'invoice_state', 'The clinic does not take card payments yet');
  const fee = Math.floor((amount * (settings?.platform_fee_bps ?? 0)) / 10_000);
  let intent;
  try {
    intent = await gateway.createPaymentIntent({
      account,
      amount,
      currency: invoice.currency,
      applicationFee: fee,
      metadata: { tenant_id: input.tenantId, invoice_id: invoice.id },
      idempotencyKey: `pi:${invoice.id}:${input.idempotencyKey ?? randomUUID()}`,
    });
  } catch (error) {
    throw providerFailed(error);
  }
  await tx
    .insertInto('card_payments')
    .values({
      tenant_id: input.tenantId,
      invoice_id: invoice.id,
      payment_intent_id: intent.id,
      amount,
      currency: invoice.currency,
    })
    .onConflict((conflict) => conflict.column('payment_intent_id').doNothing())
    .execute();
  return {
    payment_intent_id: intent.id,
    client_secret: intent.client_secret,
    amount,
    currency: invoice.currency,
    mode: gateway.mode,
    account_id: gateway.mode === 'stripe' ? account : null,
    publishable_key: gateway.browser?.publishableKey ?? null,
    script_url: gateway.browser?.scriptUrl ?? null,
  };
}

const StripeEvent = z.object({
  id: z.string().min(3).max(255),
  type: z.string().min(1).max(100),
  account: z.string().max(255).optional(),
  data: z.object({
    object: z
      .object({
        id: z.string().max(255),
        amount: z.number().int().optional(),
        amount_received: z.number().int().optional(),
        payment_intent: z.string().max(255).nullable().optional(),
        metadata: z.record(z.string(), z.string()).optional(),
        charges_enabled: z.boolean().optional(),
        details_submitted: z.boolean().optional(),
        requirements: z
          .object({ currently_due: z.array(z.string()).optional() })
          .nullable()
          .optional(),
      })
      .loose(),
  }),
});
type StripeEvent = z.infer<typeof StripeEvent>;
const TenantId = z.uuid();

/** Which clinic an event belongs to: the PaymentIntent's metadata, else its stored rows. */
async function tenantOf(services: Services, event: StripeEvent): Promise<string | null> {
  const object = event.data.object;
  const fromMetadata = TenantId.safeParse(object.metadata?.tenant_id);
  if (event.type.startsWith('payment_intent.') && fromMetadata.success) return fromMetadata.data;
  // The webhook is not a clinic's request: the one look-up that finds the clinic is unscoped.
  const system = services.database.unscoped();
  if (event.type === 'account.updated') {
    const row = await system
      .selectFrom('billing_settings')
      .select('tenant_id')
      .where('stripe_account_id', '=', event.account ?? object.id)
      .executeTakeFirst();
    return row?.tenant_id ?? null;
  }
  const intent = object.payment_intent ?? null;
  if (intent === null) return null;
  const row = await system
    .selectFrom('card_payments')
    .select('tenant_id')
    .where('payment_intent_id', '=', intent)
    .executeTakeFirst();
  return row?.tenant_id ?? null;
}

async function paymentSucceeded(tx: TenantTx, tenantId: string, event: StripeEvent): Promise<void> {
  const object = event.data.object;
  const card = await tx
    .selectFrom('card_payments')
    .selectAll()
    .where('payment_intent_id', '=', object.id)
    .executeTakeFirst();
  if (card === undefined) return;
  await tx.selectFrom('invoices').select('id').where('id', '=', card.invoice_id).forUpdate().execute();
  const recorded = await tx
    .insertInto('ledger_entries')
    .values({
      tenant_id: tenantId,
      invoice_id: card.invoice_id,
      kind: 'payment',
      amount: object.amount_received ?? object.amount ?? card.amount,
      method: 'card',
      reference: object.id.slice(0, 120),
      stripe_payment_intent_id: object.id,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['tenant_id', 'stripe_payment_intent_id'])
        .where('kind', '=', 'payment')
        .where('stripe_payment_intent_id', 'is not', null)
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  await tx
    .updateTable('card_payments')
    .set({ status: 'succeeded', updated_at: new Date() })
    .where('id', '=', card.id)
    .execute();
  if (recorded === undefined) return;
  const invoice = await settleStatus(tx, card.invoice_id);
  for (const [resourceType, resourceId] of [
    ['payment', recorded.id],
    ['invoice', card.invoice_id],
  ] as const)
    await writeAudit(tx, tenantId, SYSTEM, {
      action: 'payment.card_succeeded',
      resourceType,
      resourceId,
      branchId: invoice.branch_id,
      outcome: 'success',
    });
}

async function handle(tx: TenantTx, tenantId: string, event: StripeEvent): Promise<void> {
  const object = event.data.object;
  switch (event.type) {
    case 'payment_intent.succeeded':
      return paymentSucceeded(tx, tenantId, event);
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled':
      await tx
        .updateTable('card_payments')
        .set({ status: event.type.endsWith('failed') ? 'failed' : 'canceled', updated_at: new Date() })
        .where('payment_intent_id', '=', object.id)
        .where('status', '<>', 'succeeded')
        .execute();
      return;
    case 'account.updated':
      await tx
        .updateTable('billing_settings')
        .set({
          stripe_charges_enabled: object.charges_enabled === true,
          stripe_details_submitted: object.details_submitted === true,
          stripe_requirements_due: object.requirements?.currently_due ?? [],
          updated_at: new Date(),
        })
        .execute();
      return;
    case 'charge.refunded':
    case 'charge.dispute.created':
    case 'charge.dispute.closed':
      await writeAudit(tx, tenantId, SYSTEM, {
        action: `payment.${event.type.replace('charge.', '').replace('.', '_')}`,
        resourceType: 'payment',
        outcome: 'success',
      });
      return;
    default:
      return;
  }
}

/** POST /api/stripe/webhook: the signature on the raw body, then each event once by its id. */
export async function receiveWebhook(
  services: Services,
  rawBody: string,
  signature: string | undefined,
): Promise<void> {
  if (!verifyWebhook(paymentGateway(services).webhookSecret, rawBody, signature))
    throw badRequest('The webhook signature is missing, wrong or too old');
  let event: StripeEvent;
  try {
    event = StripeEvent.parse(JSON.parse(rawBody));
  } catch {
    throw badRequest('The webhook body is not an event');
  }
  const tenantId = await tenantOf(services, event);
  if (tenantId === null) return;
  await services.database.withTenant(tenantId, async (tx) => {
    const fresh = await tx
      .insertInto('payment_provider_events')
      .values({ tenant_id: tenantId, event_id: event.id, type: event.type })
      .onConflict((conflict) => conflict.columns(['tenant_id', 'event_id']).doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (fresh === undefined) return;
    await handle(tx, tenantId, event);
  });
}

/**
 * The development adapter's test card form: the card number decides, and the outcome reaches the
 * ledger through the same signed webhook as a real payment.
 */
export async function confirmDevCard(
  services: Services,
  input: { paymentIntentId: string; cardNumber: string },
): Promise<{ status: 'succeeded' | 'declined' }> {
  const gateway = paymentGateway(services);
  if (gateway.mode !== 'development') throw notFound('Not found');
  const card = await services.database
    .unscoped()
    .selectFrom('card_payments')
    .select(['tenant_id', 'invoice_id', 'amount', 'status'])
    .where('payment_intent_id', '=', input.paymentIntentId)
    .executeTakeFirst();
  if (card === undefined) throw notFound('Payment not found');
  const status = devCardOutcome(input.cardNumber);
  const body = JSON.stringify({
    id: `evt_dev_${randomUUID().replaceAll('-', '')}`,
    type: status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
    data: {
      object: {
        id: input.paymentIntentId,
        amount: card.amount,
        amount_received: status === 'succeeded' ? card.amount : 0,
        metadata: { tenant_id: card.tenant_id, invoice_id: card.invoice_id },
      },
    },
  });
  await receiveWebhook(services, body, signWebhook(gateway.webhookSecret, body));
  return { status };
}
