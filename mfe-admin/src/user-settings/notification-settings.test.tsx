import { DEFAULT_NOTIFICATION_SETTINGS } from '@clinio/contracts';
import { toast } from '@clinio/design-system';
import { apiError } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openSettings, settingsApi } from '../testing/settings-api';

const section = () => within(screen.getByRole('region', { name: 'Notification settings' }));

it('shows each notification setting as a labelled switch', async () => {
  await openSettings();
  expect(await section().findByRole('switch', { name: /^Product news/ })).not.toBeChecked();
  expect(section().getByRole('switch', { name: /^Appointment updates/ })).toBeChecked();
  expect(section().getByRole('switch', { name: /^E-mail/ })).toBeChecked();
});

it('saves a change at once and says so', async () => {
  const success = jest.spyOn(toast, 'success');
  const api = settingsApi().on('PATCH /api/users/notification-settings', () => ({
    ...DEFAULT_NOTIFICATION_SETTINGS,
    product_news: true,
  }));
  await openSettings(api);
  await userEvent.click(await section().findByRole('switch', { name: /^Product news/ }));

  await waitFor(() => expect(success).toHaveBeenCalledWith('Notification settings saved'));
  expect(api.calls).toContainEqual({
    method: 'PATCH',
    url: '/api/users/notification-settings',
    body: { product_news: true },
    endpoint: 'updateNotificationSettings',
  });
  expect(section().getByRole('switch', { name: /^Product news/ })).toBeChecked();
});

it('puts the switch back and shows the server message when saving fails', async () => {
  const failure = jest.spyOn(toast, 'error');
  const api = settingsApi().on('PATCH /api/users/notification-settings', () => {
    throw apiError(503, { detail: 'Settings are read-only during maintenance', code: 'service_unavailable' });
  });
  await openSettings(api);
  await userEvent.click(await section().findByRole('switch', { name: /^Billing updates/ }));

  await waitFor(() =>
    expect(failure).toHaveBeenCalledWith(
      'Settings are read-only during maintenance',
      'Notification settings not saved',
    ),
  );
  await waitFor(() => expect(section().getByRole('switch', { name: /^Billing updates/ })).toBeChecked());
});
