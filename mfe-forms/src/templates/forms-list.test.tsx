import { createMockApi } from '@clinio/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openAt, template } from '../testing/render';
import { TEMPLATES_PAGE_SIZE } from './forms-list-page';

/** 30 templates, newest first as the server answers them, every third a consent form. */
const MANY = Array.from({ length: 30 }, (_, index) =>
  template({
    id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    name: `Form ${index + 1}`,
    form_type: index % 3 === 0 ? 'consent' : 'intake',
  }),
);

function cardNames() {
  return screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
}

it('shows a page of cards and the next page from the pager', async () => {
  const { onNavigate } = await openAt('/forms', 'Form Templates', {
    api: createMockApi().on('listFormTemplates', () => MANY),
  });
  await screen.findByRole('heading', { name: 'Form 1' });
  expect(cardNames()).toHaveLength(TEMPLATES_PAGE_SIZE);
  expect(screen.getByText('30 form templates')).toBeInTheDocument();
  expect(screen.getByText('Page 1 of 2 · 30 form templates')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(onNavigate).toHaveBeenLastCalledWith('/forms?page=2');
  expect(cardNames()).toEqual(['Form 25', 'Form 26', 'Form 27', 'Form 28', 'Form 29', 'Form 30']);
});

it('finds templates by name or type, keeps the search in the URL, and says when none match', async () => {
  const { onNavigate } = await openAt('/forms?page=2', 'Form Templates', {
    api: createMockApi().on('listFormTemplates', () => MANY),
  });
  await screen.findByRole('heading', { name: 'Form 25' });
  const user = userEvent.setup();
  const search = screen.getByRole('searchbox', { name: 'Search forms' });
  await user.type(search, 'consent 2');
  await waitFor(() => expect(onNavigate).toHaveBeenLastCalledWith('/forms?search=consent+2'));
  expect(cardNames()).toEqual(['Form 22', 'Form 25', 'Form 28']);
  await user.clear(search);
  await user.type(search, 'pediatric');
  expect(await screen.findByText('No form matches “pediatric”')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear search' }));
  await screen.findByRole('heading', { name: 'Form 1' });
  expect(search).toHaveValue('');
});
