import { Box, HStack, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { ENDPOINTS } from '@clinio/contracts';
import {
  DateTimeText,
  EmptyState,
  Form,
  FormActions,
  FormNotice,
  Pager,
  QueryState,
  SelectField,
  TextareaField,
  CheckboxField,
  toast,
  useT,
} from '@clinio/design-system';
import { useEndpointQuery, useForm, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { catalog } from '../catalog';
import { useMay } from '../common/access';
import { StatusBadge } from '../common/status-badge';
import { CHANNELS, type Channel } from '../common/types';
import { messagePath } from '../paths';

const PAGE_SIZE = 20;

/** Staff write one message to the patient (queued; quiet hours apply unless urgent). */
function SendBox({ patientId, onSent }: { patientId: string; onSent: () => void }) {
  const t = useT(catalog);
  const { api } = useRemote();
  const form = useForm({
    initial: { channel: 'sms' as Channel, body: '', urgent: false },
    check: (values) => ENDPOINTS.sendMessage.body.safeParse({ ...values, patient_id: patientId }),
    send: async (body) => {
      await api.call('sendMessage', { body });
      form.reset();
      toast.success(t('conversation.sent'));
      onSent();
    },
  });
  return (
    <Form form={form} label={t('conversation.sendTitle')}>
      <SelectField
        form={form}
        name="channel"
        label={t('history.channel')}
        options={CHANNELS.map((value) => ({ value, label: t(`channel.${value}`) }))}
      />
      <TextareaField form={form} name="body" label={t('conversation.body')} rows={3} isRequired />
      <CheckboxField form={form} name="urgent">
        {t('conversation.urgent')}
      </CheckboxField>
      <FormActions
        isSending={form.isSending}
        submitLabel={t('conversation.send')}
        sendingText={t('conversation.sending')}
      />
    </Form>
  );
}

/**
 * A patient's messages as a conversation (what the clinic sent on the right, what the patient sent
 * on the left, oldest of the page first), who opted out, and a box to write one more.
 */
export function Conversation({ patientId }: { patientId: string }) {
  const t = useT(catalog);
  const may = useMay();
  const [page, setPage] = useState(1);
  const messages = useEndpointQuery('listMessages', {
    query: { patient_id: patientId, page, page_size: PAGE_SIZE },
  });
  const optOuts = useEndpointQuery('listOptOuts', { query: { patient_id: patientId } });
  const data = messages.data;
  return (
    <Stack gap="4">
      {(optOuts.data?.items ?? []).map((optOut) => (
        <FormNotice key={`${optOut.channel}:${optOut.address}`} tone="warning">
          {t('conversation.optedOut', { channel: t(`channel.${optOut.channel}`), address: optOut.address })}{' '}
          <DateTimeText value={optOut.opted_out_at} style="date" />
        </FormNotice>
      ))}
      <QueryState
        query={{ ...messages, error: messages.error === null ? null : t('conversation.failed') }}
        hasData={data !== null}
        isEmpty={data?.total === 0}
        empty={<EmptyState title={t('conversation.empty')} />}
        label={t('conversation.loading')}
      >
        {data ? (
          <>
            <List.Root variant="plain" gap="3" aria-label={t('conversation.list')}>
              {[...data.items].reverse().map((message) => {
                const inbound = message.direction === 'inbound';
                return (
                  <List.Item
                    key={message.id}
                    display="block"
                    alignSelf={inbound ? 'start' : 'end'}
                    maxW={{ base: '100%', md: '75%' }}
                    ms={inbound ? '0' : 'auto'}
                    borderWidth="1px"
                    borderRadius="lg"
                    p="3"
                    bg={inbound ? 'bg.muted' : 'bg'}
                  >
                    <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted" mb="1">
                      <Text>
                        {t(inbound ? 'conversation.fromPatient' : 'conversation.fromClinic')} ·{' '}
                        {t(`channel.${message.channel}`)}
                      </Text>
                      <Link asChild>
                        <RouterLink to={messagePath(message.id)}>
                          <DateTimeText value={message.sent_at ?? message.send_after} />
                        </RouterLink>
                      </Link>
                      <StatusBadge status={message.status} />
                    </HStack>
                    {message.subject !== '' ? <Text fontWeight="semibold">{message.subject}</Text> : null}
                    <Text whiteSpace="pre-wrap">{message.body}</Text>
                  </List.Item>
                );
              })}
            </List.Root>
            <Pager
              page={page}
              pageSize={PAGE_SIZE}
              total={data.total}
              noun={t('history.noun')}
              onPage={setPage}
            />
          </>
        ) : null}
      </QueryState>
      {may('campaigns_manage') ? (
        <Box as="section" aria-labelledby="send-heading" borderTopWidth="1px" pt="4">
          <Heading as="h2" id="send-heading" fontSize="lg" mb="2">
            {t('conversation.sendTitle')}
          </Heading>
          <SendBox
            patientId={patientId}
            onSent={() => {
              setPage(1);
              messages.reload();
            }}
          />
        </Box>
      ) : null}
    </Stack>
  );
}
