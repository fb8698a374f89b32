import { Badge, Box, Flex, HStack, Heading, List, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME, WAITLIST_STATUS_LABELS, type WaitlistEntry } from '@clinio/contracts';
import {
  Button,
  ConfirmDialog,
  DateTimeText,
  EmptyState,
  FormField,
  QueryState,
  toast,
} from '@clinio/design-system';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import { useEffect, useState } from 'react';
import { AddEntryDialog } from './add-entry-dialog';
import { STATUS_FILTERS, offerSummary } from './waitlist-model';

const STATUS_PALETTE = {
  waiting: 'blue',
  offered: 'orange',
  booked: 'green',
  expired: 'gray',
  cancelled: 'gray',
} as const;

/**
 * /dashboard/appointments/waitlist (ADR 040): who waits for which type, provider and window,
 * oldest first; the offer each one holds (its slot and hold); add and cancel.
 */
export function WaitlistPage() {
  const { api, auth } = useRemote();
  const canChange = auth.user?.role.permissions.includes('appointments_create') ?? false;
  const [status, setStatus] = useState<string>(STATUS_FILTERS[0].value);
  const [adding, setAdding] = useState(false);
  const [cancelling, setCancelling] = useState<WaitlistEntry | null>(null);
  const list = useEndpointQuery(
    'listWaitlist',
    { query: { status, limit: 100 } },
    { refetchInterval: () => 30_000 },
  );
  const resources = useEndpointQuery('getSchedulingResources', {});
  const typeName = (key: string) =>
    resources.data?.appointment_types.find((type) => type.key === key)?.name ?? key;
  useEffect(() => {
    document.title = `Waitlist — ${PRODUCT_NAME}`;
  }, []);

  return (
    <Box px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} maxWidth="6xl" mx="auto" minWidth="0">
      <Flex gap="4" justify="space-between" wrap="wrap" mb="6">
        <Box minWidth="0" flex="1 1 16rem">
          <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }}>
            Waitlist
          </Heading>
          <Text mt="2" color="fg.muted" maxWidth="3xl">
            When a matching time frees up, the oldest waiting patient is offered it by e-mail and it is held
            for them for the clinic&apos;s hold time.
          </Text>
        </Box>
        {canChange && resources.data ? (
          <Button onClick={() => setAdding(true)}>Add to waitlist</Button>
        ) : null}
      </Flex>
      <Box maxWidth="xs" mb="5">
        <FormField label="Show">
          <NativeSelect.Root>
            <NativeSelect.Field value={status} onChange={(event) => setStatus(event.target.value)}>
              {STATUS_FILTERS.map((filter) => (
                <option key={filter.value} value={filter.value}>
                  {filter.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </Box>
      <QueryState
        query={list}
        hasData={list.data !== null}
        isEmpty={list.data?.results.length === 0}
        empty={
          <EmptyState
            title="Nobody is waiting"
            message="Add a patient who wants an earlier time: they are offered the next matching slot that frees up."
          />
        }
        label="Loading the waitlist…"
      >
        <Text fontSize="sm" color="fg.muted" mb="2">
          {list.data?.total === 1 ? '1 entry' : `${list.data?.total ?? 0} entries`}, oldest first
        </Text>
        <List.Root variant="plain" gap="2" aria-label="Waitlist entries">
          {(list.data?.results ?? []).map((entry) => (
            <List.Item key={entry.id} borderWidth="1px" borderRadius="md" px="4" py="3" display="block">
              <Flex gap="3" justify="space-between" wrap="wrap">
                <Stack gap="1" minWidth="0" flex="1 1 18rem">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="600">{entry.patient_name}</Text>
                    <Badge colorPalette={STATUS_PALETTE[entry.status]}>
                      {WAITLIST_STATUS_LABELS[entry.status]}
                    </Badge>
                  </HStack>
                  <Text fontSize="sm">
                    {typeName(entry.appointment_type)} · {entry.provider_name ?? 'Any provider'} ·{' '}
                    {entry.branch_name}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    Between <DateTimeText value={entry.window_start} timeZone={entry.timezone} /> and{' '}
                    <DateTimeText value={entry.window_end} timeZone={entry.timezone} />
                  </Text>
                  {entry.offer ? (
                    <Text fontSize="sm">
                      {offerSummary(entry)},{' '}
                      <DateTimeText value={entry.offer.start_time} timeZone={entry.timezone} />
                      {entry.offer.status === 'pending' ? (
                        <>
                          {' '}
                          (held until{' '}
                          <DateTimeText
                            value={entry.offer.expires_at}
                            timeZone={entry.timezone}
                            style="time"
                          />
                          )
                        </>
                      ) : null}
                    </Text>
                  ) : null}
                  {entry.notes ? (
                    <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                      {entry.notes}
                    </Text>
                  ) : null}
                </Stack>
                {canChange && (entry.status === 'waiting' || entry.status === 'offered') ? (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setCancelling(entry)}
                    aria-label={`Remove ${entry.patient_name} from the waitlist`}
                  >
                    Remove
                  </Button>
                ) : null}
              </Flex>
            </List.Item>
          ))}
        </List.Root>
      </QueryState>
      {resources.data ? (
        <AddEntryDialog
          isOpen={adding}
          resources={resources.data}
          onDone={() => {
            setAdding(false);
            list.reload();
          }}
          onClose={() => setAdding(false)}
        />
      ) : null}
      <ConfirmDialog
        isOpen={cancelling !== null}
        title="Take off the waitlist?"
        message={`${cancelling?.patient_name ?? 'The patient'} will no longer be offered freed times${cancelling?.status === 'offered' ? ', and the time offered now goes to the next patient' : ''}.`}
        confirmLabel="Remove"
        pendingLabel="Removing…"
        onConfirm={() => api.call('cancelWaitlistEntry', { params: { id: cancelling?.id ?? '' } })}
        onDone={() => {
          toast.success(`${cancelling?.patient_name ?? 'The patient'} is off the waitlist.`, 'Removed');
          setCancelling(null);
          list.reload();
        }}
        onClose={() => setCancelling(null)}
      />
    </Box>
  );
}
