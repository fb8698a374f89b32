import { toast } from '@clinio/design-system';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLINIC, HILLSIDE_BRANCH, OFFICE_HOURS, clinicSettingsApi } from '../testing/clinic-fixtures';
import { TENANT_ID } from '../testing/fixtures';
import { openPage, validationFailure } from '../testing/render-app';

const BRANCHES_URL = `/api/tenants/${TENANT_ID}/branches`;

async function openDialog(api = clinicSettingsApi(), button = 'Add branch', title = 'Add branch') {
  await openPage('/dashboard/settings', 'Clinic settings', { api });
  await screen.findByRole('listitem', { name: 'Hillside' });
  await userEvent.click(screen.getByRole('button', { name: button }));
  return within(await screen.findByRole('dialog', { name: title }));
}

async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

function day(dialog: Pick<typeof screen, 'getByRole'>, name: string) {
  return within(dialog.getByRole('group', { name }));
}

it('adds a branch with its address, time zone and opening hours', async () => {
  const success = jest.spyOn(toast, 'success');
  const api = clinicSettingsApi().on(`POST ${BRANCHES_URL}`, (body) => ({
    ...HILLSIDE_BRANCH,
    ...(body as object),
    id: '00000000-0000-4000-8000-0000000000b3',
  }));
  const dialog = await openDialog(api);
  // A new branch starts in the clinic's time zone, closed every day.
  expect(dialog.getByLabelText(/^Time zone/)).toHaveValue(CLINIC.timezone);
  expect(day(dialog, 'Monday').getByText('Closed')).toBeInTheDocument();

  // Pasted, not typed key by key: 43 re-renders of the whole dialog took this test past its
  // timeout on a busy machine, and typing is not what it checks.
  await fill(dialog.getByLabelText(/^Branch name/), 'Waterfront');
  await fill(dialog.getByLabelText('Address line 1'), '1 Pier Road');
  await fill(dialog.getByLabelText('City'), 'Halifax');
  await fill(dialog.getByLabelText('Phone'), '+1 902 555 0199');
  await userEvent.selectOptions(dialog.getByLabelText(/^Time zone/), 'America/Toronto');
  await userEvent.click(day(dialog, 'Monday').getByRole('checkbox', { name: 'Open on Monday' }));
  fireEvent.change(dialog.getByLabelText('Monday opens'), { target: { value: '08:30' } });
  fireEvent.change(dialog.getByLabelText('Monday closes'), { target: { value: '16:00' } });
  await userEvent.click(day(dialog, 'Saturday').getByRole('checkbox', { name: 'Open on Saturday' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Add branch' }));

  await waitFor(() => expect(success).toHaveBeenCalledWith('Branch Waterfront added'));
  expect(api.calls).toContainEqual({
    method: 'POST',
    url: BRANCHES_URL,
    body: {
      name: 'Waterfront',
      phone: '+1 902 555 0199',
      address_line1: '1 Pier Road',
      address_line2: '',
      city: 'Halifax',
      region: '',
      postal_code: '',
      country: '',
      timezone: 'America/Toronto',
      opening_hours: {
        monday: { open: '08:30', close: '16:00' },
        tuesday: null,
        wednesday: null,
        thursday: null,
        friday: null,
        saturday: { open: '09:00', close: '17:00' },
        sunday: null,
      },
    },
    endpoint: 'createBranch',
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.calls.filter((call) => call.url === BRANCHES_URL && call.method === 'GET')).toHaveLength(2);
});

it('edits a branch: its values are filled in and a day can be closed or opened', async () => {
  const api = clinicSettingsApi().on(`PATCH ${BRANCHES_URL}/${HILLSIDE_BRANCH.id}`, (body) => ({
    ...HILLSIDE_BRANCH,
    ...(body as object),
  }));
  const dialog = await openDialog(api, 'Edit Hillside', 'Edit branch Hillside');
  expect(dialog.getByLabelText(/^Branch name/)).toHaveValue('Hillside');
  expect(dialog.getByLabelText('Address line 1')).toHaveValue('8 Hill Road');
  expect(dialog.getByLabelText('Tuesday opens')).toHaveValue('08:00');

  await userEvent.click(day(dialog, 'Tuesday').getByRole('checkbox', { name: 'Open on Tuesday' }));
  expect(day(dialog, 'Tuesday').getByText('Closed')).toBeInTheDocument();
  await userEvent.click(day(dialog, 'Thursday').getByRole('checkbox', { name: 'Open on Thursday' }));
  fireEvent.change(dialog.getByLabelText('Thursday closes'), { target: { value: '20:00' } });
  await userEvent.click(dialog.getByRole('button', { name: 'Save branch' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const patch = api.calls.find((call) => call.method === 'PATCH');
  expect(patch?.body).toMatchObject({
    name: 'Hillside',
    address_line1: '8 Hill Road',
    opening_hours: {
      monday: null,
      tuesday: null,
      thursday: { open: '09:00', close: '20:00' },
      sunday: null,
    },
  });
});

it('refuses opening hours that close before they open, on that day’s row', async () => {
  const dialog = await openDialog(clinicSettingsApi(), 'Edit Hillside', 'Edit branch Hillside');
  fireEvent.change(dialog.getByLabelText('Tuesday closes'), { target: { value: '07:00' } });
  await userEvent.click(dialog.getByRole('button', { name: 'Save branch' }));
  expect(await dialog.findByText('Tuesday: Closing time must be after opening time')).toBeInTheDocument();
  expect(dialog.getByLabelText('Tuesday closes')).toHaveAttribute('aria-invalid', 'true');
  // Fixing the day clears its message.
  fireEvent.change(dialog.getByLabelText('Tuesday closes'), { target: { value: '12:30' } });
  expect(dialog.queryByText(/Tuesday: Closing time/)).not.toBeInTheDocument();
});

it('shows the server’s field errors in the dialog, also for a weekday', async () => {
  const api = clinicSettingsApi().on(`PATCH ${BRANCHES_URL}/${HILLSIDE_BRANCH.id}`, () => {
    throw validationFailure([
      { field: 'name', message: 'A branch with this name already exists' },
      { field: 'opening_hours.tuesday.open', message: 'Use a time like 08:30 (24-hour clock)' },
    ]);
  });
  const dialog = await openDialog(api, 'Edit Hillside', 'Edit branch Hillside');
  await userEvent.clear(dialog.getByLabelText(/^Branch name/));
  await userEvent.type(dialog.getByLabelText(/^Branch name/), 'Harbour Street');
  await userEvent.click(dialog.getByRole('button', { name: 'Save branch' }));
  expect(await dialog.findByText('A branch with this name already exists')).toBeInTheDocument();
  expect(dialog.getByText('Tuesday: Use a time like 08:30 (24-hour clock)')).toBeInTheDocument();
  expect(dialog.getByLabelText(/^Branch name/)).toHaveValue('Harbour Street');
  expect(OFFICE_HOURS.sunday).toBeNull();
});
