import type { CardPaymentStart, Invoice, LedgerMovement } from '@clinio/contracts';
import { createTestApp, type TestContext } from '../test/test-app';
import { startFakeStripe, type FakeStripe } from './fake-stripe';
import { signWebhook, stripeGateway, verifyWebhook } from './payment-gateway';
import { setPaymentGatewayFactory } from './settings.service';
import { buildBillingClinic, issuedInvoice, line, send, type BillingClinic } from './test-fixtures';

/**
 * The Stripe adapter against a local server speaking Stripe's API (issue 17): Connect onboarding,
 * PaymentIntents on the clinic's account with the platform fee, refunds, and webhooks checked on
 * the raw body, each processed once, in any order.
 */
const WEBHOOK_SECRET = 'whsec_test_secret';
let fake: FakeStripe;
let ctx: TestContext;
let billing: BillingClinic;

beforeAll(async () => {
  fake = await startFakeStripe();
  setPaymentGatewayFactory(() =>
    stripeGateway({
      secretKey: fake.secretKey,
      webhookSecret: WEBHOOK_SECRET,
      apiBase: fake.apiBase,
      publishableKey: 'pk_test_platform123',
    }),
  );
  ctx = await createTestApp();
  billing = await buildBillingClinic(ctx);
});
afterAll(async () => {
  setPaymentGatewayFactory(null);
  await ctx.close();
  await fake.close();
});

function deliver(
  event: unknown,
  options: { secret?: string; timestamp?: number; signature?: string | null } = {},
) {
  const body = JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? signWebhook(options.secret ?? WEBHOOK_SECRET, body, options.timestamp)
      : options.signature;
  return ctx.server.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload: body,
  });
}

const succeeded = (
  eventId: string,
  intent: { id: string; amount: number; metadata: Record<string, string> },
) => ({
  id: eventId,
  type: 'payment_intent.succeeded',
  data: {
    object: {
      id: intent.id,
      amount: intent.amount,
      amount_received: intent.amount,
      metadata: intent.metadata,
    },
  },
});

it('checks signatures as Stripe makes them: the secret, the exact body, and a fresh timestamp', () => {
  const body = '{"id":"evt_1"}';
  const now = 1_800_000_000;
  expect(verifyWebhook('whsec_a', body, signWebhook('whsec_a', body, now), now)).toBe(true);
  expect(verifyWebhook('whsec_a', `${body} `, signWebhook('whsec_a', body, now), now)).toBe(false);
  expect(verifyWebhook('whsec_b', body, signWebhook('whsec_a', body, now), now)).toBe(false);
  expect(verifyWebhook('whsec_a', body, signWebhook('whsec_a', body, now - 301), now)).toBe(false);
  expect(verifyWebhook('whsec_a', body, undefined, now)).toBe(false);
});

it("connects the clinic's account through account links and reports its state", async () => {
  const link = await send(ctx, billing.owner, 'POST', '/api/integrations/stripe/account-link');
  expect(link.status).toBe(200);
  expect(link.body.url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/acct_/);
  const created = fake.requests.find((request) => request.path === '/v1/accounts');
  expect(created?.form.type).toBe('express');
  const links = fake.requests.filter((request) => request.path === '/v1/account_links');
  const form = links.at(-1)?.form ?? {};
  expect(form.type).toBe('account_onboarding');
  expect(form.return_url).toMatch(/\/dashboard\/integrations\/stripe\/return$/);
  expect(form.refresh_url).toMatch(/\/dashboard\/integrations\/stripe\/refresh$/);
  // A second link reuses the account.
  await send(ctx, billing.owner, 'POST', '/api/integrations/stripe/account-link');
  expect(fake.requests.filter((request) => request.path === '/v1/accounts')).toHaveLength(1);
  const state = await send(ctx, billing.owner, 'GET', '/api/integrations/stripe/account');
  expect(state.body).toMatchObject({
    connected: true,
    charges_enabled: true,
    details_submitted: true,
    requirements_due: [],
    mode: 'stripe',
  });
});

