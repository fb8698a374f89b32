import { QueryState } from '@clinio/design-system';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RemoteHarness, deferred } from '../testing/harness';
import { apiError, createMockApi, type MockApi } from '../testing/mock-api';
import { useApiQuery } from './use-api-query';

interface Staff {
  items: string[];
}

function StaffList() {
  const [page, setPage] = useState(1);
  const query = useApiQuery<Staff>(`/api/staff?page=${page}`);
  return (
    <>
      <QueryState
        query={query}
        hasData={query.data !== null}
        isEmpty={query.data?.items.length === 0}
        empty={<p>No staff yet</p>}
        label="Loading staff…"
      >
        <ul>
          {query.data?.items.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </QueryState>
      <button type="button" onClick={() => setPage(2)}>
        Page 2
      </button>
    </>
  );
}

function show(api: MockApi) {
  render(<RemoteHarness App={StaffList} props={{ api }} />);
}

it('shows a spinner, then the answer', async () => {
  const answer = deferred<Staff>();
  show(createMockApi().on('GET /api/staff', () => answer.promise));
  expect(screen.getByRole('status')).toHaveTextContent('Loading staff…');
  await act(async () => answer.resolve({ items: ['Dana', 'Lee'] }));
  expect(await screen.findByText('Dana')).toBeInTheDocument();
  expect(screen.queryByText('Loading staff…')).not.toBeInTheDocument();
});

it('shows the empty state when there is nothing', async () => {
  show(createMockApi().on('GET /api/staff', () => ({ items: [] })));
  expect(await screen.findByText('No staff yet')).toBeInTheDocument();
});

it("shows the server's sentence and loads again on Try again", async () => {
  let fails = true;
  show(
    createMockApi().on('GET /api/staff', () => {
      if (fails) throw apiError(503, { detail: 'The database is busy.', code: 'service_unavailable' });
      return { items: ['Dana'] };
    }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('The database is busy.');
  fails = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Dana')).toBeInTheDocument();
});

it('keeps the previous page on screen, marked busy, while the next one loads', async () => {
  const second = deferred<Staff>();
  let answered = 0;
  const api = createMockApi().on('GET /api/staff', () => {
    answered += 1;
    return answered === 1 ? { items: ['Dana'] } : second.promise;
  });
  show(api);
  expect(await screen.findByText('Dana')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(screen.getByText('Dana')).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading staff…' })).toBeInTheDocument();
  await act(async () => second.resolve({ items: ['Lee'] }));
  expect(await screen.findByText('Lee')).toBeInTheDocument();
  expect(api.calls.map((call) => call.url)).toEqual(['/api/staff?page=1', '/api/staff?page=2']);
});
