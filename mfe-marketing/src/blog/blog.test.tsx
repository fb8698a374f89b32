import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../testing/render-app';
import { POSTS } from './posts';

it('lists every article with its date, reading time and summary', async () => {
  renderApp('/blog');
  await screen.findByRole('heading', { level: 1, name: 'Notes on running a clinic' });
  const list = within(screen.getByRole('main'));
  for (const post of POSTS) {
    expect(list.getByRole('link', { name: post.title })).toHaveAttribute('href', `/blog/${post.slug}`);
    expect(list.getByText(post.summary)).toBeInTheDocument();
  }
  expect(list.getByText('8 September 2026')).toBeInTheDocument();
});

it('opens an article from the list and shows its body', async () => {
  const { onNavigate } = renderApp('/blog');
  await userEvent.click(
    await screen.findByRole('link', { name: 'Intake forms and consent: collect it once, collect it right' }),
  );
  expect(onNavigate).toHaveBeenCalledWith('/blog/intake-forms-and-consent');
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'Intake forms and consent: collect it once, collect it right',
    }),
  ).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Consents should expire' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/By The Clinio team/)).toBeInTheDocument();
});

it('renders the markdown body of a post opened directly', async () => {
  renderApp('/blog/reducing-no-shows');
  expect(
    await screen.findByRole('heading', {
      level: 2,
      name: '2. Book the next visit before the patient leaves',
    }),
  ).toBeInTheDocument();
  expect(screen.getByText(/An empty chair is the one cost a clinic can never recover/)).toBeInTheDocument();
});

it('says "Article not found" for an unknown slug, with a way back to the blog', async () => {
  renderApp('/blog/not-a-real-article');
  expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');
  expect(document.title).toBe('Article not found — Clinio');
});

it('routes links inside an article body through the shell', async () => {
  const { onNavigate } = renderApp('/privacy');
  await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
  expect(screen.getByText('Last updated: 22 November 2026')).toBeInTheDocument();
  const links = within(screen.getByRole('main')).getAllByRole('link', { name: 'contact page' });
  await userEvent.click(links[0]!);
  expect(onNavigate).toHaveBeenCalledWith('/contact-us');
  expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
});
