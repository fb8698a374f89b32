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
  useT,
} from '@clinio/design-system';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import { useEffect, useState } from 'react';
import { AddEntryDialog } from './add-entry-dialog';
import { STATUS_FILTERS, offerSummary } from './waitlist-model';
import { catalog } from '../catalog';

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
  const t = useT(catalog);
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
  const documentTitle = t('waitlist.documentTitle', { product: PRODUCT_NAME });
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  return (
    <Box px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} maxWidth="6xl" mx="auto" minWidth="0">
      <Flex gap="4" justify="space-between" wrap="wrap" mb="6">
        <Box minWidth="0" flex="1 1 16rem">
          <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }}>
            {t('waitlist.title')}
          </Heading>
          <Text mt="2" color="fg.muted" maxWidth="3xl">
            {t('waitlist.lead')}
          </Text>
        </Box>
        {canChange && resources.data ? (
          <Button onClick={() => setAdding(true)}>{t('waitlist.add')}</Button>
        ) : null}
      </Flex>
      <Box maxWidth="xs" mb="5">
        <FormField label={t('waitlist.show')}>
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
        empty={<EmptyState title={t('waitlist.emptyTitle')} message={t('waitlist.emptyMessage')} />}
        label={t('waitlist.loading')}
      >
        <Text fontSize="sm" color="fg.muted" mb="2">
          {t('waitlist.count', { count: list.data?.total ?? 0 })}
        </Text>
        <List.Root variant="plain" gap="2" aria-label={t('waitlist.entries')}>
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
                    {typeName(entry.appointment_type)} · {entry.provider_name ?? t('waitlist.anyProvider')} ·{' '}
                    {entry.branch_name}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t('waitlist.between')}{' '}
                    <DateTimeText value={entry.window_start} timeZone={entry.timezone} /> {t('waitlist.and')}{' '}
                    <DateTimeText value={entry.window_end} timeZone={entry.timezone} />
                  </Text>
                  {entry.offer ? (
                    <Text fontSize="sm">
                      {offerSummary(entry)},{' '}
                      <DateTimeText value={entry.offer.start_time} timeZone={entry.timezone} />
                      {entry.offer.status === 'pending' ? (
                        <>
                          {' '}
                          {t('waitlist.heldUntil')}{' '}
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
                    aria-label={t('waitlist.removeLabel', { patient: entry.patient_name })}
                  >
                    {t('waitlist.remove')}
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
        title={t('waitlist.removeTitle')}
        message={t(
          cancelling?.status === 'offered' ? 'waitlist.removeMessageOffered' : 'waitlist.removeMessage',
          {
            patient: cancelling?.patient_name ?? t('waitlist.thePatient'),
          },
        )}
        confirmLabel={t('waitlist.remove')}
        pendingLabel={t('waitlist.removing')}
        onConfirm={() => api.call('cancelWaitlistEntry', { params: { id: cancelling?.id ?? '' } })}
        onDone={() => {
          toast.success(
            t('waitlist.removed', { patient: cancelling?.patient_name ?? t('waitlist.thePatient') }),
            t('waitlist.removedTitle'),
          );
          setCancelling(null);
          list.reload();
        }}
        onClose={() => setCancelling(null)}
      />
    </Box>
  );
}
