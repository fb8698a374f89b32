import { toast } from '@clinio/design-system';
import { apiError } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openSettings, settingsApi } from '../testing/settings-api';
import { validationFailure } from '../testing/render-app';

const form = () => within(screen.getByRole('form', { name: 'Change password' }));
const field = (label: RegExp) => form().getByLabelText(label);

async function fill(current: string, next: string, confirm = next) {
  await userEvent.type(field(/^Current password/), current);
  await userEvent.type(field(/^New password/), next);
  await userEvent.type(field(/^Confirm new password/), confirm);
}

const save = () => userEvent.click(form().getByRole('button', { name: 'Change password' }));

it('labels the three fields for password managers', async () => {
  await openSettings();
  expect(field(/^Current password/)).toHaveAttribute('autocomplete', 'current-password');
  expect(field(/^New password/)).toHaveAttribute('autocomplete', 'new-password');
  expect(field(/^Confirm new password/)).toHaveAttribute('type', 'password');
});

it('checks the fields before sending', async () => {
  const { api } = await openSettings();
  await fill('old secret', 'short', 'other');
  await save();
  expect(await form().findByText('Password must be at least 8 characters')).toBeInTheDocument();
  expect(form().getByText('Passwords do not match')).toBeInTheDocument();
  expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
});

it('changes the password, says so, empties the form and lists the sessions again', async () => {
  const success = jest.spyOn(toast, 'success');
  const api = settingsApi().on('POST /api/users/change-password', () => ({ detail: 'Password changed' }));
  await openSettings(api);
  await fill('old secret phrase', 'a much longer passphrase');
  await save();

  await waitFor(() => expect(success).toHaveBeenCalledWith('Password changed'));
  expect(api.calls).toContainEqual({
    method: 'POST',
    url: '/api/users/change-password',
    body: {
      current_password: 'old secret phrase',
      new_password: 'a much longer passphrase',
      confirm_password: 'a much longer passphrase',
    },
    endpoint: 'changePassword',
  });
  expect(form().getByRole('status')).toHaveTextContent('Your other sessions have been signed out.');
  expect(field(/^Current password/)).toHaveValue('');
  await waitFor(() => expect(api.calls.filter((call) => call.url === '/api/users/sessions')).toHaveLength(2));
});

it('shows the server field errors inline and keeps what was typed', async () => {
  const api = settingsApi().on('POST /api/users/change-password', () => {
    throw validationFailure([
      { field: 'current_password', message: 'Current password is incorrect' },
      { field: 'new_password', message: 'This password is too common' },
    ]);
  });
  await openSettings(api);
  await fill('old secret phrase', 'password1234');
  await save();

  expect(await form().findByText('Current password is incorrect')).toBeInTheDocument();
  expect(form().getByText('This password is too common')).toBeInTheDocument();
  expect(field(/^New password/)).toHaveAttribute('aria-invalid', 'true');
  expect(field(/^Current password/)).toHaveValue('old secret phrase');
  expect(field(/^Confirm new password/)).toHaveValue('password1234');
});

it('shows other failures at the top of the form', async () => {
  const api = settingsApi().on('POST /api/users/change-password', () => {
    throw apiError(429, { detail: 'Too many attempts. Try again later.', code: 'rate_limited' });
  });
  await openSettings(api);
  await fill('old secret phrase', 'a much longer passphrase');
  await save();
  expect(await form().findByRole('alert')).toHaveTextContent('Too many attempts. Try again later.');
});
