import { Box, Container, DataList, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME, type WaitlistOfferView } from '@clinio/contracts';
import { Button, DateTimeText, Logo, Notice, PageSpinner } from '@clinio/design-system';
import { useRemote } from '@clinio/platform';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

type Phase =
  | { kind: 'loading' }
  | { kind: 'ready'; offer: WaitlistOfferView }
  | { kind: 'sending'; offer: WaitlistOfferView; action: 'accept' | 'decline' }
  | { kind: 'done'; offer: WaitlistOfferView }
  | { kind: 'failed'; message: string; offer: WaitlistOfferView | null };

const messageOf = (error: unknown) =>
  error instanceof Error && error.message.trim() !== ''
    ? error.message
    : 'Something went wrong. Please try again.';

/**
 * /waitlist-offer?token=… (ADR 040): the page of the offer e-mail's link, public and outside the
 * dashboard. Opening it only shows the offer (mail scanners open links too); the patient books or
 * declines with a button. The token is the only credential and is never stored by the browser.
 */
export function OfferPage() {
  const { api } = useRemote();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const wantsDecline = params.get('action') === 'decline';
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });

  useEffect(() => {
    document.title = `Your waitlist offer — ${PRODUCT_NAME}`;
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
        <Logo size="sm" />
        <Heading as="h1" size="2xl">
          {offer ? `A time at ${offer.clinic_name}` : 'Your waitlist offer'}
        </Heading>
        {phase.kind === 'loading' ? <PageSpinner label="Opening your offer…" fullPage={false} /> : null}
        {offer ? (
          <DataList.Root orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel>When</DataList.ItemLabel>
              <DataList.ItemValue>
                <DateTimeText value={offer.start_time} timeZone={offer.timezone} showZone />
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Visit</DataList.ItemLabel>
              <DataList.ItemValue>{offer.appointment_type_name}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>With</DataList.ItemLabel>
              <DataList.ItemValue>{offer.provider_name}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Where</DataList.ItemLabel>
              <DataList.ItemValue>{offer.branch_name}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        ) : null}
        <Box aria-live="polite">
          {phase.kind === 'failed' ? <Notice tone="error">{phase.message}</Notice> : null}
          {phase.kind === 'done' ? (
            <Notice tone={phase.offer.status === 'accepted' ? 'success' : 'info'}>
              {phase.offer.status === 'accepted'
                ? 'Booked. The clinic has your appointment; see you then.'
                : 'Declined. You keep your place on the waitlist for other times.'}
            </Notice>
          ) : null}
          {(phase.kind === 'ready' || phase.kind === 'sending') && phase.offer.status !== 'pending' ? (
            <Text>
              {phase.offer.status === 'accepted'
                ? 'You already accepted this offer: the appointment is booked.'
                : 'This offer is no longer open: the time was offered to the next person on the waitlist.'}
            </Text>
          ) : null}
        </Box>
        {(phase.kind === 'ready' || phase.kind === 'sending') && phase.offer.status === 'pending' ? (
          <Stack gap="3">
            <Text>
              We hold this time for you until{' '}
              <DateTimeText value={phase.offer.expires_at} timeZone={phase.offer.timezone} showZone />.
            </Text>
            <HStack gap="3" wrap="wrap">
              <Button
                variant={wantsDecline ? 'outline' : 'primary'}
                loading={phase.kind === 'sending' && phase.action === 'accept'}
                disabled={phase.kind === 'sending'}
                onClick={() => void respond(phase.offer, 'accept')}
              >
                Book this time
              </Button>
              <Button
                variant={wantsDecline ? 'primary' : 'outline'}
                loading={phase.kind === 'sending' && phase.action === 'decline'}
                disabled={phase.kind === 'sending'}
                onClick={() => void respond(phase.offer, 'decline')}
              >
                No thanks, offer it to someone else
              </Button>
            </HStack>
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}
