import type { PatientAccessEntry, PatientRecord } from '@clinio/contracts';
import type { ExtensionFiller, ExtensionHost } from '@clinio/platform';
import { apiError, type MockApi } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FRONT_DESK, PROVIDER_LIKE, SUPER_ADMIN, buildRecord } from '../testing/fixtures';
import { openPage, withClinic } from '../testing/render-app';

const MARIA = buildRecord({
  first_name: 'Maria',
  last_name: 'Lopez',
  preferred_name: 'Mia',
  chart_number: 'P-000123',
  phone_number: '+12025550143',
  email: 'maria@example.com',
  allergies: ['Penicillin', 'Latex'],
  alerts: ['Hard of hearing'],
  insurance: 'Blue Shield 123',
  city: 'Halifax',
});
const chartUrl = (patient: PatientRecord, tab = '') => `/dashboard/patients/${patient.id}${tab}`;

function chartApi(patient: PatientRecord = MARIA): MockApi {
  return withClinic().on('getPatient', ({ params }) => {
    if (params.id !== patient.id) throw apiError(404, { detail: 'Patient not found', code: 'not_found' });
    return patient;
  });
}

const ENTRY: PatientAccessEntry = {
  at: '2026-11-20T14:05:00Z',
  action: 'patient.read',
  action_label: 'Viewed the chart',
  actor_type: 'staff',
  actor_name: 'Fran Desk',
  actor_role: 'front_desk',
  ip_address: '203.0.113.9',
  location: 'Halifax, Canada',
  outcome: 'success',
};

it('shows the header and the allergies and alerts banner', async () => {
  const { api } = await openPage(chartUrl(MARIA), /Maria “Mia” Lopez/, { api: chartApi() });
  expect(document.title).toBe('P-000123 · Patient chart — Clinio');
  expect(screen.getByText('P-000123')).toBeInTheDocument();
  const header = within(screen.getByRole('heading', { level: 1 }).parentElement!);
  expect(await header.findByText('(202) 555-0143')).toBeInTheDocument();
  expect(header.getByText('maria@example.com')).toBeInTheDocument();
  const banner = screen.getByRole('region', { name: 'Allergies and alerts' });
  expect(banner).toHaveTextContent('Allergies: Penicillin, Latex');
  expect(banner).toHaveTextContent('Alerts: Hard of hearing');
  expect(api.calls.find((call) => call.endpoint === 'getPatient')?.query).toEqual({ purpose: 'view' });
});

it('shows an archived badge and a link to the record it was merged into', async () => {
  const merged = buildRecord({
    is_active: false,
    archived_at: '2026-11-01T10:00:00Z',
    merged_into: MARIA.id,
  });
  await openPage(chartUrl(merged), /Patient Number/, { api: chartApi(merged) });
  expect(screen.getByText('Archived')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'the surviving record' })).toHaveAttribute('href', chartUrl(MARIA));
});

it('shows a clear not-found state for an unknown id, and for a malformed one', async () => {
  const { api } = await openPage(chartUrl(buildRecord()), 'Patient not found', { api: chartApi() });
  expect(screen.getByRole('link', { name: 'Back to patients' })).toHaveAttribute(
    'href',
    '/dashboard/patients',
  );
  expect(api.calls.filter((call) => call.endpoint === 'getPatient')).toHaveLength(1);
});

it('keeps the open tab in the URL and moves between tabs by keyboard', async () => {
  const api = chartApi().on('listPatientAccess', () => ({ results: [ENTRY], total: 1 }));
  const { onNavigate } = await openPage(chartUrl(MARIA), /Maria/, { api });
  const tabs = screen.getByRole('tablist', { name: 'Chart sections' });
  expect(
    within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['Overview', 'Access log']);
  expect(within(tabs).getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('heading', { name: 'Demographics' })).toBeInTheDocument();

  await userEvent.click(within(tabs).getByRole('tab', { name: 'Overview' }));
  await userEvent.keyboard('{ArrowRight}');
  await waitFor(() => expect(within(tabs).getByRole('tab', { name: 'Access log' })).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(onNavigate).toHaveBeenLastCalledWith(chartUrl(MARIA, '?tab=access-log')));
  expect(await screen.findByText('Viewed the chart')).toBeInTheDocument();
});

