import { COMING_SOON_COPY } from '@clinio/contracts';
import { ShellDesignProvider } from '@clinio/design-system';
import { apiError, createMockApi } from '@clinio/platform/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShellContext, type ShellServices } from '../shell-context';
import { createShellServices } from '../testing/shell-services';
import { ComingSoonBanner } from './coming-soon-banner';

function renderBanner(services: ShellServices) {
  const published: string[] = [];
  services.bus.subscribe('marketing.signup-completed', ({ source }) => published.push(source));
  render(
    <ShellContext.Provider value={services}>
      <ComingSoonBanner />
    </ShellContext.Provider>,
    { wrapper: ShellDesignProvider },
  );
  return { published };
}

async function signUp(email: string) {
  await userEvent.type(screen.getByPlaceholderText(COMING_SOON_COPY.placeholder), email);
  await userEvent.click(screen.getByRole('button', { name: 'Get Notified' }));
}

it('shows the configured launch estimate and the spec message', () => {
  const services = createShellServices();
  renderBanner({ ...services, config: { ...services.config, estimatedLaunch: 'Q4 2025' } });
  expect(screen.getByRole('complementary', { name: 'Launch announcement' })).toBeInTheDocument();
  expect(screen.getByText('Estimated launch: Q4 2025')).toBeInTheDocument();
  expect(screen.getByText(COMING_SOON_COPY.message)).toBeInTheDocument();
});

it("signs up with the source 'banner', thanks the visitor and tells the shell", async () => {
  const api = createMockApi().on('POST /api/coming-soon/signup', () => ({ status: 'subscribed' }));
  const { published } = renderBanner(createShellServices({ api }));

  await signUp('owner@clinic.example');

  expect(await screen.findByText(COMING_SOON_COPY.success)).toBeInTheDocument();
  expect(api.calls).toEqual([
    {
      method: 'POST',
      url: '/api/coming-soon/signup',
      body: { email: 'owner@clinic.example', source: 'banner' },
      endpoint: 'signUpForLaunchNews',
    },
  ]);
  expect(published).toEqual(['banner']);
});

it('shows the spec error when the sign-up fails, and tells nobody', async () => {
  const api = createMockApi().on('POST /api/coming-soon/signup', () => {
    throw apiError(503, { detail: 'Service unavailable', code: 'service_unavailable' });
  });
  const { published } = renderBanner(createShellServices({ api }));

  await signUp('owner@clinic.example');

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Sorry, there was a problem subscribing. Please try again later.',
  );
  expect(published).toEqual([]);
});
