import { toast } from '@clinio/design-system';
import { apiError } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLINIC, CLINIC_ID, HILLSIDE_BRANCH, clinicSettingsApi } from '../testing/clinic-fixtures';
import { ADMIN, FRONT_DESK, openPage, validationFailure } from '../testing/render-app';

async function openSettings(api = clinicSettingsApi(), user = ADMIN) {
  const view = await openPage('/dashboard/settings', 'Clinic settings', { api, user });
  const profile = within(await screen.findByRole('form', { name: 'Clinic profile' }));
  return { ...view, profile };
}

it('saves the clinic profile with the edited fields, shows Saving... and a toast', async () => {
  const success = jest.spyOn(toast, 'success');
  let finish: (value: unknown) => void = () => undefined;
  const api = clinicSettingsApi().on(
    `PATCH /api/clinics/${CLINIC_ID}`,
    (body) =>
      new Promise((resolve) => {
        finish = () => resolve({ ...CLINIC, ...(body as object) });
      }),
  );
  const { profile } = await openSettings(api);
  const name = profile.getByLabelText(/^Clinic name/);
  expect(name).toHaveValue('Harbour Clinic');
  await userEvent.clear(name);
  await userEvent.type(name, 'Harbour Family Clinic');
  await userEvent.clear(profile.getByLabelText('Website'));
  await userEvent.type(profile.getByLabelText('Website'), 'https://harbour-family.example');
  await userEvent.clear(profile.getByLabelText('Country'));
  await userEvent.type(profile.getByLabelText('Country'), 'ca');
  await userEvent.selectOptions(profile.getByLabelText(/^Time zone/), 'Europe/London');
  await userEvent.selectOptions(profile.getByLabelText('Default branch'), HILLSIDE_BRANCH.id);
  await userEvent.click(profile.getByRole('button', { name: 'Save clinic profile' }));

  expect(await profile.findByRole('button', { name: /Saving\.\.\./ })).toBeInTheDocument();
  finish(null);
  await waitFor(() => expect(success).toHaveBeenCalledWith('Clinic settings saved'));
  expect(api.calls).toContainEqual({
    method: 'PATCH',
    url: `/api/clinics/${CLINIC_ID}`,
    body: {
      name: 'Harbour Family Clinic',
      email: 'front@harbour.example',
      phone: '+1 902 555 0100',
      website: 'https://harbour-family.example',
      address_line1: '12 Harbour Street',
      address_line2: '',
      city: 'Halifax',
      region: 'NS',
      postal_code: 'B3J 1A1',
      country: 'CA',
      timezone: 'Europe/London',
      default_branch_id: HILLSIDE_BRANCH.id,
    },
    endpoint: 'updateClinic',
  });
});

it('shows the server’s field errors inline and keeps what was typed', async () => {
  const api = clinicSettingsApi().on(`PATCH /api/clinics/${CLINIC_ID}`, () => {
    throw validationFailure([{ field: 'email', message: 'This address bounces' }]);
  });
  const { profile } = await openSettings(api);
  const email = profile.getByLabelText('Contact email');
  await userEvent.clear(email);
  await userEvent.type(email, 'desk@harbour.example');
  await userEvent.click(profile.getByRole('button', { name: 'Save clinic profile' }));

  expect(await profile.findByText('This address bounces')).toBeInTheDocument();
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveValue('desk@harbour.example');
  expect(profile.getByRole('alert')).toHaveTextContent(
    'Please correct the highlighted fields and try again.',
  );
});

it('checks the profile before sending it', async () => {
  const { api, profile } = await openSettings();
  await userEvent.clear(profile.getByLabelText(/^Clinic name/));
  await userEvent.clear(profile.getByLabelText('Website'));
  await userEvent.type(profile.getByLabelText('Website'), 'harbour');
  await userEvent.click(profile.getByRole('button', { name: 'Save clinic profile' }));
  expect(await profile.findByText('Clinic name is required')).toBeInTheDocument();
  expect(profile.getByText('Enter a web address starting with https://')).toBeInTheDocument();
  expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
});

it('lists branches with address, phone, time zone, hours, staff count and the default marker', async () => {
  await openSettings();
  const harbour = within(await screen.findByRole('listitem', { name: 'Harbour Street' }));
  expect(harbour.getByText('Default branch')).toBeInTheDocument();
  expect(harbour.getByText('12 Harbour Street, Halifax, NS, B3J 1A1, CA')).toBeInTheDocument();
  expect(harbour.getByText(/\+1 902 555 0100 · America\/Halifax · 4 staff members/)).toBeInTheDocument();
  expect(harbour.getByText('Hours: Mon–Fri 09:00–17:00, Sat 10:00–14:00')).toBeInTheDocument();
  const hillside = within(screen.getByRole('listitem', { name: 'Hillside' }));
  expect(hillside.queryByText('Default branch')).not.toBeInTheDocument();
  expect(hillside.getByText('Hours: Tue 08:00–12:00')).toBeInTheDocument();
  expect(hillside.getByText(/No phone · .* · 0 staff members/)).toBeInTheDocument();
});

it('is read-only, with the reason, for a user without settings_manage', async () => {
  const { api, profile } = await openSettings(clinicSettingsApi(), FRONT_DESK);
  expect(screen.getByText(/You can view these settings but not change them/)).toBeInTheDocument();
  expect(profile.getByLabelText(/^Clinic name/)).toHaveAttribute('readonly');
  expect(profile.getByLabelText(/^Time zone/)).toBeDisabled();
  expect(profile.queryByRole('button', { name: 'Save clinic profile' })).not.toBeInTheDocument();
  await screen.findByRole('listitem', { name: 'Hillside' });
  expect(screen.queryByRole('button', { name: 'Add branch' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit Hillside' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete Hillside' })).not.toBeInTheDocument();
  expect(api.calls.every((call) => call.method === 'GET')).toBe(true);
});

it('shows the server’s message when it refuses to delete a branch', async () => {
  const refusal =
    '4 staff members are assigned to this branch. Move them to another branch before deleting it.';
  const api = clinicSettingsApi().on(
    `DELETE /api/tenants/${CLINIC.tenant_id}/branches/${CLINIC.branches[0]?.id}`,
    () => {
      throw apiError(409, { detail: refusal, code: 'conflict' });
    },
  );
  await openSettings(api);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Harbour Street' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete Harbour Street?' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Delete branch' }));
  expect(await dialog.findByRole('alert')).toHaveTextContent(refusal);
  expect(screen.getByRole('alertdialog')).toBeInTheDocument();
});

it('deletes a branch after confirmation and lists the branches again', async () => {
  const api = clinicSettingsApi().on(
    `DELETE /api/tenants/${CLINIC.tenant_id}/branches/${HILLSIDE_BRANCH.id}`,
    () => null,
  );
  await openSettings(api);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Hillside' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete Hillside?' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Delete branch' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(api.calls).toContainEqual({
    method: 'DELETE',
    url: `/api/tenants/${CLINIC.tenant_id}/branches/${HILLSIDE_BRANCH.id}`,
    body: undefined,
    endpoint: 'deleteBranch',
  });
  expect(api.calls.filter((call) => call.url === `/api/tenants/${CLINIC.tenant_id}/branches`)).toHaveLength(
    2,
  );
});
