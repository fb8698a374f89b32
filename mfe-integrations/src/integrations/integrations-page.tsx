import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Notice, QueryState, useT } from '@clinio/design-system';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { catalog } from '../catalog';
import { GoogleCard } from './google-card';
import { StripeCard } from './stripe-card';
import { ZoomCard } from './zoom-card';

/**
 * /dashboard/integrations (issue 21 section 2): each integration with its state (connected as whom,
 * last sync, errors) and connect / disconnect; the caller's Google Calendar, the clinic's Zoom and
 * Stripe's card from billing. `?connected=google|zoom` says a connection has just finished.
 */
export function IntegrationsPage() {
  const t = useT(catalog);
  const { auth } = useRemote();
  const [params] = useSearchParams();
  const list = useEndpointQuery('listIntegrations', {});
  const title = t('page.documentTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  const permissions: readonly string[] = auth.user?.role.permissions ?? [];
  const isOwner = auth.user?.role.name === 'super_admin';
  const may = (permission: string) => isOwner || permissions.includes(permission);
  const connected = params.get('connected');
  const cards = list.data?.integrations ?? [];
  const google = cards.find((card) => card.provider === 'google_calendar');
  const zoom = cards.find((card) => card.provider === 'zoom');
  return (
    <Box as="main" px={{ base: '4', md: '8' }} py="6" maxW="4xl">
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            {t('page.title')}
          </Heading>
          <Text color="fg.muted">{t('page.intro')}</Text>
        </Stack>
        {connected === 'google' || connected === 'zoom' ? (
          <Notice tone="success">{t(`page.connected.${connected}`)}</Notice>
        ) : null}
        <QueryState query={list} hasData={list.data !== null} label={t('page.loading')}>
          <Stack gap="4">
            {google ? <GoogleCard card={google} onChange={list.reload} /> : null}
            {zoom ? <ZoomCard card={zoom} onChange={list.reload} /> : null}
          </Stack>
        </QueryState>
        {may('billing_read') ? <StripeCard canManage={may('settings_manage')} /> : null}
      </Stack>
    </Box>
  );
}
