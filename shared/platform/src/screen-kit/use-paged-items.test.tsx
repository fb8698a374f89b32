import { Pager } from '@clinio/design-system';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteHarness } from '../testing/harness';
import { useLocalPage, usePagedItems } from './use-paged-items';

const NAMES = Array.from({ length: 30 }, (_, index) => `Template ${index + 1}`);

function Shown({ names, local }: { names: readonly string[]; local?: boolean }) {
  const main = usePagedItems(names, 25);
  const section = useLocalPage(names, 10);
  const paged = local ? section : main;
  return (
    <>
      <ul aria-label="Templates">
        {paged.items.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <Pager {...paged.pager} noun="templates" />
    </>
  );
}

function show(initialPath: string, local = false) {
  const seen: string[] = [];
  const App = () => <Shown names={NAMES} local={local} />;
  render(<RemoteHarness App={App} initialPath={initialPath} onNavigate={(path) => seen.push(path)} />);
  return seen;
}

it('shows the page the URL names and writes the next one to it', async () => {
  const seen = show('/forms?page=2');
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(NAMES.slice(25));
  expect(screen.getByText('Page 2 of 2 · 30 templates')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(seen.at(-1)).toBe('/forms');
  expect(screen.getAllByRole('listitem')).toHaveLength(25);
});

it('shows the last page for a page past the end of the list', () => {
  show('/forms?page=7');
  expect(screen.getByText('Page 2 of 2 · 30 templates')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(NAMES.slice(25));
});

it('pages a section in its own state, leaving the URL alone', async () => {
  const seen = show('/forms?page=2', true);
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(NAMES.slice(0, 10));
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('Page 2 of 3 · 30 templates')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Template 11');
  expect(seen.filter((path) => path !== '/forms?page=2')).toEqual([]);
});
