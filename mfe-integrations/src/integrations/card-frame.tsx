import { Badge, Box, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { IntegrationConnection } from '@clinio/contracts';
import { DateTimeText, Notice, useT } from '@clinio/design-system';
import type { ReactNode } from 'react';
import { catalog } from '../catalog';

export type CardState = 'connected' | 'needsAttention' | 'notConnected';

export function stateOf(connection: IntegrationConnection | null): CardState {
  if (connection === null) return 'notConnected';
  return connection.status === 'error' ? 'needsAttention' : 'connected';
}

/** One integration's card: its name, what it does, its state and its actions. */
export function CardFrame({
  id,
  title,
  description,
  state,
  isDevelopment,
  children,
}: {
  id: string;
  title: string;
  description: string;
  state: CardState | null;
  isDevelopment: boolean;
  children: ReactNode;
}) {
  const t = useT(catalog);
  const headingId = `${id}-heading`;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '4', md: '5' }}
    >
      <Stack gap="3">
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <Heading as="h2" id={headingId} fontSize="lg">
            {title}
          </Heading>
          <HStack gap="2" wrap="wrap">
            {isDevelopment ? <Badge colorPalette="purple">{t('card.development')}</Badge> : null}
            {state === null ? null : (
              <Badge
                colorPalette={
                  state === 'connected' ? 'green' : state === 'needsAttention' ? 'orange' : 'gray'
                }
              >
                {t(`card.state.${state}`)}
              </Badge>
            )}
          </HStack>
        </HStack>
        <Text color="fg.muted">{description}</Text>
        {children}
      </Stack>
    </Box>
  );
}

/** Who is connected, the last sync and the last error, in words. */
export function ConnectionDetails({ connection }: { connection: IntegrationConnection }) {
  const t = useT(catalog);
  return (
    <>
      <Stack gap="1" fontSize="sm">
        <Text>
          {t('card.connectedAs', { account: connection.account_email || t('card.unknownAccount') })}
        </Text>
        {connection.provider === 'google_calendar' ? (
          <Text>
            {t('card.lastSync')}{' '}
            {connection.last_sync_at === null ? (
              t('card.notSynced')
            ) : (
              <DateTimeText value={connection.last_sync_at} />
            )}
          </Text>
        ) : null}
      </Stack>
      {connection.last_error ? (
        <Notice tone={connection.status === 'error' ? 'error' : 'warning'}>{connection.last_error}</Notice>
      ) : null}
    </>
  );
}