it('shows the access log: when in the branch zone, who, role, action and from where', async () => {
  const api = chartApi().on('listPatientAccess', () => ({
    results: [
      ENTRY,
      { ...ENTRY, outcome: 'denied', action_label: 'Tried to erase', ip_address: null, location: null },
    ],
    total: 2,
  }));
  await openPage(chartUrl(MARIA, '?tab=access-log'), /Maria/, { api });
  const table = within(await screen.findByRole('table'));
  const row = within(table.getByText('Viewed the chart').closest('tr')!);
  // 14:05 UTC is 09:05 in New York, the user's branch (GMT-5 in November).
  expect(row.getByText(/9:05\sAM GMT-5/)).toBeInTheDocument();
  expect(row.getByText('Fran Desk')).toBeInTheDocument();
  expect(row.getByText('front_desk')).toBeInTheDocument();
  expect(row.getByText('Halifax, Canada · 203.0.113.9')).toBeInTheDocument();
  expect(table.getByText('Denied')).toBeInTheDocument();
  expect(screen.getByText('Page 1 of 1 · 2 entries')).toBeInTheDocument();
  expect(api.calls.find((call) => call.endpoint === 'listPatientAccess')?.query).toEqual({
    skip: 0,
    limit: 25,
  });
});

it('adds a tab per patient-chart.tab filler after Overview, each contained', async () => {
  const fillers: ExtensionFiller[] = [
    {
      remote: 'appointments',
      module: './chart-tab',
      slot: 'patient-chart.tab',
      title: 'Appointments',
      order: 10,
    },
    { remote: 'billing', module: './chart-tab', slot: 'patient-chart.tab', title: 'Invoices', order: 50 },
  ];
  const mounted: unknown[] = [];
  const extensions: ExtensionHost = {
    fillers: (slot) => (slot === 'patient-chart.tab' ? fillers : []),
    mount: (filler, element, slotProps) => {
      if (filler.remote === 'billing') return Promise.reject(new Error('billing is down'));
      mounted.push(slotProps);
      element.textContent = 'Next visit: 2 December';
      return Promise.resolve({ update: () => Promise.resolve(), unmount: () => Promise.resolve() });
    },
  };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await openPage(chartUrl(MARIA, '?tab=appointments-chart-tab'), /Maria/, { api: chartApi(), extensions });
  const tabs = within(screen.getByRole('tablist'));
  expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'Overview',
    'Appointments',
    'Invoices',
    'Access log',
  ]);
  expect(await screen.findByText('Next visit: 2 December')).toBeInTheDocument();
  expect(mounted).toEqual([{ patientId: MARIA.id }]);

  await userEvent.click(tabs.getByRole('tab', { name: 'Invoices' }));
  expect(await screen.findByText('Invoices could not be loaded just now.')).toBeInTheDocument();
  // The chart itself goes on: the header, the banner and the other tabs are still there.
  expect(screen.getByRole('region', { name: 'Allergies and alerts' })).toBeInTheDocument();
  await userEvent.click(tabs.getByRole('tab', { name: 'Overview' }));
  expect(await screen.findByRole('heading', { name: 'Demographics' })).toBeInTheDocument();
});

it('edits one section in place and sends only its fields', async () => {
  const saved = { ...MARIA, city: 'Dartmouth' };
  let current = MARIA;
  const api = withClinic()
    .on('getPatient', () => current)
    .on('updatePatient', () => {
      current = saved;
      return saved;
    });
  await openPage(chartUrl(MARIA), /Maria/, { api });
  await userEvent.click(screen.getByRole('button', { name: 'Edit contact and address' }));
  const form = within(screen.getByRole('form', { name: 'Edit contact and address' }));
  expect(form.getByLabelText('Phone')).toHaveValue('(202) 555-0143');
  await userEvent.clear(form.getByLabelText('City'));
  await userEvent.type(form.getByLabelText('City'), 'Dartmouth');
  await userEvent.click(form.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Dartmouth')).toBeInTheDocument();
  const update = api.calls.find((call) => call.endpoint === 'updatePatient');
  expect(Object.keys(update?.body as object).sort()).toEqual(
    [
      'address_line1',
      'address_line2',
      'city',
      'country',
      'email',
      'phone_number',
      'postal_code',
      'region',
    ].sort(),
  );
  expect(update?.body).toMatchObject({ city: 'Dartmouth', phone_number: '(202) 555-0143' });
});

it('shows the server field errors of an edit at their fields', async () => {
  const api = chartApi().on('updatePatient', () => {
    throw apiError(400, {
      detail: 'Check the highlighted fields',
      code: 'validation_error',
      fields: [{ field: 'date_of_birth', message: 'Date of birth cannot be in the future' }],
    });
  });
  await openPage(chartUrl(MARIA), /Maria/, { api });
  await userEvent.click(screen.getByRole('button', { name: 'Edit demographics' }));
  const form = within(screen.getByRole('form', { name: 'Edit demographics' }));
  await userEvent.click(form.getByRole('button', { name: 'Save' }));
  expect(await form.findByText('Date of birth cannot be in the future')).toBeInTheDocument();
});

it('archives after confirming, and offers restore on an archived record', async () => {
  let current = MARIA;
  const api = withClinic()
    .on('getPatient', () => current)
    .on('archivePatient', () => {
      current = { ...MARIA, is_active: false, archived_at: '2026-11-25T10:00:00Z' };
      return current;
    });
  await openPage(chartUrl(MARIA), /Maria/, { api });
  await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Archive Maria “Mia” Lopez?' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Archive' }));
  expect(await screen.findByRole('button', { name: 'Restore' })).toBeInTheDocument();
  expect(screen.getByText('Archived')).toBeInTheDocument();
  expect(api.calls.filter((call) => call.endpoint === 'archivePatient')).toHaveLength(1);
});

