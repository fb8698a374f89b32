import type { PlatformSettings } from '@clinio/contracts';
import { toast } from '@clinio/design-system';
import { createMockApi, deferred, type MockApi } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validationFailure } from '../../testing/render-app';
import { PLATFORM_SETTINGS, openSystemAdminPage } from '../../testing/system-admin';

const SETTINGS = '/api/system-admin/settings';

function settingsApi(): MockApi {
  return createMockApi().on(`GET ${SETTINGS}`, () => PLATFORM_SETTINGS);
}

async function openSettings(api = settingsApi()) {
  await openSystemAdminPage('/system-admin/settings', 'Platform settings', api);
  return within(await screen.findByRole('form', { name: 'Platform settings' }));
}

it('shows the saved settings and who changed them last', async () => {
  const form = await openSettings();
  expect(form.getByLabelText(/Default trial length/)).toHaveValue(14);
  expect(form.getByLabelText('Support e-mail')).toHaveValue('help@clinio.example');
  expect(form.getByLabelText(/Default session timeout/)).toHaveValue(30);
  expect(form.getByText(/by Root Operator/)).toBeInTheDocument();
});

it('checks the fields before sending anything', async () => {
  const api = settingsApi();
  const form = await openSettings(api);
  await userEvent.clear(form.getByLabelText(/Default trial length/));
  await userEvent.type(form.getByLabelText(/Default trial length/), '400');
  await userEvent.clear(form.getByLabelText('Support e-mail'));
  await userEvent.type(form.getByLabelText('Support e-mail'), 'not-an-email');
  await userEvent.clear(form.getByLabelText(/Default session timeout/));
  await userEvent.click(form.getByRole('button', { name: 'Save settings' }));
  expect(await form.findByText('At most 365 days')).toBeInTheDocument();
  expect(form.getByText('Enter a valid email address')).toBeInTheDocument();
  expect(form.getByText('Must be a number')).toBeInTheDocument();
  expect(form.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields and try again.');
  expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
});

it('sends only the changed fields, shows Saving... and confirms with a toast', async () => {
  const success = jest.spyOn(toast, 'success');
  const answer = deferred<PlatformSettings>();
  const api = settingsApi().on(`PATCH ${SETTINGS}`, () => answer.promise);
  const form = await openSettings(api);
  await userEvent.type(form.getByLabelText('Maintenance banner'), 'Planned maintenance Sunday 02:00 UTC');
  await userEvent.clear(form.getByLabelText(/Default session timeout/));
  await userEvent.type(form.getByLabelText(/Default session timeout/), '45');
  await userEvent.click(form.getByRole('button', { name: 'Save settings' }));
  expect(await form.findByRole('button', { name: /Saving/ })).toBeInTheDocument();
  expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
    maintenance_banner: 'Planned maintenance Sunday 02:00 UTC',
    default_session_timeout_minutes: 45,
  });
  answer.resolve({
    ...PLATFORM_SETTINGS,
    maintenance_banner: 'Planned maintenance Sunday 02:00 UTC',
    default_session_timeout_minutes: 45,
  });
  await waitFor(() => expect(success).toHaveBeenCalledWith('Platform settings saved'));
  expect(form.getByLabelText(/Default session timeout/)).toHaveValue(45);
});

it('shows the server field errors beside the fields', async () => {
  const api = settingsApi().on(`PATCH ${SETTINGS}`, () => {
    throw validationFailure([{ field: 'support_email', message: 'This domain does not receive e-mail' }]);
  });
  const form = await openSettings(api);
  await userEvent.clear(form.getByLabelText('Support e-mail'));
  await userEvent.type(form.getByLabelText('Support e-mail'), 'help@nowhere.example');
  await userEvent.click(form.getByRole('button', { name: 'Save settings' }));
  expect(await form.findByText('This domain does not receive e-mail')).toBeInTheDocument();
  expect(form.getByLabelText('Support e-mail')).toHaveAttribute('aria-invalid', 'true');
  expect(form.getByLabelText('Support e-mail')).toHaveValue('help@nowhere.example');
});
