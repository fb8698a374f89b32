import { COMING_SOON_COPY, type ComingSoonSignupResponse } from '@clinio/contracts';
import { createEventBus } from '@clinio/platform';
import { apiError, createMockApi } from '@clinio/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred } from '@clinio/platform/testing';
import { renderApp } from '../testing/render-app';

function launchSection() {
  return within(screen.getByRole('region', { name: 'Clinio is coming soon' }));
}

it('shows the launch estimate, the message and the five launch features', () => {
  renderApp('/');
  const section = launchSection();
  expect(section.getByText('Estimated launch: Q4 2025')).toBeInTheDocument();
  expect(section.getByText(COMING_SOON_COPY.message)).toBeInTheDocument();
  for (const feature of COMING_SOON_COPY.features) expect(section.getByText(feature)).toBeInTheDocument();
  expect(section.getByPlaceholderText('Enter your email address')).toBeInTheDocument();
});

it('signs up: idle, then "Subscribing...", then the thank-you, and tells the shell', async () => {
  const answer = deferred<ComingSoonSignupResponse>();
  const api = createMockApi().on('signUpForLaunchNews', () => answer.promise);
  const shellBus = createEventBus();
  const published: string[] = [];
  shellBus.subscribe('marketing.signup-completed', ({ source }) => published.push(source));
  renderApp('/', { api, bus: shellBus.scoped('marketing') });
  const section = launchSection();

  await userEvent.type(section.getByPlaceholderText(COMING_SOON_COPY.placeholder), 'owner@clinic.example');
  await userEvent.click(section.getByRole('button', { name: 'Get Notified' }));

  expect(await section.findByText('Subscribing...')).toBeInTheDocument();
  expect(api.calls).toEqual([
    {
      method: 'POST',
      url: '/api/coming-soon/signup',
      endpoint: 'signUpForLaunchNews',
      body: { email: 'owner@clinic.example', source: 'landing' },
    },
  ]);
  expect(published).toEqual([]);

  answer.resolve({ status: 'subscribed' });
  expect(await section.findByText(COMING_SOON_COPY.success)).toBeInTheDocument();
  expect(published).toEqual(['landing']);
});

it('shows the spec error message when the sign-up fails, and keeps the address', async () => {
  const api = createMockApi().on('signUpForLaunchNews', () => {
    throw apiError(503, { detail: 'Service unavailable', code: 'service_unavailable' });
  });
  renderApp('/', { api });
  const section = launchSection();
  const field = section.getByPlaceholderText(COMING_SOON_COPY.placeholder);

  await userEvent.type(field, 'owner@clinic.example');
  await userEvent.click(section.getByRole('button', { name: 'Get Notified' }));

  expect(
    await section.findByText('Sorry, there was a problem subscribing. Please try again later.'),
  ).toBeInTheDocument();
  expect(field).toHaveValue('owner@clinic.example');
});

it('asks for an e-mail address before sending anything', async () => {
  const { api } = renderApp('/');
  await userEvent.click(launchSection().getByRole('button', { name: 'Get Notified' }));
  expect(await launchSection().findByText('Please enter your email address.')).toBeInTheDocument();
  expect(api.calls).toEqual([]);
});

it('hides the coming-soon section and the banner when SHOW_COMING_SOON is off', async () => {
  const first = renderApp('/', { flags: { SHOW_COMING_SOON: false } });
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(screen.queryByText(COMING_SOON_COPY.message)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Get Notified' })).not.toBeInTheDocument();
  first.unmount();

  renderApp('/faq', { flags: { SHOW_COMING_SOON: false } });
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(screen.queryByRole('complementary', { name: 'Launch announcement' })).not.toBeInTheDocument();
});

it('carries the banner on inner pages, signing up with source "banner"', async () => {
  const api = createMockApi().on('signUpForLaunchNews', () => ({ status: 'subscribed' }));
  renderApp('/faq', { api });
  const banner = within(screen.getByRole('complementary', { name: 'Launch announcement' }));
  expect(banner.getByText('Estimated launch: Q4 2025')).toBeInTheDocument();

  await userEvent.type(banner.getByPlaceholderText(COMING_SOON_COPY.placeholder), 'desk@clinic.example');
  await userEvent.click(banner.getByRole('button', { name: 'Get Notified' }));

  expect(await banner.findByText(COMING_SOON_COPY.success)).toBeInTheDocument();
  expect(api.calls[0]?.body).toEqual({ email: 'desk@clinic.example', source: 'banner' });
});

it('does not repeat the banner on the landing page, which has the full section', () => {
  renderApp('/');
  expect(screen.queryByRole('complementary', { name: 'Launch announcement' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Get Notified' })).toHaveLength(1);
});