it('offers actions by permission: no archive without patients_delete, erase for super admins only', async () => {
  await openPage(chartUrl(MARIA), /Maria/, { api: chartApi(), user: FRONT_DESK });
  expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Erase permanently' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit demographics' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Print' })).toHaveAttribute('href', `${chartUrl(MARIA)}/print`);
  expect(screen.getByRole('link', { name: 'Find duplicates' })).toHaveAttribute(
    'href',
    '/dashboard/patients/duplicates',
  );
});

it('hides editing from a role that can only read', async () => {
  await openPage(chartUrl(MARIA), /Maria/, { api: chartApi(), user: PROVIDER_LIKE });
  expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
});

it('erases permanently once the chart number is typed', async () => {
  const api = chartApi().on('erasePatient', () => ({ detail: 'Erased' }));
  const { onNavigate } = await openPage(chartUrl(MARIA), /Maria/, { api, user: SUPER_ADMIN });
  await userEvent.click(screen.getByRole('button', { name: 'Erase permanently' }));
  const dialog = within(await screen.findByRole('alertdialog'));
  const confirm = dialog.getByLabelText('Type the chart number (P-000123) to confirm');
  await userEvent.type(confirm, 'P-000124');
  await userEvent.click(dialog.getByRole('button', { name: 'Erase permanently' }));
  expect(await dialog.findByText('Type P-000123 exactly')).toBeInTheDocument();
  expect(api.calls.some((call) => call.endpoint === 'erasePatient')).toBe(false);

  await userEvent.clear(confirm);
  await userEvent.type(confirm, 'P-000123');
  await userEvent.click(dialog.getByRole('button', { name: 'Erase permanently' }));
  await waitFor(() => expect(onNavigate).toHaveBeenLastCalledWith('/dashboard/patients'));
  expect(api.calls.find((call) => call.endpoint === 'erasePatient')?.body).toEqual({
    confirm_chart_number: 'P-000123',
  });
});

it('prints from its own view, read with purpose=print', async () => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  const { api } = await openPage(`${chartUrl(MARIA)}/print`, /Maria/, { api: chartApi() });
  expect(screen.getByText('Allergies: Penicillin, Latex')).toBeInTheDocument();
  expect(screen.getByText('Blue Shield 123')).toBeInTheDocument();
  expect(api.calls.find((call) => call.endpoint === 'getPatient')?.query).toEqual({ purpose: 'print' });
  await userEvent.click(screen.getByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalled();
});

it('exports the record as a FHIR file named by its chart number', async () => {
  const saved: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:fhir';
    }),
    revokeObjectURL: jest.fn(),
  });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    expect(this.download).toBe('P-000123.fhir.json');
  });
  const bundle = {
    resourceType: 'Bundle' as const,
    type: 'collection',
    entry: [{ resource: { resourceType: 'Patient', id: MARIA.id } }],
  };
  const api = chartApi().on('exportPatientFhir', () => bundle);
  await openPage(chartUrl(MARIA), /Maria “Mia” Lopez/, { api });
  await userEvent.click(screen.getByRole('button', { name: 'Export FHIR' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(saved[0]?.type).toBe('application/fhir+json');
  expect(api.calls.find((call) => call.endpoint === 'exportPatientFhir')?.url).toBe(
    `/api/patients/${MARIA.id}/fhir`,
  );
  click.mockRestore();
});
