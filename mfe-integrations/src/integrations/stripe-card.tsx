import { HStack, Text } from '@chakra-ui/react';
import { Button, FormAlert, QueryState, useT } from '@clinio/design-system';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { catalog } from '../catalog';
import { CardFrame } from './card-frame';

/**
 * Stripe Connect, from the billing area (ADR 048): the clinic's payment account as the provider
 * reports it, and the link to its onboarding (which comes back to /dashboard/integrations/stripe/return).
 */
export function StripeCard({ canManage }: { canManage: boolean }) {
  const t = useT(catalog);
  const { api } = useRemote();
  const account = useEndpointQuery('getPaymentAccount', {});
  const [isStarting, setIsStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const data = account.data;
  async function onboard() {
    setIsStarting(true);
    setError(null);
    try {
      window.location.assign((await api.call('createPaymentAccountLink')).url);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setIsStarting(false);
    }
  }
  const state =
    data === null
      ? null
      : !data.connected
        ? 'notConnected'
        : data.charges_enabled
          ? 'connected'
          : 'needsAttention';
  return (
    <CardFrame
      id="stripe"
      title={t('stripe.title')}
      description={t('stripe.description')}
      state={state}
      isDevelopment={data?.mode === 'development'}
    >
      <QueryState query={account} hasData={data !== null} label={t('stripe.loading')}>
        {data?.connected ? (
          <Text fontSize="sm">
            {data.charges_enabled
              ? t('stripe.chargesEnabled', { account: data.account_id ?? '' })
              : t('stripe.detailsDue', { count: data.requirements_due.length })}
          </Text>
        ) : null}
        {error ? <FormAlert>{error}</FormAlert> : null}
        {canManage && data !== null && !data.charges_enabled ? (
          <HStack mt="3">
            <Button onClick={() => void onboard()} loading={isStarting}>
              {data.connected ? t('stripe.continue') : t('stripe.connect')}
            </Button>
          </HStack>
        ) : null}
      </QueryState>
    </CardFrame>
  );
}
