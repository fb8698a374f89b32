import { Heading, List, Stack, Text } from '@chakra-ui/react';
import type { MyRecordAccessEntry } from '@clinio/contracts';
import { Button, DateTimeText, EmptyState, FormAlert, QueryState, useT } from '@clinio/design-system';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { catalog } from '../catalog';
import { accessSentence } from './portal-model';

export const ACCESS_PAGE_SIZE = 25;

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}

/**
 * "Who viewed my record": each time someone at a clinic opened, changed or exported the patient's
 * record, in plain words (their role and the clinic, never a person's name). Pages by time: Load
 * more asks for the entries before the last one shown.
 */
export function RecordAccessSection() {
  const { api } = useRemote();
  const t = useT(catalog);
  const first = useEndpointQuery('listMyRecordAccess', { query: { limit: ACCESS_PAGE_SIZE } });
  const [more, setMore] = useState<{ entries: MyRecordAccessEntry[]; hasMore: boolean } | null>(null);
  const [isLoadingMore, setIsLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const firstPage = first.data?.results ?? [];
  const entries = [...firstPage, ...(more?.entries ?? [])];
  const hasMore = more === null ? firstPage.length === ACCESS_PAGE_SIZE : more.hasMore;

  async function loadMore() {
    const before = entries.at(-1)?.at;
    if (before === undefined) return;
    setIsLoadingMore(true);
    setMoreError(null);
    try {
      const answer = await api.call('listMyRecordAccess', { query: { limit: ACCESS_PAGE_SIZE, before } });
      setMore((current) => ({
        entries: [...(current?.entries ?? []), ...answer.results],
        hasMore: answer.results.length === ACCESS_PAGE_SIZE,
      }));
    } catch (error) {
      setMoreError(messageOf(error, t('access.failed')));
    } finally {
      setIsLoadingMore(false);
    }
  }

  return (
    <Stack as="section" aria-labelledby="portal-access" gap="3">
      <Heading as="h2" size="md" id="portal-access">
        {t('access.title')}
      </Heading>
      <QueryState
        query={{
          isLoading: first.isLoading,
          error: first.error,
          reload: () => {
            setMore(null);
            first.reload();
          },
        }}
        hasData={first.data !== null}
        isEmpty={entries.length === 0}
        empty={<EmptyState title={t('access.emptyTitle')} message={t('access.emptyMessage')} />}
        label={t('access.loading')}
      >
        <List.Root gap="2" variant="plain" aria-label={t('access.title')}>
          {entries.map((entry, index) => (
            <List.Item key={`${entry.at}:${index}`} borderBottomWidth="1px" pb="2" display="block">
              <Text>
                {t('access.on', { sentence: accessSentence(entry) })}
                <DateTimeText value={entry.at} />.
              </Text>
            </List.Item>
          ))}
        </List.Root>
        {moreError !== null ? (
          <Stack mt="3">
            <FormAlert>{moreError}</FormAlert>
          </Stack>
        ) : null}
        {hasMore ? (
          <Stack align="flex-start" mt="3">
            <Button
              variant="outline"
              size="sm"
              loading={isLoadingMore}
              loadingText={t('access.loadingMore')}
              onClick={() => void loadMore()}
            >
              {t('access.loadMore')}
            </Button>
          </Stack>
        ) : null}
      </QueryState>
    </Stack>
  );
}
