import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The card payment provider behind one interface (issue 17, ADR 048): `stripeGateway` speaks
 * Stripe's REST API (Connect accounts, account links, PaymentIntents, refunds) over plain HTTP;
 * `developmentGateway` answers locally so the README's start takes a card payment with no Stripe
 * account (its test card form: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined).
 * Both sign and check webhook events the way Stripe does.
 */

export interface AccountState {
  charges_enabled: boolean;
  details_submitted: boolean;
  requirements_due: string[];
}

export interface PaymentIntentResult {
  id: string;
  client_secret: string;
  status: string;
}

export interface PaymentGateway {
  readonly mode: 'development' | 'stripe';
  createAccount(input: { email: string | null; idempotencyKey: string }): Promise<{ id: string }>;
  accountLink(input: { account: string; refreshUrl: string; returnUrl: string }): Promise<{ url: string }>;
  account(account: string): Promise<AccountState>;
  createPaymentIntent(input: {
    account: string | null;
    amount: number;
    currency: string;
    applicationFee: number;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<PaymentIntentResult>;
  refund(input: {
    account: string | null;
    paymentIntent: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<{ id: string; status: string }>;
  /** The webhook secret events are signed with (`whsec_…`). */
  readonly webhookSecret: string;
  /**
   * What the patient's page needs to take the card in Stripe's own form (Stripe.js and the
   * platform's publishable key); null without a publishable key, and the page says to pay at the desk.
   */
  readonly browser: { publishableKey: string; scriptUrl: string } | null;
}

/** Stripe.js, which Stripe asks to be loaded from its own origin, never bundled. */
export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly declined = false,
  ) {
    super(message);
  }
}

/** Stripe's `Stripe-Signature`: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function signWebhook(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret)
    .update(`${String(timestamp)}.${body}`)
    .digest('hex');
  return `t=${String(timestamp)},v1=${signature}`;
}

/** Checks a webhook's signature on its raw body, and that it is no older than `toleranceSeconds`. */
export function verifyWebhook(
  secret: string,
  body: string,
  header: string | undefined,
  now = Math.floor(Date.now() / 1000),
  toleranceSeconds = 300,
): boolean {
  if (header === undefined || header.length > 2000) return false;
  const parts = header.split(',').map((part) => part.split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret)
    .update(`${String(timestamp)}.${body}`)
    .digest();
  return parts
    .filter(([key]) => key === 'v1')
    .some(([, value]) => {
      const given = Buffer.from(value ?? '', 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

const id = (prefix: string) => `${prefix}_dev_${randomBytes(12).toString('hex')}`;

/** The local adapter: no network; accounts are ready at once; payments wait for the test card form. */
export function developmentGateway(options: { webhookSecret: string; appUrl: string }): PaymentGateway {
  const intents = new Map<string, PaymentIntentResult>();
  return {
    mode: 'development',
    webhookSecret: options.webhookSecret,
    browser: null,
    createAccount: () => Promise.resolve({ id: id('acct') }),
    accountLink: ({ returnUrl }) => Promise.resolve({ url: returnUrl }),
    account: () => Promise.resolve({ charges_enabled: true, details_submitted: true, requirements_due: [] }),
    createPaymentIntent({ idempotencyKey }) {
      const known = intents.get(idempotencyKey);
      if (known !== undefined) return Promise.resolve(known);
      const intentId = id('pi');
      const intent = {
        id: intentId,
        client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
        status: 'requires_payment_method',
      };
      intents.set(idempotencyKey, intent);
      return Promise.resolve(intent);
    },
    refund: () => Promise.resolve({ id: id('re'), status: 'succeeded' }),
  };
}

/** What the development card form's number does. */
export function devCardOutcome(cardNumber: string): 'succeeded' | 'declined' {
  return cardNumber.replace(/\s/g, '') === '4242424242424242' ? 'succeeded' : 'declined';
}

/** Stripe's form encoding: nested keys as `a[b]=c`. */
function formBody(values: Record<string, string | number | undefined | Record<string, string>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (typeof value === 'object')
      for (const [inner, text] of Object.entries(value)) params.append(`${key}[${inner}]`, text);
    else params.append(key, String(value));
  }
  return params.toString();
}

/**
 * Stripe's REST API over fetch (`apiBase` is https://api.stripe.com, or a local fake in tests).
 * Every POST carries an Idempotency-Key, so a retried request never charges or refunds twice;
 * a call on the clinic's account carries Stripe-Account (Connect).
 */
export function stripeGateway(options: {
  secretKey: string;
  webhookSecret: string;
  apiBase: string;
  publishableKey?: string | null;
  scriptUrl?: string;
}): PaymentGateway {
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    input: { body?: string; account?: string | null; idempotencyKey?: string } = {},
  ): Promise<T> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${options.secretKey}`,
      'stripe-version': '2025-10-29.clover',
    };
    if (input.body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (input.account) headers['stripe-account'] = input.account;
    if (input.idempotencyKey !== undefined) headers['idempotency-key'] = input.idempotencyKey;
    const response = await fetch(`${options.apiBase}${path}`, {
      method,
      headers,
      ...(input.body === undefined ? {} : { body: input.body }),
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await response.json().catch(() => ({}))) as {
      error?: { message?: string; type?: string };
    } & T;
    if (!response.ok)
      throw new PaymentProviderError(
        json.error?.message ?? `The payment provider answered ${String(response.status)}`,
        response.status,
        json.error?.type === 'card_error',
      );
    return json;
  }
  return {
    mode: 'stripe',
    webhookSecret: options.webhookSecret,
    browser:
      options.publishableKey === undefined || options.publishableKey === null
        ? null
        : { publishableKey: options.publishableKey, scriptUrl: options.scriptUrl ?? STRIPE_JS_URL },
    createAccount: ({ email, idempotencyKey }) =>
      call('POST', '/v1/accounts', {
        body: formBody({
          type: 'express',
          email: email ?? undefined,
          'capabilities[card_payments][requested]': 'true',
          'capabilities[transfers][requested]': 'true',
        }),
        idempotencyKey,
      }),
    accountLink: ({ account, refreshUrl, returnUrl }) =>
      call('POST', '/v1/account_links', {
        body: formBody({
          account,
          refresh_url: refreshUrl,
          return_url: returnUrl,
          type: 'account_onboarding',
        }),
      }),
    async account(account) {
      const answer = await call<{
        charges_enabled?: boolean;
        details_submitted?: boolean;
        requirements?: { currently_due?: string[] };
      }>('GET', `/v1/accounts/${encodeURIComponent(account)}`);
      return {
        charges_enabled: answer.charges_enabled === true,
        details_submitted: answer.details_submitted === true,
        requirements_due: answer.requirements?.currently_due ?? [],
      };
    },
    createPaymentIntent: ({ account, amount, currency, applicationFee, metadata, idempotencyKey }) =>
      call('POST', '/v1/payment_intents', {
        body: formBody({
          amount,
          currency: currency.toLowerCase(),
          'automatic_payment_methods[enabled]': 'true',
          application_fee_amount: applicationFee > 0 ? applicationFee : undefined,
          metadata,
        }),
        account,
        idempotencyKey,
      }),
    refund: ({ account, paymentIntent, amount, idempotencyKey }) =>
      call('POST', '/v1/refunds', {
        body: formBody({ payment_intent: paymentIntent, amount }),
        account,
        idempotencyKey,
      }),
  };
}
