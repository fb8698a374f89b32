import { toast } from '@clinio/design-system';
import { apiError } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSIONS } from '../testing/fixtures';
import { openSettings, settingsApi } from '../testing/settings-api';
import { describeLocation } from './sessions-section';

const sessions = () => within(screen.getByRole('region', { name: 'Active sessions' }));

it('lists each session with device, browser, platform, place and times; the current one is marked', async () => {
  await openSettings();
  const rows = await sessions().findAllByRole('row');
  expect(rows).toHaveLength(3);
  const [, current, other] = rows as [HTMLElement, HTMLElement, HTMLElement];
  expect(within(current).getByText('This device')).toBeInTheDocument();
  expect(within(current).getByText('Halifax, Nova Scotia, Canada')).toBeInTheDocument();
  expect(within(current).queryByRole('button', { name: /Log out/ })).not.toBeInTheDocument();
  for (const text of ['Mobile', 'Safari', 'iOS', 'Unknown', '198.51.100.7']) {
    expect(within(other).getByText(text)).toBeInTheDocument();
  }
  expect(within(other).getByRole('button', { name: 'Log out Safari on iOS' })).toBeInTheDocument();
});

it('leaves out the parts of a place that are unknown', () => {
  expect(describeLocation({ city: 'Unknown', region: 'Ontario', country: 'Canada' })).toBe('Ontario, Canada');
  expect(describeLocation({ city: 'Unknown', region: 'Unknown', country: 'Unknown' })).toBe('Unknown');
});

it('logs out another session after confirmation, then lists the sessions again', async () => {
  const success = jest.spyOn(toast, 'success');
  const api = settingsApi().on(`POST /api/users/sessions/${SESSIONS[1]!.id}/logout`, () => ({
    detail: 'Logged out',
  }));
  await openSettings(api);
  await userEvent.click(await sessions().findByRole('button', { name: 'Log out Safari on iOS' }));

  const dialog = await screen.findByRole('alertdialog', { name: 'Log out this session?' });
  expect(within(dialog).getByText(/signed out at once/)).toBeInTheDocument();
  expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));

  await waitFor(() => expect(success).toHaveBeenCalledWith('Session logged out'));
  expect(api.calls).toContainEqual({
    method: 'POST',
    url: `/api/users/sessions/${SESSIONS[1]!.id}/logout`,
    body: undefined,
    endpoint: 'endSession',
  });
  expect(api.calls.filter((call) => call.url === '/api/users/sessions')).toHaveLength(2);
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
});

it('changes nothing when the confirmation is cancelled', async () => {
  const { api } = await openSettings();
  await userEvent.click(await sessions().findByRole('button', { name: 'Log out Safari on iOS' }));
  await userEvent.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
  );
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
});

it('keeps the dialog open with the server message when the logout fails', async () => {
  const api = settingsApi().on(`POST /api/users/sessions/${SESSIONS[1]!.id}/logout`, () => {
    throw apiError(404, { detail: 'That session has already ended', code: 'not_found' });
  });
  await openSettings(api);
  await userEvent.click(await sessions().findByRole('button', { name: 'Log out Safari on iOS' }));
  const dialog = await screen.findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('That session has already ended');
});
