import { JobProgressView } from '@clinio/design-system';
import type { JobProgress } from '@clinio/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteHarness } from '../testing/harness';
import { createMockApi } from '../testing/mock-api';
import { useJobIdParam, useJobProgress } from './use-job-progress';

function ImportScreen() {
  const [jobId, setJobId] = useJobIdParam();
  const progress = useJobProgress(jobId === null ? null : `/api/jobs/${jobId}`, 5);
  if (jobId === null) {
    return (
      <button type="button" onClick={() => setJobId('j1')}>
        Start import
      </button>
    );
  }
  return progress.data ? <JobProgressView job={progress.data} label="Importing patients" /> : <p>Waiting</p>;
}

function serveJob(steps: JobProgress[]) {
  let index = 0;
  const api = createMockApi().on('GET /api/jobs/j1', () => steps[Math.min(index++, steps.length - 1)]);
  return api;
}

const job = (state: JobProgress['state'], done: number): JobProgress => ({
  id: 'j1',
  state,
  done,
  total: 4,
  detail: state === 'succeeded' ? 'Imported 4 patients.' : null,
});

it('polls until the work is done, showing the percent as it goes', async () => {
  const api = serveJob([job('running', 1), job('running', 3), job('succeeded', 4)]);
  render(<RemoteHarness App={ImportScreen} props={{ api }} />);
  await userEvent.click(screen.getByRole('button', { name: 'Start import' }));
  expect(await screen.findByText('25%')).toBeInTheDocument();
  expect(await screen.findByText('Imported 4 patients.')).toBeInTheDocument();
  expect(screen.getByText('100%')).toBeInTheDocument();
  const polls = api.calls.length;
  await new Promise((resolve) => setTimeout(resolve, 40));
  expect(api.calls).toHaveLength(polls);
});

it('follows the job again after a reload, from the id in the URL', async () => {
  const api = serveJob([job('running', 2)]);
  render(<RemoteHarness App={ImportScreen} initialPath="/import?job=j1" props={{ api }} />);
  expect(await screen.findByRole('progressbar', { name: 'Importing patients' })).toHaveAttribute(
    'aria-valuenow',
    '50',
  );
});
