import type { BillingSettings, PaymentAccountState, TaxRate, TaxRateRequest } from '@clinio/contracts';
import { createHmac } from 'node:crypto';
import type { z } from 'zod';
import type { StaffContext } from '../auth/staff-guard';
import type { TenantTx } from '../db/database';
import { AppError } from '../errors/app-error';
import type { Services } from '../platform/services';
import {
  developmentGateway,
  PaymentProviderError,
  stripeGateway,
  type PaymentGateway,
} from './payment-gateway';

/** The clinic's billing settings (issue 17): currency, tax rates, the connected payment account. */

export const DEFAULT_CURRENCY = 'USD';

type GatewayFactory = (services: Services) => PaymentGateway;
const configuredFactory: GatewayFactory = (services) =>
  services.config.stripe !== null
    ? stripeGateway(services.config.stripe)
    : developmentGateway({
        webhookSecret: `whsec_${createHmac('sha256', services.keys.urlSigning).update('payment-webhooks').digest('hex')}`,
        appUrl: services.config.publicAppUrl,
      });
let factory: GatewayFactory = configuredFactory;
const gateways = new WeakMap<Services, PaymentGateway>();

/** The payment provider of this server: Stripe when configured, else the development adapter. */
export function paymentGateway(services: Services): PaymentGateway {
  let gateway = gateways.get(services);
  if (gateway === undefined) {
    gateway = factory(services);
    gateways.set(services, gateway);
  }
  return gateway;
}

/** For tests and the server's start: which adapter `paymentGateway` builds. */
export function setPaymentGatewayFactory(next: GatewayFactory | null): void {
  factory = next ?? configuredFactory;
}

export function providerFailed(error: unknown): AppError {
  if (error instanceof PaymentProviderError)
    return new AppError(
      error.declined ? 402 : 502,
      error.declined ? 'payment_failed' : 'upstream_failed',
      error.message,
    );
  return new AppError(502, 'upstream_failed', 'The payment provider could not be reached');
}

export async function clinicCurrency(tx: TenantTx): Promise<string> {
  const row = await tx.selectFrom('billing_settings').select('currency').executeTakeFirst();
  return row?.currency ?? DEFAULT_CURRENCY;
}

async function settingsRow(tx: TenantTx) {
  return tx.selectFrom('billing_settings').selectAll().executeTakeFirst();
}

export async function ensureSettings(tx: TenantTx, tenantId: string) {
  await tx
    .insertInto('billing_settings')
    .values({ tenant_id: tenantId })
    .onConflict((conflict) => conflict.column('tenant_id').doNothing())
    .execute();
  return tx.selectFrom('billing_settings').selectAll().executeTakeFirstOrThrow();
}

export function accountState(
  row: Awaited<ReturnType<typeof settingsRow>>,
  mode: PaymentAccountState['mode'],
): PaymentAccountState {
  return {
    connected: typeof row?.stripe_account_id === 'string',
    account_id: row?.stripe_account_id ?? null,
    charges_enabled: row?.stripe_charges_enabled ?? false,
    details_submitted: row?.stripe_details_submitted ?? false,
    requirements_due: row?.stripe_requirements_due ?? [],
    mode,
  };
}

async function taxRates(tx: TenantTx): Promise<TaxRate[]> {
  return tx
    .selectFrom('tax_rates')
    .select(['id', 'name', 'rate_bps', 'active'])
    .orderBy('created_at')
    .execute();
}

export async function getBillingSettings(ctx: StaffContext, services: Services): Promise<BillingSettings> {
  const [row, rates] = await Promise.all([settingsRow(ctx.tx), taxRates(ctx.tx)]);
  return {
    currency: row?.currency ?? DEFAULT_CURRENCY,
    platform_fee_bps: row?.platform_fee_bps ?? 0,
    tax_rates: rates,
    payment_account: accountState(row, paymentGateway(services).mode),
  };
}

/** The currency may change only while the clinic has issued no invoice. */
export async function updateBillingSettings(
  ctx: StaffContext,
  services: Services,
  body: { currency: string },
): Promise<BillingSettings> {
  const row = await ensureSettings(ctx.tx, ctx.principal.tenantId);
  if (row.currency !== body.currency) {
    const issued = await ctx.tx
      .selectFrom('invoices')
      .select('id')
      .where('status', '<>', 'draft')
      .limit(1)
      .executeTakeFirst();
    if (issued !== undefined)
      throw new AppError(409, 'invoice_state', 'The currency cannot change once invoices are issued');
    await ctx.tx
      .updateTable('billing_settings')
      .set({ currency: body.currency, updated_at: new Date() })
      .execute();
    await ctx.audit({
      action: 'billing.settings_changed',
      resourceType: 'billing_settings',
      outcome: 'success',
      changedFields: ['currency'],
    });
  }
  return getBillingSettings(ctx, services);
}

export async function createTaxRate(
  ctx: StaffContext,
  body: z.output<typeof TaxRateRequest>,
): Promise<TaxRate> {
  const row = await ctx.tx
    .insertInto('tax_rates')
    .values({ tenant_id: ctx.principal.tenantId, name: body.name, rate_bps: body.rate_bps })
    .returning(['id', 'name', 'rate_bps', 'active'])
    .executeTakeFirstOrThrow();
  await ctx.audit({
    action: 'billing.tax_rate_created',
    resourceType: 'tax_rate',
    resourceId: row.id,
    outcome: 'success',
  });
  return row;
}