it('takes a card payment once, however often and in whatever order its events arrive', async () => {
  await ctx.db.database.withTenant(billing.clinic.tenant.tenantId, (tx) =>
    tx.updateTable('billing_settings').set({ platform_fee_bps: 250 }).execute(),
  );
  const invoice = await issuedInvoice(ctx, billing, { line_items: [line(8_000)] });
  const headers = { 'idempotency-key': `card-${invoice.id}` };
  const [first, again] = await Promise.all([
    send(ctx, billing.owner, 'POST', `/api/invoices/${invoice.id}/card-payments`, {}, headers),
    send(ctx, billing.owner, 'POST', `/api/invoices/${invoice.id}/card-payments`, {}, headers),
  ]);
  expect(first.status).toBe(200);
  expect(again.body).toEqual(first.body);
  const started = first.body as unknown as CardPaymentStart;
  expect(started).toMatchObject({
    amount: 8_000,
    currency: 'USD',
    mode: 'stripe',
    // What the patient's page needs to load Stripe's own card form.
    publishable_key: 'pk_test_platform123',
    script_url: 'https://js.stripe.com/v3/',
  });
  const intent = fake.intents.get(started.payment_intent_id);
  expect(intent).toMatchObject({ amount: 8_000, currency: 'usd', account: started.account_id });
  const sent = fake.requests.find((request) => request.form['metadata[invoice_id]'] === invoice.id);
  expect(sent?.form.application_fee_amount).toBe('200');
  expect(sent?.idempotencyKey).toBe(`pi:${invoice.id}:card-${invoice.id}`);

  // Refused: no signature, a wrong one, a stale one. Nothing is recorded.
  const event = succeeded('evt_success_1', intent!);
  expect((await deliver(event, { signature: null })).statusCode).toBe(400);
  expect((await deliver(event, { secret: 'whsec_wrong' })).statusCode).toBe(400);
  expect((await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).statusCode).toBe(400);
  expect(
    ((await send(ctx, billing.owner, 'GET', `/api/invoices/${invoice.id}`)).body as unknown as Invoice)
      .ledger,
  ).toEqual([]);

  // Delivered, replayed, and re-sent under another event id: one payment.
  expect((await deliver(event)).json()).toEqual({ received: true });
  expect((await deliver(event)).statusCode).toBe(200);
  expect((await deliver(succeeded('evt_success_2', intent!))).statusCode).toBe(200);
  // A late failure of the same PaymentIntent changes nothing.
  await deliver({
    id: 'evt_failed_late',
    type: 'payment_intent.payment_failed',
    data: { object: { id: intent!.id, metadata: intent!.metadata } },
  });
  const paid = (await send(ctx, billing.owner, 'GET', `/api/invoices/${invoice.id}`))
    .body as unknown as Invoice;
  expect(paid).toMatchObject({ status: 'paid', amount_paid: 8_000, balance: 0 });
  expect(paid.ledger).toEqual([expect.objectContaining({ kind: 'payment', method: 'card', amount: 8_000 })]);

  // A refund goes to the provider on the clinic's account, with its own idempotency key.
  const payment = paid.ledger[0]!;
  const refund = await send(
    ctx,
    billing.owner,
    'POST',
    `/api/payments/${payment.id}/refunds`,
    { amount: 3_000 },
    { 'idempotency-key': 'r1' },
  );
  expect(refund.status).toBe(201);
  expect((refund.body as unknown as LedgerMovement).invoice).toMatchObject({
    status: 'partially_paid',
    balance: 3_000,
  });
  const refunds = fake.requests.filter((request) => request.path === '/v1/refunds');
  expect(refunds).toEqual([
    expect.objectContaining({
      account: started.account_id,
      form: { payment_intent: intent!.id, amount: '3000' },
    }),
  ]);
  const tooMuch = await send(ctx, billing.owner, 'POST', `/api/payments/${payment.id}/refunds`, {
    amount: 5_001,
  });
  expect(tooMuch.status).toBe(400);
  expect(fake.requests.filter((request) => request.path === '/v1/refunds')).toHaveLength(1);
});

it('acknowledges events of unknown clinics and records account updates', async () => {
  expect(
    (
      await deliver({
        id: 'evt_unknown',
        type: 'payment_intent.succeeded',
        data: { object: { id: 'pi_nobody' } },
      })
    ).statusCode,
  ).toBe(200);
  const settings = await ctx.db.database.withTenant(billing.clinic.tenant.tenantId, (tx) =>
    tx.selectFrom('billing_settings').select('stripe_account_id').executeTakeFirstOrThrow(),
  );
  const update = {
    id: 'evt_account_1',
    type: 'account.updated',
    account: settings.stripe_account_id,
    data: {
      object: {
        id: settings.stripe_account_id,
        charges_enabled: false,
        details_submitted: true,
        requirements: { currently_due: ['external_account'] },
      },
    },
  };
  expect((await deliver(update)).statusCode).toBe(200);
  const state = await send(ctx, billing.owner, 'GET', '/api/billing/settings');
  expect(state.body.payment_account).toMatchObject({
    charges_enabled: false,
    requirements_due: ['external_account'],
  });
  const card = await send(
    ctx,
    billing.owner,
    'POST',
    `/api/invoices/${(await issuedInvoice(ctx, billing)).id}/card-payments`,
    {},
  );
  expect(card).toMatchObject({ status: 409, body: { code: 'invoice_state' } });
});
