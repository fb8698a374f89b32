import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { FormAlert, PageSpinner, QueryState, useT } from '@clinio/design-system';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { catalog } from '../catalog';

/**
 * Spec 2.2's /dashboard/integrations/stripe/return (Stripe's onboarding came back: the account as
 * the provider reports it now) and /refresh (the link expired: a new one, and on to it).
 */
export function StripeReturnPage({ mode }: { mode: 'return' | 'refresh' }) {
  const t = useT(catalog);
  const title = t('stripe.returnTitle');
  useEffect(() => {
    document.title = `${title} — Clinio`;
  }, [title]);
  return (
    <Box as="main" px={{ base: '4', md: '8' }} py="6" maxW="3xl">
      <Stack gap="4">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {mode === 'return' ? <AccountState /> : <NewLink />}
        <Link asChild alignSelf="start">
          <RouterLink to="/dashboard/integrations">{t('common.back')}</RouterLink>
        </Link>
      </Stack>
    </Box>
  );
}

function AccountState() {
  const t = useT(catalog);
  const account = useEndpointQuery('getPaymentAccount', {});
  const data = account.data;
  return (
    <QueryState query={account} hasData={data !== null} label={t('stripe.loading')}>
      <Text>
        {data?.charges_enabled
          ? t('stripe.chargesEnabled', { account: data.account_id ?? '' })
          : t('stripe.detailsDue', { count: data?.requirements_due.length ?? 0 })}
      </Text>
    </QueryState>
  );
}

function NewLink() {
  const t = useT(catalog);
  const { api } = useRemote();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    api.call('createPaymentAccountLink').then(
      ({ url }) => window.location.assign(url),
      (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)),
    );
  }, [api]);
  return error === null ? (
    <PageSpinner fullPage={false} label={t('stripe.newLink')} />
  ) : (
    <FormAlert>{error}</FormAlert>
  );
}
