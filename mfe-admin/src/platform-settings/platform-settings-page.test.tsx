import { toast } from '@clinio/design-system';
import { apiError, deferred, type MockApi } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRANCHES } from '../testing/fixtures';
import {
  PLATFORM_CLINIC_ID as CLINIC_ID,
  buildPlatformClinic as buildClinic,
  platformSettingsApi as settingsApi,
} from '../testing/platform-settings-fixtures';
import { ADMIN, FRONT_DESK, SUPER_ADMIN, openPage, validationFailure } from '../testing/render-app';

const TITLE = 'Platform settings';
const PATH = '/dashboard/admin/platform-settings';
const [MAIN, HILL] = BRANCHES;

const openSettings = (api = settingsApi(), user = SUPER_ADMIN) => openPage(PATH, TITLE, { api, user });
const timeoutForm = async () => within(await screen.findByRole('form', { name: 'Session timeout' }));
const clinicForm = async () =>
  within(await screen.findByRole('form', { name: 'Clinic time zone and default branch' }));
const patches = (api: MockApi) => api.calls.filter((call) => call.method === 'PATCH');

async function typeMinutes(value: string) {
  const form = await timeoutForm();
  const input = form.getByLabelText(/^Sign staff out after/);
  await userEvent.clear(input);
  if (value !== '') await userEvent.type(input, value);
  return form;
}

