import { Box, Container, DataList, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME, type WaitlistOfferView } from '@clinio/contracts';
import { Button, DateTimeText, LanguageSwitch, Logo, Notice, PageSpinner, useT } from '@clinio/design-system';
import { useRemote } from '@clinio/platform';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { offerCatalog } from './offer/catalog';

type Phase =
  | { kind: 'loading' }
  | { kind: 'ready'; offer: WaitlistOfferView }
  | { kind: 'sending'; offer: WaitlistOfferView; action: 'accept' | 'decline' }
  | { kind: 'done'; offer: WaitlistOfferView }
  | { kind: 'failed'; message: string | null; offer: WaitlistOfferView | null };

/** The server's sentence; null shows the page's own 'Something went wrong' in the reader's language. */
const messageOf = (error: unknown) =>
  error instanceof Error && error.message.trim() !== '' ? error.message : null;

/**
 * /waitlist-offer?token=… (ADR 040): the page of the offer e-mail's link, public and outside the
 * dashboard. Opening it only shows the offer (mail scanners open links too); the patient books or
 * declines with a button. The token is the only credential and is never stored by the browser.
 */
export function OfferPage() {
  const { api } = useRemote();
  const t = useT(offerCatalog);
  const documentTitle = t('offer.documentTitle', { product: PRODUCT_NAME });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const wantsDecline = params.get('action') === 'decline';
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  useEffect(() => {
    let live = true;
    api
      .call('viewWaitlistOffer', { body: { token } }, { skipAuth: true })
      .then((offer) => live && setPhase({ kind: 'ready', offer }))
      .catch(
        (error: unknown) => live && setPhase({ kind: 'failed', message: messageOf(error), offer: null }),
      );
    return () => {
      live = false;
    };
  }, [api, token]);

  async function respond(offer: WaitlistOfferView, action: 'accept' | 'decline') {
    setPhase({ kind: 'sending', offer, action });
    try {
      const name = action === 'accept' ? 'acceptWaitlistOffer' : 'declineWaitlistOffer';
      setPhase({ kind: 'done', offer: await api.call(name, { body: { token } }, { skipAuth: true }) });
    } catch (error) {
      setPhase({ kind: 'failed', message: messageOf(error), offer });
    }
  }

  const offer = phase.kind === 'loading' ? null : phase.offer;
  return (
    <Container as="main" maxWidth="xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Logo size="sm" />
          <LanguageSwitch />
        </HStack>
        <Heading as="h1" size="2xl">
          {offer ? t('offer.titleAt', { clinic: offer.clinic_name }) : t('offer.title')}
        </Heading>
        {phase.kind === 'loading' ? <PageSpinner label={t('offer.opening')} fullPage={false} /> : null}
        {offer ? (
          <DataList.Root orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel>{t('offer.when')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <DateTimeText value={offer.start_time} timeZone={offer.timezone} showZone />
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('offer.visit')}</DataList.ItemLabel>
              <DataList.ItemValue>{offer.appointment_type_name}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('offer.with')}</DataList.ItemLabel>
              <DataList.ItemValue>{offer.provider_name}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('offer.where')}</DataList.ItemLabel>
              <DataList.ItemValue>{offer.branch_name}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        ) : null}
        <Box aria-live="polite">
          {phase.kind === 'failed' ? (
            <Notice tone="error">{phase.message ?? t('offer.failed')}</Notice>
          ) : null}
          {phase.kind === 'done' ? (
            <Notice tone={phase.offer.status === 'accepted' ? 'success' : 'info'}>
              {phase.offer.status === 'accepted' ? t('offer.booked') : t('offer.declined')}
            </Notice>
          ) : null}
          {(phase.kind === 'ready' || phase.kind === 'sending') && phase.offer.status !== 'pending' ? (
            <Text>{phase.offer.status === 'accepted' ? t('offer.alreadyAccepted') : t('offer.closed')}</Text>
          ) : null}
        </Box>
        {(phase.kind === 'ready' || phase.kind === 'sending') && phase.offer.status === 'pending' ? (
          <Stack gap="3">
            <Text>
              {t('offer.holdUntil')}{' '}
              <DateTimeText value={phase.offer.expires_at} timeZone={phase.offer.timezone} showZone />.
            </Text>
            <HStack gap="3" wrap="wrap">
              <Button
                variant={wantsDecline ? 'outline' : 'primary'}
                loading={phase.kind === 'sending' && phase.action === 'accept'}
                disabled={phase.kind === 'sending'}
                onClick={() => void respond(phase.offer, 'accept')}
              >
                {t('offer.accept')}
              </Button>
              <Button
                variant={wantsDecline ? 'primary' : 'outline'}
                loading={phase.kind === 'sending' && phase.action === 'decline'}
                disabled={phase.kind === 'sending'}
                onClick={() => void respond(phase.offer, 'decline')}
              >
                {t('offer.decline')}
              </Button>
            </HStack>
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}
