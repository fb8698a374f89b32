import { z } from 'zod';
import { Uuid } from '../identity/fields';
import { CurrencyCode } from './invoices';
import { MAX_TAX_RATE_BPS } from './money';

/** The clinic's billing settings (issue 17): its currency, tax rates and payment account. */

export const TaxRate = z.object({
  id: Uuid,
  name: z.string(),
  /** Basis points: 825 is 8.25 %. */
  rate_bps: z.number().int(),
  active: z.boolean(),
});
export type TaxRate = z.infer<typeof TaxRate>;

export const TaxRateRequest = z.object({
  name: z.string().trim().min(1, 'Name the tax').max(80, 'At most 80 characters'),
  rate_bps: z
    .number()
    .int('Use basis points: 825 is 8.25 %')
    .min(0, 'A rate cannot be negative')
    .max(MAX_TAX_RATE_BPS, 'At most 100 %'),
});

/** The clinic's connected payment account, as the provider last reported it. */
export const PaymentAccountState = z.object({
  connected: z.boolean(),
  account_id: z.string().nullable(),
  charges_enabled: z.boolean(),
  details_submitted: z.boolean(),
  requirements_due: z.array(z.string()),
  /** 'development': the local test adapter (no real account, test cards only). */
  mode: z.enum(['development', 'stripe']),
});
export type PaymentAccountState = z.infer<typeof PaymentAccountState>;

export const BillingSettings = z.object({
  currency: CurrencyCode,
  /** The platform's fee on card payments, in basis points, set by the system administrator. */
  platform_fee_bps: z.number().int(),
  tax_rates: z.array(TaxRate),
  payment_account: PaymentAccountState,
});
export type BillingSettings = z.infer<typeof BillingSettings>;

export const BillingSettingsUpdate = z.object({ currency: CurrencyCode });

export const AccountLink = z.object({ url: z.string() });

/** A card payment started: what Stripe.js (or the development card form) confirms. */
export const CardPaymentStart = z.object({
  payment_intent_id: z.string(),
  client_secret: z.string(),
  amount: z.number().int(),
  currency: CurrencyCode,
  mode: z.enum(['development', 'stripe']),
  /** The connected account Stripe.js must act on (null in development). */
  account_id: z.string().nullable(),
  /**
   * Stripe's own card form: the platform's publishable key and Stripe.js's address, loaded by the
   * page only then (spec 7). Null in development, or when the platform has no publishable key.
   */
  publishable_key: z.string().nullable(),
  script_url: z.string().nullable(),
});
export type CardPaymentStart = z.infer<typeof CardPaymentStart>;

export const CardPaymentRequest = z.object({
  /** Less than the balance for a partial payment; the balance when left out. */
  amount: z.number().int().min(1).max(1_000_000_000).optional(),
});

/** The development adapter's test card form: 4242… succeeds, 4000 0000 0000 0002 is declined. */
export const DevCardConfirmRequest = z.object({
  payment_intent_id: z.string().regex(/^pi_dev_[A-Za-z0-9]{8,64}$/, 'Not a development payment'),
  card_number: z.string().regex(/^[0-9 ]{12,23}$/, 'Enter a card number'),
});
export const DevCardConfirmAnswer = z.object({ status: z.enum(['succeeded', 'declined']) });

export const WebhookAnswer = z.object({ received: z.literal(true) });
