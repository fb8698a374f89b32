import { createMockApi } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cards, connection, openAt, staff } from '../testing/render';

const account = {
  connected: false,
  account_id: null,
  charges_enabled: false,
  details_submitted: false,
  requirements_due: [],
  mode: 'development' as const,
};

it('lists each integration with its state, who is connected, the last sync and the error', async () => {
  const api = createMockApi()
    .on('listIntegrations', () =>
      cards(
        connection(),
        connection({
          provider: 'zoom',
          status: 'error',
          account_email: 'clinic@example.com',
          last_error:
            'Zoom no longer accepts this connection (access was revoked or expired). Connect again.',
        }),
      ),
    )
    .on('listGoogleCalendars', () => ({
      calendars: [{ id: 'dr.grey@example.com', name: 'Meredith', primary: true }],
    }))
    .on('getPaymentAccount', () => account);
  openAt('/dashboard/integrations', api);
  expect(await screen.findByRole('heading', { level: 1, name: 'Integrations' })).toBeInTheDocument();
  const google = await screen.findByRole('region', { name: 'Google Calendar' });
  expect(within(google).getByText('Connected as dr.grey@example.com')).toBeInTheDocument();
  expect(within(google).getByText('Development adapter')).toBeInTheDocument();
  expect(await within(google).findByLabelText('Write my visits to')).toHaveValue('primary');
  const zoom = screen.getByRole('region', { name: 'Zoom' });
  expect(within(zoom).getByText('Needs attention')).toBeInTheDocument();
  expect(within(zoom).getByRole('alert')).toHaveTextContent('access was revoked');
  expect(within(zoom).getByRole('button', { name: 'Connect again' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Connect Stripe' })).toBeInTheDocument();
});

it('disconnects Google after a confirmation and reads the list again', async () => {
  let connected = true;
  const api = createMockApi()
    .on('listIntegrations', () => cards(connected ? connection() : null))
    .on('listGoogleCalendars', () => ({ calendars: [] }))
    .on('getPaymentAccount', () => account)
    .on('disconnectGoogle', () => {
      connected = false;
      return { disconnected: true as const };
    });
  openAt('/dashboard/integrations', api);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Disconnect Google Calendar' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect Google Calendar?' });
  await user.click(within(dialog).getByRole('button', { name: 'Disconnect Google Calendar' }));
  expect(await screen.findByRole('button', { name: 'Connect Google Calendar' })).toBeInTheDocument();
  expect(api.calls.some((call) => call.endpoint === 'disconnectGoogle')).toBe(true);
});

it("shows a provider Zoom's state without its buttons, and no Stripe card without billing", async () => {
  const api = createMockApi().on('listIntegrations', () => ({
    integrations: [
      { provider: 'google_calendar' as const, mode: 'live' as const, can_manage: true, connection: null },
      { provider: 'zoom' as const, mode: 'live' as const, can_manage: false, connection: null },
    ],
  }));
  openAt('/dashboard/integrations', api, staff('provider'));
  const zoom = await screen.findByRole('region', { name: 'Zoom' });
  expect(within(zoom).queryByRole('button')).not.toBeInTheDocument();
  expect(within(zoom).getByText(/A clinic administrator connects Zoom/)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Stripe' })).not.toBeInTheDocument();
});

it("shows the server's sentence with Try again when the list cannot be read", async () => {
  const api = createMockApi()
    .on('listIntegrations', () => {
      throw Object.assign(new Error('The service is temporarily unavailable.'), { status: 503 });
    })
    .on('getPaymentAccount', () => account);
  openAt('/dashboard/integrations', api);
  expect(await screen.findByText(/temporarily unavailable/)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument());
});
