import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openPage } from '../testing/render-app';
import { ARTICLES, plainText, searchArticles } from './articles';

it('has a body for every article, each with its own heading structure', async () => {
  const slugs = new Set<string>();
  for (const article of ARTICLES) {
    expect(slugs.has(article.slug)).toBe(false);
    slugs.add(article.slug);
    const { html } = (await article.load()).default;
    expect(html).toContain('<h2');
    expect(html).not.toContain('<h1');
  }
});

it('ranks title hits first, needs every word, and searches bodies when known', () => {
  expect(searchArticles('two-factor')[0]?.slug).toBe('two-factor-authentication');
  expect(searchArticles('csv').map((article) => article.slug)).toEqual(['audit-log']);
  expect(searchArticles('invite zebra')).toEqual([]);
  expect(searchArticles('authenticator', { 'your-profile': 'nothing here' }).map((a) => a.slug)).toEqual([
    'two-factor-authentication',
  ]);
  expect(searchArticles('quarantine', { notifications: 'a quarantine note' }).map((a) => a.slug)).toEqual([
    'notifications',
  ]);
  expect(searchArticles('   ')).toHaveLength(ARTICLES.length);
  expect(plainText('<p>Use <strong>Log out</strong> &amp; leave.</p>')).toBe('Use Log out leave.');
});

it('lists the articles by area and searches them, body text included', async () => {
  await openPage('/dashboard/documentation', 'Help and documentation');
  const security = screen.getByRole('region', { name: 'Security' });
  expect(within(security).getByRole('link', { name: 'Two-factor authentication' })).toHaveAttribute(
    'href',
    '/dashboard/documentation/two-factor-authentication',
  );

  await userEvent.type(screen.getByLabelText(/^Search the help/), 'recovery');
  const results = await screen.findByRole('list', { name: 'Search results' });
  expect(within(results).getByRole('link', { name: 'Two-factor authentication' })).toBeInTheDocument();

  await userEvent.clear(screen.getByLabelText(/^Search the help/));
  await userEvent.type(screen.getByLabelText(/^Search the help/), 'spaceship');
  expect(await screen.findByRole('heading', { name: 'No articles match' })).toBeInTheDocument();
});

it('opens an article, follows its links inside the dashboard, and says when one does not exist', async () => {
  const view = await openPage('/dashboard/documentation/getting-started', 'Getting started');
  const link = await screen.findByRole('link', { name: 'Two-factor authentication' });
  await userEvent.click(link);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Two-factor authentication' }),
  ).toBeInTheDocument();
  await waitFor(() => expect(view.onNavigate).toHaveBeenCalled());
  view.unmount();

  await openPage('/dashboard/documentation/nothing-here', 'Article not found');
  expect(screen.getByRole('link', { name: 'All help articles' })).toHaveAttribute(
    'href',
    '/dashboard/documentation',
  );
});
