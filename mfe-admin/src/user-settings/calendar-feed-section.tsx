import { HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Button, ConfirmDialog, QueryState, toast, useT } from '@clinio/design-system';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import { useId, useState } from 'react';
import { copyText } from '../common/clipboard';
import { formatDateTime } from '../common/format';
import { catalog } from './catalog';

/**
 * The signed-in provider's iCalendar feed (ADR 037): a secret link Google Calendar or Outlook can
 * subscribe to. The link is shown once, when made; making a new one ends the old one.
 */
export function CalendarFeedSection() {
  const t = useT(catalog);
  const { api, auth } = useRemote();
  const userId = auth.user?.id ?? null;
  const feed = useEndpointQuery('getCalendarFeed', userId ? { params: { id: userId } } : null);
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmOff, setConfirmOff] = useState(false);
  const inputId = useId();

  const make = async () => {
    if (!userId) return;
    setBusy(true);
    try {
      const made = await api.call('createCalendarFeed', { params: { id: userId } });
      setUrl(made.url);
      feed.reload();
    } catch {
      toast.error(t('calendar.notMade'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <QueryState query={feed} hasData={feed.data !== null} label={t('calendar.loading')}>
      <Stack gap="3">
        <Text color="fg.muted">{t('calendar.intro')}</Text>
        {url ? (
          <Stack gap="2">
            <label htmlFor={inputId}>
              <Text fontWeight="semibold">{t('calendar.yourLink')}</Text>
            </label>
            <HStack gap="2" flexWrap="wrap">
              <Input
                id={inputId}
                readOnly
                value={url}
                fontFamily="mono"
                fontSize="sm"
                flex="1"
                minW="240px"
              />
              <Button
                type="button"
                variant="outline"
                onClick={() =>
                  void copyText(url).then((done) =>
                    done ? toast.success(t('calendar.copied')) : toast.error(t('calendar.notCopied')),
                  )
                }
              >
                {t('calendar.copy')}
              </Button>
            </HStack>
          </Stack>
        ) : (
          <Text>
            {feed.data?.active
              ? t('calendar.active', { made: formatDateTime(feed.data.created_at ?? '') })
              : t('calendar.none')}
          </Text>
        )}
        <HStack gap="2" flexWrap="wrap">
          <Button type="button" onClick={() => void make()} loading={busy} loadingText={t('calendar.making')}>
            {feed.data?.active ? t('calendar.makeNew') : t('calendar.make')}
          </Button>
          {feed.data?.active ? (
            <Button type="button" variant="outline" onClick={() => setConfirmOff(true)}>
              {t('calendar.turnOff')}
            </Button>
          ) : null}
        </HStack>
      </Stack>
      <ConfirmDialog
        isOpen={confirmOff}
        title={t('calendar.confirmTitle')}
        message={t('calendar.confirmMessage')}
        confirmLabel={t('calendar.confirm')}
        pendingLabel={t('calendar.turningOff')}
        onConfirm={() => api.call('revokeCalendarFeed', { params: { id: userId ?? '' } })}
        onDone={() => {
          setConfirmOff(false);
          setUrl(null);
          toast.success(t('calendar.turnedOff'));
          feed.reload();
        }}
        onClose={() => setConfirmOff(false)}
      />
    </QueryState>
  );
}
