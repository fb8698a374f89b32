import { TEST_CONFIG } from '@clinio/platform/testing';
import { render, screen } from '@testing-library/react';
import { App } from '../app';
import { createFakeBackend } from '../testing/fake-backend';
import { setupClients } from '../testing/shell-clients';
import type { MonitoringSignals } from './monitoring-bridge';

// A page that fails to render, in place of the routes.
jest.mock('../routing/app-routes', () => ({
  AppRoutes: () => {
    throw new Error('render failed');
  },
}));

it("reports a rendering error caught by the shell's boundary with the id the screen shows", () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const renderError = jest.fn();
  const monitoring: MonitoringSignals = { navigated: jest.fn(), sessionChanged: jest.fn(), renderError };
  const { bus, clients } = setupClients(createFakeBackend());
  render(
    <App
      boot={{ config: TEST_CONFIG, registry: { schemaVersion: 1, remotes: [] }, problems: [] }}
      bus={bus}
      clients={clients}
      monitoring={monitoring}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(renderError).toHaveBeenCalledTimes(1);
  expect(renderError).toHaveBeenCalledWith(
    expect.objectContaining({ message: 'render failed' }),
    screen.getByTestId('error-id').textContent,
  );
  expect(console.error).toHaveBeenCalledWith(
    'Application Error',
    expect.objectContaining({ message: 'render failed' }),
  );
});
