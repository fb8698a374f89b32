import { SPEC_MARKETING_PATHS } from '@clinio/contracts';
import { readAreaDeclaration, routeInArea } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MARKETING_ALIASES } from './app';
import { renderApp } from './testing/render-app';
import areaJson from '../area.json';

const PAGES: [path: string, heading: string, title: string][] = [
  ['/', 'Run your clinic from one calendar, one chart and one inbox', 'Clinio — AI-Powered Healthcare'],
  ['/product-details', 'Everything your clinic runs on, in one product', 'Product details — Clinio'],
  ['/about-us', 'About us', 'About us — Clinio'],
  ['/contact-us', 'Contact us', 'Contact us — Clinio'],
  ['/patient-journey', 'From first booking to paid invoice', 'Patient journey — Clinio'],
  ['/specialties', 'Built for outpatient clinics of many kinds', 'Specialties — Clinio'],
  ['/case-studies', 'Illustrative scenarios: how clinics would run on Clinio', 'Case studies — Clinio'],
  ['/comparison', 'How Clinio compares with the way clinics work today', 'Comparison — Clinio'],
  ['/roi-calculator', 'What do no-shows cost your clinic?', 'ROI calculator — Clinio'],
  ['/blog', 'Notes on running a clinic', 'Blog — Clinio'],
  [
    '/blog/reducing-no-shows',
    'Seven ways to reduce no-shows without annoying your patients',
    'Seven ways to reduce no-shows without annoying your patients — Clinio',
  ],
  ['/faq', 'Frequently asked questions', 'FAQ — Clinio'],
  ['/privacy', 'Privacy policy', 'Privacy policy — Clinio'],
  ['/terms', 'Terms of service', 'Terms of service — Clinio'],
];

describe.each(PAGES)('%s', (path, heading, title) => {
  it('shows exactly one h1, the page title, and the frame around it', async () => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe(title));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

it('declares in its area every marketing page of spec 2.1, and serves each one it declares', () => {
  const area = readAreaDeclaration(areaJson);
  const served = [...PAGES.map(([page]) => page), '/blog/some-post', ...Object.keys(MARKETING_ALIASES)];
  expect(served.filter((page) => routeInArea('marketing', area, page) === undefined)).toEqual([]);
  expect(SPEC_MARKETING_PATHS.filter((page) => !area.routes.includes(page))).toEqual([]);
  expect(area.nav).toEqual([]);
});

it.each(Object.entries(MARKETING_ALIASES))(
  'redirects %s to %s, replacing the history entry',
  async (from, to) => {
    const { onNavigate } = renderApp(from);
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(to));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  },
);

it('shows a not-found page for an unknown marketing path', async () => {
  renderApp('/no-such-page');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});

it('renders the version in the footer for release checks', () => {
  renderApp('/');
  expect(screen.getByTestId('marketing-version')).toHaveTextContent('v0.0.0-test');
  const year = new Date().getFullYear();
  expect(screen.getByText(`© ${year} Clinio. Clinic and patient management.`)).toBeInTheDocument();
});

it('offers "Sign in" only when login is enabled', () => {
  const first = renderApp('/', { flags: { ENABLE_LOGIN: true } });
  expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/login',
  );
  first.unmount();
  renderApp('/', { flags: { ENABLE_LOGIN: false } });
  expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
});

it('leads "Book a demo" to the contact page and moves through the shell', async () => {
  const { onNavigate } = renderApp('/');
  await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Book a demo' }));
  expect(onNavigate).toHaveBeenCalledWith('/contact-us');
  expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
});

it('links the footer to the product, about, blog, FAQ, privacy, terms and contact pages', () => {
  renderApp('/');
  const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
  for (const [name, href] of [
    ['Product details', '/product-details'],
    ['About us', '/about-us'],
    ['Blog', '/blog'],
    ['FAQ', '/faq'],
    ['Privacy policy', '/privacy'],
    ['Terms of service', '/terms'],
    ['Contact us', '/contact-us'],
  ] as const) {
    expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
  }
});

it('moves focus to the main content from the skip link', async () => {
  renderApp('/');
  await userEvent.tab();
  const skip = screen.getByRole('link', { name: 'Skip to content' });
  expect(skip).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('main')).toHaveFocus();
});

it('opens the mobile menu, and closes it after following a link', async () => {
  renderApp('/');
  const toggle = screen.getByRole('button', { name: 'Menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  const menu = screen.getByRole('navigation', { name: 'Mobile' });
  expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(within(menu).getByRole('link', { name: 'Specialties' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Built for outpatient clinics of many kinds' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
});
