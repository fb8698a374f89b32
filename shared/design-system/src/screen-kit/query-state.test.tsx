import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShellDesignProvider } from '../providers';
import { QueryState, type QueryStatus } from './query-state';

function show(query: Partial<QueryStatus>, props: { hasData: boolean; isEmpty?: boolean }) {
  const status: QueryStatus = { isLoading: false, error: null, reload: jest.fn(), ...query };
  render(
    <QueryState query={status} label="Loading staff…" empty={<p>No staff yet</p>} {...props}>
      <p>The list</p>
    </QueryState>,
    { wrapper: ShellDesignProvider },
  );
  return status;
}

it('shows a labelled spinner until the first answer', () => {
  show({ isLoading: true }, { hasData: false });
  expect(screen.getByRole('status')).toHaveTextContent('Loading staff…');
  expect(screen.queryByText('The list')).not.toBeInTheDocument();
});

it("shows the server's sentence with a retry that loads again", async () => {
  const status = show({ error: 'The server is busy.' }, { hasData: true });
  expect(screen.getByRole('alert')).toHaveTextContent('The server is busy.');
  expect(screen.queryByText('The list')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(status.reload).toHaveBeenCalledTimes(1);
});

it('shows the empty state when the answer holds nothing', () => {
  show({}, { hasData: true, isEmpty: true });
  expect(screen.getByText('No staff yet')).toBeInTheDocument();
  expect(screen.queryByText('The list')).not.toBeInTheDocument();
});

it('keeps the content on a reload and says it is busy', () => {
  show({ isLoading: true }, { hasData: true });
  expect(screen.getByText('The list')).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading staff…' })).toBeInTheDocument();
});