describe.each([
  ['an admin', ADMIN],
  ['front desk', FRONT_DESK],
])('for %s', (_who, user) => {
  it('says only super admins can change them, and asks the server nothing', async () => {
    const { api } = await openSettings(settingsApi(), user);
    expect(screen.getByText(/Only super admins can change platform settings/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});

describe('session timeout', () => {
  it('shows the saved timeout and when the warning comes', async () => {
    await openSettings();
    const form = await timeoutForm();
    expect(form.getByLabelText(/^Sign staff out after/)).toHaveValue(30);
    expect(form.getByText(/min\(5, 10%\) minutes before sign-out/)).toHaveTextContent(
      'With 30 minutes, it appears 3 minutes before.',
    );
    await typeMinutes('240');
    expect(form.getByText(/min\(5, 10%\)/)).toHaveTextContent(
      'With 240 minutes, it appears 5 minutes before.',
    );
    await typeMinutes('15');
    expect(form.getByText(/min\(5, 10%\)/)).toHaveTextContent('it appears 1 minute 30 seconds before.');
  });

  it.each([
    ['0', 'At least 1 minute'],
    ['481', 'At most 8 hours'],
    ['', 'Enter a number of minutes from 1 to 480'],
    ['12.5', 'Use whole minutes, e.g. 30'],
  ])('refuses %p before sending: %s', async (value, message) => {
    const { api } = await openSettings();
    const form = await typeMinutes(value);
    await userEvent.click(form.getByRole('button', { name: 'Save session timeout' }));
    expect(await form.findByText(message)).toBeInTheDocument();
    expect(form.getByLabelText(/^Sign staff out after/)).toHaveAttribute('aria-invalid', 'true');
    expect(patches(api)).toEqual([]);
  });

  it('saves, reading "Saving..." meanwhile, and says so', async () => {
    const success = jest.spyOn(toast, 'success');
    const answer = deferred<unknown>();
    const api = settingsApi().on('PATCH /api/tenant-settings', () => answer.promise);
    await openSettings(api);
    const form = await typeMinutes('45');
    await userEvent.click(form.getByRole('button', { name: 'Save session timeout' }));
    expect(await form.findByText('Saving...')).toBeInTheDocument();
    answer.resolve({ session_timeout_minutes: 45 });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Session timeout saved'));
    expect(patches(api)).toEqual([
      {
        method: 'PATCH',
        url: '/api/tenant-settings',
        body: { session_timeout_minutes: 45 },
        endpoint: 'updateTenantSettings',
      },
    ]);
    expect(form.getByLabelText(/^Sign staff out after/)).toHaveValue(45);
  });

  it("maps the server's field errors inline and keeps what was typed", async () => {
    const api = settingsApi().on('PATCH /api/tenant-settings', () => {
      throw validationFailure([
        { field: 'session_timeout_minutes', message: 'Must be a whole number of minutes' },
      ]);
    });
    await openSettings(api);
    const form = await typeMinutes('60');
    await userEvent.click(form.getByRole('button', { name: 'Save session timeout' }));
    expect(await form.findByText('Must be a whole number of minutes')).toBeInTheDocument();
    expect(form.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields and try again.');
    expect(form.getByLabelText(/^Sign staff out after/)).toHaveValue(60);
    expect(form.getByLabelText(/^Sign staff out after/)).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's detail when saving fails for another reason", async () => {
    const api = settingsApi().on('PATCH /api/tenant-settings', () => {
      throw apiError(403, {
        detail: 'Trial expired. Please upgrade to access this feature.',
        code: 'feature_locked',
      });
    });
    await openSettings(api);
    const form = await typeMinutes('60');
    await userEvent.click(form.getByRole('button', { name: 'Save session timeout' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Trial expired. Please upgrade to access this feature.',
    );
    expect(form.getByLabelText(/^Sign staff out after/)).toHaveValue(60);
  });

  it("shows the server's detail when the setting cannot load, and the rest of the page still works", async () => {
    const api = settingsApi().on('GET /api/tenant-settings', () => {
      throw apiError(403, {
        detail: 'Trial expired. Please upgrade to access this feature.',
        code: 'feature_locked',
      });
    });
    await openSettings(api);
    const section = within(screen.getByRole('region', { name: 'Session timeout' }));
    expect(await section.findByRole('alert')).toHaveTextContent(
      'Trial expired. Please upgrade to access this feature.',
    );
    expect(await clinicForm()).toBeDefined();
  });
});

describe('time zone and default branch', () => {
  it('shows the clinic profile values and saves only what changed', async () => {
    const success = jest.spyOn(toast, 'success');
    const api = settingsApi().on(`PATCH /api/clinics/${CLINIC_ID}`, (body) =>
      buildClinic({ ...(body as object), default_branch_id: HILL.id }),
    );
    await openSettings(api);
    const form = await clinicForm();
    expect(form.getByLabelText(/^Time zone/)).toHaveValue('America/Halifax');
    expect(form.getByLabelText(/^Default branch/)).toHaveValue(MAIN.id);

    await userEvent.selectOptions(form.getByLabelText(/^Time zone/), 'Europe/London');
    await userEvent.selectOptions(form.getByLabelText(/^Default branch/), HILL.id);
    await userEvent.click(form.getByRole('button', { name: 'Save time zone and branch' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Clinic time zone and default branch saved'));
    expect(patches(api)).toEqual([
      {
        method: 'PATCH',
        url: `/api/clinics/${CLINIC_ID}`,
        body: { timezone: 'Europe/London', default_branch_id: HILL.id },
        endpoint: 'updateClinic',
      },
    ]);

    await userEvent.selectOptions(form.getByLabelText(/^Time zone/), 'Asia/Tokyo');
    await userEvent.click(form.getByRole('button', { name: 'Save time zone and branch' }));
    await waitFor(() => expect(patches(api)).toHaveLength(2));
    expect(patches(api)[1]?.body).toEqual({ timezone: 'Asia/Tokyo' });
  });

  it("maps the server's field errors inline and keeps the choice", async () => {
    const api = settingsApi().on(`PATCH /api/clinics/${CLINIC_ID}`, () => {
      throw validationFailure([{ field: 'default_branch_id', message: 'Unknown branch' }]);
    });
    await openSettings(api);
    const form = await clinicForm();
    await userEvent.selectOptions(form.getByLabelText(/^Default branch/), HILL.id);
    await userEvent.click(form.getByRole('button', { name: 'Save time zone and branch' }));
    expect(await form.findByText('Unknown branch')).toBeInTheDocument();
    expect(form.getByLabelText(/^Default branch/)).toHaveValue(HILL.id);
    expect(form.getByLabelText(/^Default branch/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the saved zone selectable even when the browser does not list it', async () => {
    const api = settingsApi().on(`GET /api/clinics/${CLINIC_ID}`, () =>
      buildClinic({ timezone: 'Etc/GMT+5' }),
    );
    await openSettings(api);
    const form = await clinicForm();
    expect(form.getByLabelText(/^Time zone/)).toHaveValue('Etc/GMT+5');
    expect(form.getByRole('option', { name: 'UTC' })).toBeInTheDocument();
  });
});
