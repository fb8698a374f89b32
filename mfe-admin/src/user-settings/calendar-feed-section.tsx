import { HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Button, ConfirmDialog, QueryState, toast } from '@clinio/design-system';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import { useId, useState } from 'react';
import { copyText } from '../common/clipboard';
import { formatDateTime } from '../common/format';

/**
 * The signed-in provider's iCalendar feed (ADR 037): a secret link Google Calendar or Outlook can
 * subscribe to. The link is shown once, when made; making a new one ends the old one.
 */
export function CalendarFeedSection() {
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
      toast.error('The calendar link could not be made. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <QueryState query={feed} hasData={feed.data !== null} label="Loading calendar link…">
      <Stack gap="3">
        <Text color="fg.muted">
          Subscribe to your appointments from Google Calendar, Outlook or your phone. The calendar shows the
          type of visit and the patient’s initials only. Anyone with the link can read it: keep it to
          yourself.
        </Text>
        {url ? (
          <Stack gap="2">
            <label htmlFor={inputId}>
              <Text fontWeight="semibold">Your calendar link (shown only now)</Text>
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
                    done ? toast.success('Link copied') : toast.error('Select the link and copy it.'),
                  )
                }
              >
                Copy link
              </Button>
            </HStack>
          </Stack>
        ) : (
          <Text>
            {feed.data?.active
              ? `Your calendar link is on (made ${formatDateTime(feed.data.created_at ?? '')}). To see it again, make a new one: the old link then stops working.`
              : 'You have no calendar link.'}
          </Text>
        )}
        <HStack gap="2" flexWrap="wrap">
          <Button type="button" onClick={() => void make()} loading={busy} loadingText="Making link...">
            {feed.data?.active ? 'Make a new link' : 'Make my calendar link'}
          </Button>
          {feed.data?.active ? (
            <Button type="button" variant="outline" onClick={() => setConfirmOff(true)}>
              Turn the link off
            </Button>
          ) : null}
        </HStack>
      </Stack>
      <ConfirmDialog
        isOpen={confirmOff}
        title="Turn the calendar link off?"
        message="Calendars subscribed to it stop updating. You can make a new link at any time."
        confirmLabel="Turn off"
        pendingLabel="Turning off..."
        onConfirm={() => api.call('revokeCalendarFeed', { params: { id: userId ?? '' } })}
        onDone={() => {
          setConfirmOff(false);
          setUrl(null);
          toast.success('Calendar link turned off');
          feed.reload();
        }}
        onClose={() => setConfirmOff(false)}
      />
    </QueryState>
  );
}
