import type { PlatformJob, PlatformJobPage } from '@clinio/contracts';
import { toast } from '@clinio/design-system';
import { apiError, createMockApi } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openSystemAdminPage } from '../../testing/system-admin';

const DEAD: PlatformJob = {
  id: '00000000-0000-4000-8000-0000000000b1',
  name: 'email.send',
  state: 'failed',
  attempts: 6,
  retry_limit: 5,
  last_error: 'Error: 550 mailbox unavailable: [email redacted]',
  created_at: '2026-11-20T09:00:00Z',
  start_after: '2026-11-20T09:40:00Z',
  finished_at: '2026-11-20T09:40:05Z',
};

const pageOf = (items: PlatformJob[], page = 1): PlatformJobPage => ({
  items,
  total: items.length,
  page,
  page_size: 50,
});

const listQueries = (api: ReturnType<typeof createMockApi>) =>
  api.calls.filter((call) => call.endpoint === 'listPlatformJobs').map((call) => call.query);

it('lists the dead letters first, and Retry gives one more attempt', async () => {
  const success = jest.spyOn(toast, 'success');
  let dead = [DEAD];
  const api = createMockApi()
    .on('listPlatformJobs', () => pageOf(dead))
    .on('retryPlatformJob', () => {
      dead = [];
      return { ...DEAD, state: 'retry', retry_limit: 6, finished_at: null };
    });
  await openSystemAdminPage('/system-admin/jobs', 'Jobs', api);
  const table = within(await screen.findByRole('region', { name: 'Jobs table' }));
  expect(table.getByText('Error: 550 mailbox unavailable: [email redacted]')).toBeInTheDocument();
  expect(table.getByText('6 of 6')).toBeInTheDocument();
  expect(listQueries(api)[0]).toEqual({ state: 'failed', page: 1, page_size: 50 });

  await userEvent.click(table.getByRole('button', { name: /Retry email.send job/ }));
  await waitFor(() => expect(success).toHaveBeenCalledWith('The email.send job will run again now.'));
  expect(api.calls).toContainEqual(
    expect.objectContaining({ endpoint: 'retryPlatformJob', url: `/api/system-admin/jobs/${DEAD.id}/retry` }),
  );
  expect(await screen.findByText('No dead letters')).toBeInTheDocument();
});

it('filters by state and queue, in the URL, and offers Retry only for failed jobs', async () => {
  const api = createMockApi().on('listPlatformJobs', () =>
    pageOf([{ ...DEAD, state: 'retry', finished_at: null, attempts: 2 }]),
  );
  await openSystemAdminPage('/system-admin/jobs?state=retry', 'Jobs', api);
  const table = within(await screen.findByRole('region', { name: 'Jobs table' }));
  expect(table.getByText('Waiting to retry')).toBeInTheDocument();
  expect(table.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  await userEvent.type(screen.getByRole('searchbox', { name: /Queue/ }), 'email.send');
  await waitFor(() =>
    expect(listQueries(api).at(-1)).toEqual({ state: 'retry', name: 'email.send', page: 1, page_size: 50 }),
  );
});

it('says why a retry was refused, and shows a failed read with Try again', async () => {
  const error = jest.spyOn(toast, 'error');
  const refused = createMockApi()
    .on('listPlatformJobs', () => pageOf([DEAD]))
    .on('retryPlatformJob', () => {
      throw apiError(409, {
        detail: 'Only a failed job can be retried: this one is retry.',
        code: 'conflict',
      });
    });
  const view = await openSystemAdminPage('/system-admin/jobs', 'Jobs', refused);
  await userEvent.click(await screen.findByRole('button', { name: /Retry email.send job/ }));
  await waitFor(() =>
    expect(error).toHaveBeenCalledWith('Only a failed job can be retried: this one is retry.'),
  );
  view.unmount();

  const broken = createMockApi().on('listPlatformJobs', () => {
    throw apiError(500, { detail: 'The queue could not be read.', code: 'internal' });
  });
  await openSystemAdminPage('/system-admin/jobs', 'Jobs', broken);
  expect(await screen.findByText('The queue could not be read.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
