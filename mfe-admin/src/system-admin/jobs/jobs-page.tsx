import { Badge, Input, NativeSelect, SimpleGrid, Table, Text } from '@chakra-ui/react';
import {
  PLATFORM_JOB_PAGE_SIZE,
  PLATFORM_JOB_STATES,
  type ListDefinition,
  type PlatformJob,
  type PlatformJobQuery,
} from '@clinio/contracts';
import {
  Button,
  DateTimeText,
  EmptyState,
  FormField,
  Pager,
  QueryState,
  TableScroll,
  toast,
  useT,
} from '@clinio/design-system';
import { useEndpointQuery, useListParams, useRemote, useSearchFilter } from '@clinio/platform';
import { useState } from 'react';
import { messageOf } from '../../common/errors';
import { PageBody, PageHeader } from '../../common/page-header';
import { catalog, type MessageKey } from '../catalog';
import { oneOf } from '../labels';

type JobState = PlatformJob['state'];

const STATE_LABELS = {
  failed: 'jobs.state.failed',
  retry: 'jobs.state.retry',
  active: 'jobs.state.active',
  created: 'jobs.state.created',
  completed: 'jobs.state.completed',
  cancelled: 'jobs.state.cancelled',
} as const satisfies Record<JobState, MessageKey>;
const STATE_PALETTE: Record<JobState, string> = {
  failed: 'red',
  retry: 'orange',
  active: 'blue',
  created: 'gray',
  completed: 'green',
  cancelled: 'gray',
};

export const JOBS_LIST: ListDefinition<'state' | 'name'> = {
  filters: ['state', 'name'],
  pageSize: PLATFORM_JOB_PAGE_SIZE.default,
  choices: { state: PLATFORM_JOB_STATES },
};

function JobsTable({
  jobs,
  busyId,
  onRetry,
}: {
  jobs: readonly PlatformJob[];
  busyId: string | null;
  onRetry: (job: PlatformJob) => void;
}) {
  const t = useT(catalog);
  return (
    <TableScroll label={t('jobs.table')}>
      <Table.Root size="sm" minWidth="880px">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('jobs.column.queue')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('jobs.column.state')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('jobs.column.attempts')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('jobs.column.lastError')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('jobs.column.queued')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('jobs.column.finished')}</Table.ColumnHeader>
            <Table.ColumnHeader>
              <Text srOnly>{t('jobs.column.actions')}</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {jobs.map((job) => (
            <Table.Row key={job.id}>
              <Table.Cell fontFamily="mono">{job.name}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={STATE_PALETTE[job.state]}>{t(STATE_LABELS[job.state])}</Badge>
              </Table.Cell>
              <Table.Cell textAlign="end">
                {t('jobs.attempts', { attempts: job.attempts, limit: job.retry_limit + 1 })}
              </Table.Cell>
              <Table.Cell maxWidth="sm" whiteSpace="normal">
                {job.last_error ?? '—'}
              </Table.Cell>
              <Table.Cell>
                <DateTimeText value={job.created_at} />
              </Table.Cell>
              <Table.Cell>{job.finished_at ? <DateTimeText value={job.finished_at} /> : '—'}</Table.Cell>
              <Table.Cell>
                {job.state === 'failed' ? (
                  <Button
                    size="sm"
                    variant="outline"
                    loading={busyId === job.id}
                    disabled={busyId !== null}
                    aria-label={t('jobs.retryLabel', {
                      name: job.name,
                      queued: new Date(job.created_at).toISOString(),
                    })}
                    onClick={() => onRetry(job)}
                  >
                    {t('jobs.retry')}
                  </Button>
                ) : null}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}

/**
 * /system-admin/jobs: the durable queue (ADR 022). The dead letters first: jobs that failed their
 * last retry, with the error's redacted text; once the cause is fixed, "Retry" gives one more
 * attempt. Other states show what is queued, waiting or done.
 */
export function JobsPage() {
  const t = useT(catalog);
  const { api } = useRemote();
  const list = useListParams(JOBS_LIST);
  const [nameInput, setNameInput] = useSearchFilter(list, 'name');
  const state = oneOf(PLATFORM_JOB_STATES, list.query.filters.state) || 'failed';
  const name = list.query.filters.name.trim();
  const query: PlatformJobQuery = {
    state,
    ...(name === '' ? {} : { name }),
    page: list.query.page,
    page_size: JOBS_LIST.pageSize,
  };
  const jobs = useEndpointQuery('listPlatformJobs', { query });
  const [busyId, setBusyId] = useState<string | null>(null);
  const page = jobs.data;

  async function retry(job: PlatformJob) {
    setBusyId(job.id);
    try {
      await api.call('retryPlatformJob', { params: { id: job.id } });
      toast.success(t('jobs.retried', { name: job.name }));
      jobs.reload();
    } catch (error) {
      toast.error(messageOf(error));
      jobs.reload();
    } finally {
      setBusyId(null);
    }
  }

  return (
    <PageBody>
      <PageHeader title={t('jobs.title')} lead={t('jobs.lead')} />
      <SimpleGrid role="search" aria-label={t('jobs.filters')} columns={{ base: 1, sm: 2 }} gap="4" mb="4">
        <FormField label={t('jobs.filters.state')}>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={state}
              onChange={(event) => list.setFilters({ state: event.target.value })}
            >
              {PLATFORM_JOB_STATES.map((value) => (
                <option key={value} value={value}>
                  {t(STATE_LABELS[value])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t('jobs.filters.queue')} helper={t('jobs.filters.queueHelper')}>
          <Input
            type="search"
            value={nameInput}
            maxLength={80}
            onChange={(event) => setNameInput(event.target.value)}
          />
        </FormField>
      </SimpleGrid>
      <QueryState query={jobs} hasData={page !== null} label={t('jobs.loading')}>
        {page && page.items.length === 0 ? (
          <EmptyState
            title={t('jobs.empty.title', { state })}
            message={state === 'failed' ? t('jobs.empty.deadLetters') : t('jobs.empty.other')}
          />
        ) : null}
        {page && page.items.length > 0 ? (
          <>
            <JobsTable jobs={page.items} busyId={busyId} onRetry={(job) => void retry(job)} />
            <Pager
              page={page.page}
              pageSize={page.page_size}
              total={page.total}
              noun={t('jobs.noun', { count: page.total })}
              onPage={list.setPage}
            />
          </>
        ) : null}
      </QueryState>
    </PageBody>
  );
}
