import { Pager } from '@clinio/design-system';
import type { ListDefinition } from '@clinio/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteHarness } from '../testing/harness';
import { useListParams, useSearchFilter } from './use-list-params';

const LIST: ListDefinition<'search' | 'status'> = {
  filters: ['search', 'status'],
  pageSize: 10,
  choices: { status: ['active', 'invited'] },
};

function Staff() {
  const list = useListParams(LIST);
  const [search, setSearch] = useSearchFilter(list, 'search', 10);
  return (
    <>
      <input aria-label="Search" value={search} onChange={(event) => setSearch(event.target.value)} />
      <select
        aria-label="Status"
        value={list.query.filters.status}
        onChange={(event) => list.setFilters({ status: event.target.value })}
      >
        <option value="">Any</option>
        <option value="active">Active</option>
      </select>
      <button type="button" onClick={list.clear}>
        Clear
      </button>
      <Pager page={list.query.page} pageSize={10} total={35} noun="staff members" onPage={list.setPage} />
    </>
  );
}

function show(initialPath: string) {
  const seen: string[] = [];
  render(<RemoteHarness App={Staff} initialPath={initialPath} onNavigate={(path) => seen.push(path)} />);
  return seen;
}

it('opens on the page and filters a shared link carries', () => {
  show('/staff?status=active&search=dana&page=3');
  expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('dana');
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('active');
  expect(screen.getByText('Page 3 of 4 · 35 staff members')).toBeInTheDocument();
});

it('writes each change to the URL, back to page 1 when a filter changes', async () => {
  const seen = show('/staff?page=2');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(seen.at(-1)).toBe('/staff?page=3');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'active');
  expect(seen.at(-1)).toBe('/staff?status=active');
  await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'lee');
  await waitFor(() => expect(seen.at(-1)).toBe('/staff?search=lee&status=active'));
  await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
  expect(seen.at(-1)).toBe('/staff');
  expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
});
