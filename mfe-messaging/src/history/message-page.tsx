import { Box, DataList, HStack, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { DateTimeText, QueryState, useT } from '@clinio/design-system';
import { useEndpointQuery } from '@clinio/platform';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { catalog } from '../catalog';
import { Page } from '../common/page';
import { StatusBadge } from '../common/status-badge';
import { MESSAGE_STATUSES, type MessageDetail, type MessageStatus } from '../common/types';
import { conversationPath, PATHS } from '../paths';

const isStatus = (value: string): value is MessageStatus =>
  (MESSAGE_STATUSES as readonly string[]).includes(value);

/** A message's delivery timeline: each status once, oldest first, with the provider's reason. */
export function DeliveryTimeline({ message }: { message: MessageDetail }) {
  const t = useT(catalog);
  return (
    <Box as="section" aria-labelledby="timeline-heading">
      <Heading as="h2" id="timeline-heading" fontSize="lg" mb="2">
        {t('message.timeline')}
      </Heading>
      <List.Root as="ol" gap="2" ps="5" aria-label={t('message.timeline')}>
        {message.events.map((event) => (
          <List.Item key={`${event.status}:${event.occurred_at}`}>
            <HStack gap="2" wrap="wrap">
              {isStatus(event.status) ? <StatusBadge status={event.status} /> : <Text>{event.status}</Text>}
              <DateTimeText value={event.occurred_at} />
              {event.detail ? <Text color="fg.muted">{event.detail}</Text> : null}
            </HStack>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

/** /dashboard/message-history/messages/{id}: one message, what it said and what became of it. */
export function MessagePage() {
  const t = useT(catalog);
  const { id = '' } = useParams();
  const message = useEndpointQuery('getMessage', { params: { id } });
  const data = message.data;
  return (
    <Page title={t('message.title')} documentTitle={t('message.documentTitle')}>
      <Link asChild alignSelf="start">
        <RouterLink to={PATHS.history}>{t('message.back')}</RouterLink>
      </Link>
      <QueryState
        query={{ ...message, error: message.error === null ? null : t('message.failed') }}
        hasData={data !== null}
        label={t('message.loading')}
      >
        {data ? (
          <Stack gap="6">
            <DataList.Root orientation="horizontal">
              <DataList.Item>
                <DataList.ItemLabel>{t('history.patient')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  {data.patient_id ? (
                    <Link asChild>
                      <RouterLink to={conversationPath(data.patient_id)}>
                        {data.patient_name ?? data.to_address}
                      </RouterLink>
                    </Link>
                  ) : (
                    '—'
                  )}
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('message.address')}</DataList.ItemLabel>
                <DataList.ItemValue>{data.to_address}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('history.channel')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  {t(`channel.${data.channel}`)} · {t(`direction.${data.direction}`)}
                  {data.urgent ? ` · ${t('message.urgent')}` : ''}
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('history.status')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <StatusBadge status={data.status} />
                  {data.failure_reason ? <Text ms="2">{data.failure_reason}</Text> : null}
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('message.due')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <DateTimeText value={data.send_after} />
                </DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            <Box as="section" aria-labelledby="body-heading" borderWidth="1px" borderRadius="md" p="4">
              <Heading as="h2" id="body-heading" fontSize="lg" mb="2">
                {t('message.content')}
              </Heading>
              {data.subject !== '' ? <Text fontWeight="semibold">{data.subject}</Text> : null}
              <Text whiteSpace="pre-wrap">{data.body}</Text>
            </Box>
            <DeliveryTimeline message={data} />
          </Stack>
        ) : null}
      </QueryState>
    </Page>
  );
}
