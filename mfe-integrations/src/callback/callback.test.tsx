import { createMockApi } from '@clinio/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import { connection, openAt, SIGNED_OUT } from '../testing/render';

it('passes the code and state on with the session and returns to the Integrations page', async () => {
  const api = createMockApi()
    .on('completeGoogleAuthorization', () => connection())
    .on('listIntegrations', () => ({ integrations: [] }))
    .on('getPaymentAccount', () => ({
      connected: false,
      account_id: null,
      charges_enabled: false,
      details_submitted: false,
      requirements_due: [],
      mode: 'stripe' as const,
    }));
  openAt('/integrations/google/callback?code=abc&state=' + 's'.repeat(43), api);
  expect(
    await screen.findByText('Google Calendar is connected. Your busy times are being read now.'),
  ).toBeInTheDocument();
  expect(api.calls.filter((call) => call.endpoint === 'completeGoogleAuthorization')).toEqual([
    expect.objectContaining({ body: { code: 'abc', state: 's'.repeat(43) } }),
  ]);
});

it("shows the server's refusal of a replayed state, and that nothing was connected", async () => {
  const api = createMockApi().on('completeZoomAuthorization', () => {
    throw new Error('This connection link is not valid any more.');
  });
  openAt('/integrations/zoom/callback?code=abc&state=' + 's'.repeat(43), api);
  expect(await screen.findByRole('alert')).toHaveTextContent('This connection link is not valid any more.');
  expect(screen.getByText(/Nothing was connected/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Integrations' })).toBeInTheDocument();
});

it('says to sign in when the callback arrives without a session, and sends nothing', async () => {
  const api = createMockApi();
  openAt('/integrations/google/callback?code=abc&state=' + 's'.repeat(43), api, SIGNED_OUT);
  expect(await screen.findByRole('alert')).toHaveTextContent('Sign in to Clinio to finish connecting');
  await waitFor(() => expect(api.calls).toEqual([]));
});

it('says so when the person did not allow the connection', async () => {
  openAt('/integrations/google/callback?error=access_denied&state=x', createMockApi());
  expect(await screen.findByRole('alert')).toHaveTextContent('You did not allow the connection.');
});
