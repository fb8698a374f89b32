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
} from '@clinio/design-system';
import { useEndpointQuery, useListParams, useRemote, useSearchFilter } from '@clinio/platform';
import { useState } from 'react';
import { messageOf } from '../../common/errors';
import { PageBody, PageHeader } from '../../common/page-header';
import { oneOf } from '../labels';

type JobState = PlatformJob['state'];

const STATE_LABELS: Record<JobState, string> = {
  failed: 'Failed (dead letters)',
  retry: 'Waiting to retry',
  active: 'Running',
  created: 'Queued',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
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
  return (
    <TableScroll label="Jobs table">
      <Table.Root size="sm" minWidth="880px">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Queue</Table.ColumnHeader>
            <Table.ColumnHeader>State</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Attempts</Table.ColumnHeader>
            <Table.ColumnHeader>Last error</Table.ColumnHeader>
            <Table.ColumnHeader>Queued</Table.ColumnHeader>
            <Table.ColumnHeader>Finished</Table.ColumnHeader>
            <Table.ColumnHeader>
              <Text srOnly>Actions</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {jobs.map((job) => (
            <Table.Row key={job.id}>
              <Table.Cell fontFamily="mono">{job.name}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={STATE_PALETTE[job.state]}>{STATE_LABELS[job.state]}</Badge>
              </Table.Cell>
              <Table.Cell textAlign="end">{`${job.attempts} of ${job.retry_limit + 1}`}</Table.Cell>
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
                    aria-label={`Retry ${job.name} job queued ${new Date(job.created_at).toISOString()}`}
                    onClick={() => onRetry(job)}
                  >
                    Retry
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
      toast.success(`The ${job.name} job will run again now.`);
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
      <PageHeader
        title="Jobs"
        lead="Work the platform does in the background: e-mails, imports, offers, trial checks. A job that failed every retry stays here as a dead letter until you retry it."
      />
      <SimpleGrid role="search" aria-label="Filter jobs" columns={{ base: 1, sm: 2 }} gap="4" mb="4">
        <FormField label="State">
          <NativeSelect.Root>
            <NativeSelect.Field
              value={state}
              onChange={(event) => list.setFilters({ state: event.target.value })}
            >
              {PLATFORM_JOB_STATES.map((value) => (
                <option key={value} value={value}>
                  {STATE_LABELS[value]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Queue" helper="e.g. email.send">
          <Input
            type="search"
            value={nameInput}
            maxLength={80}
            onChange={(event) => setNameInput(event.target.value)}
          />
        </FormField>
      </SimpleGrid>
      <QueryState query={jobs} hasData={page !== null} label="Loading jobs…">
        {page && page.items.length === 0 ? (
          <EmptyState
            title={state === 'failed' ? 'No dead letters' : `No jobs ${STATE_LABELS[state].toLowerCase()}`}
            message={
              state === 'failed'
                ? 'Every job that failed has since succeeded or is still being retried.'
                : 'Choose another state or queue.'
            }
          />
        ) : null}
        {page && page.items.length > 0 ? (
          <>
            <JobsTable jobs={page.items} busyId={busyId} onRetry={(job) => void retry(job)} />
            <Pager
              page={page.page}
              pageSize={page.page_size}
              total={page.total}
              noun={page.total === 1 ? 'job' : 'jobs'}
              onPage={list.setPage}
            />
          </>
        ) : null}
      </QueryState>
    </PageBody>
  );
}
