import type { PaymentAccountState } from '@clinio/contracts';
import type { StaffContext } from '../auth/staff-guard';
import { appUrl, type Services } from '../platform/services';
import { accountState, ensureSettings, paymentGateway, providerFailed } from './settings.service';

/**
 * Stripe Connect (issue 17, ADR 048): each clinic onboards its own account through the provider's
 * account links, coming back to /dashboard/integrations/stripe/return (or .../refresh for a new link).
 */

export async function connectAccountLink(ctx: StaffContext, services: Services): Promise<{ url: string }> {
  const gateway = paymentGateway(services);
  const settings = await ensureSettings(ctx.tx, ctx.principal.tenantId);
  try {
    let account = settings.stripe_account_id;
    if (account === null) {
      const clinic = await ctx.tx.selectFrom('clinics').select('email').executeTakeFirst();
      account = (
        await gateway.createAccount({
          email: clinic?.email || null,
          idempotencyKey: `acct:${ctx.principal.tenantId}`,
        })
      ).id;
      await ctx.tx
        .updateTable('billing_settings')
        .set({ stripe_account_id: account, updated_at: new Date() })
        .execute();
      await ctx.audit({
        action: 'billing.account_connected',
        resourceType: 'billing_settings',
        outcome: 'success',
      });
    }
    return await gateway.accountLink({
      account,
      refreshUrl: appUrl(services, '/dashboard/integrations/stripe/refresh'),
      returnUrl: appUrl(services, '/dashboard/integrations/stripe/return'),
    });
  } catch (error) {
    throw providerFailed(error);
  }
}

/** The account's state, asked of the provider (the return page shows it). */
export async function refreshPaymentAccount(
  ctx: StaffContext,
  services: Services,
): Promise<PaymentAccountState> {
  const gateway = paymentGateway(services);
  const settings = await ctx.tx.selectFrom('billing_settings').selectAll().executeTakeFirst();
  if (settings === undefined || settings.stripe_account_id === null)
    return accountState(settings, gateway.mode);
  let state;
  try {
    state = await gateway.account(settings.stripe_account_id);
  } catch (error) {
    throw providerFailed(error);
  }
  await ctx.tx
    .updateTable('billing_settings')
    .set({
      stripe_charges_enabled: state.charges_enabled,
      stripe_details_submitted: state.details_submitted,
      stripe_requirements_due: state.requirements_due,
      updated_at: new Date(),
    })
    .execute();
  return accountState(
    {
      ...settings,
      stripe_charges_enabled: state.charges_enabled,
      stripe_details_submitted: state.details_submitted,
      stripe_requirements_due: state.requirements_due,
    },
    gateway.mode,
  );
}
