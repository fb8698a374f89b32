import { Pager } from '@clinio/design-system';
import type { ListDefinition } from '@clinio/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RemoteHarness } from '../testing/harness';
import { useListParams, useSearchFilter, type ListParams } from './use-list-params';

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
      <button
        type="button"
        onClick={() => {
          // Two changes before the URL's re-render, as two quick choices on a busy machine make.
          list.setFilters({ status: 'active' });
          list.setFilters({ search: 'kim' });
        }}
      >
        Both
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

it('keeps both of two changes made before the URL is rendered again', async () => {
  const seen = show('/staff?page=2');
  await userEvent.click(screen.getByRole('button', { name: 'Both' }));
  expect(seen.at(-1)).toBe('/staff?search=kim&status=active');
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('active');
});

/** A search box whose URL writes land only when the test says so (a busy machine). */
function SlowUrlSearch() {
  const [applied, setApplied] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const list: ListParams<'search'> = {
    query: { filters: { search: applied }, page: 1 },
    isFiltered: applied !== '',
    setFilters: (filters) => setPending(filters.search ?? ''),
    setPage: () => undefined,
    clear: () => setApplied(''),
  };
  const [search, setSearch] = useSearchFilter(list, 'search', 200);
  return (
    <>
      <input aria-label="Search" value={search} onChange={(event) => setSearch(event.target.value)} />
      <p>Written: {pending ?? 'nothing'}</p>
      <button type="button" onClick={() => pending !== null && setApplied(pending)}>
        Land
      </button>
      <button type="button" onClick={list.clear}>
        Clear
      </button>
    </>
  );
}

it('keeps what was typed after a write that lands late, and still follows a Clear', async () => {
  render(<SlowUrlSearch />);
  const box = screen.getByRole('textbox', { name: 'Search' });
  await userEvent.type(box, 'le');
  await screen.findByText('Written: le');
  await userEvent.type(box, 'e');
  await userEvent.click(screen.getByRole('button', { name: 'Land' }));
  expect(box).toHaveValue('lee');
  await screen.findByText('Written: lee');
  await userEvent.click(screen.getByRole('button', { name: 'Land' }));
  await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
  expect(box).toHaveValue('');
});
