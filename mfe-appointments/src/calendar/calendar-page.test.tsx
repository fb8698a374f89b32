import { apiError, createMockApi } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DR_KIM, FRONT_DESK, appointment } from '../testing/fixtures';
import { renderApp, withResources } from '../testing/render-app';

const LIST_PATH = '/dashboard/appointments?view=list&date=2026-03-09';

function calendarApi(results = [appointment()]) {
  return withResources(createMockApi()).on('listAppointments', () => ({ results, total: results.length }));
}

const listQueries = (api: ReturnType<typeof calendarApi>) =>
  api.calls
    .filter((call) => call.endpoint === 'listAppointments')
    .map((call) => call.query as Record<string, unknown>);

beforeEach(() => localStorage.clear());

it("lists the week's appointments in the branch's zone and opens one by keyboard with only the allowed actions", async () => {
  const api = calendarApi();
  renderApp(LIST_PATH, api);
  const row = await screen.findByRole('button', { name: /Maria Lopez/ }, { timeout: 10_000 });
  // 10:00 in New York whatever the test machine's zone.
  expect(row).toHaveTextContent(/10:00/);
  expect(listQueries(api)[0]).toMatchObject({
    start: '2026-03-09T00:00:00-04:00',
    end: '2026-03-16T00:00:00-04:00',
    skip: 0,
    limit: 25,
  });
  row.focus();
  await userEvent.keyboard('{Enter}');
  const panel = await screen.findByRole('dialog', { name: 'Maria Lopez' });
  const actions = within(panel)
    .getAllByRole('button')
    .map((button) => button.textContent);
  expect(actions).toEqual(
    expect.arrayContaining(['Confirm', 'Check in', 'Mark no-show', 'Reschedule', 'Cancel appointment…']),
  );
  expect(actions).not.toContain('Complete');
  expect(within(panel).queryByRole('link', { name: 'Write note' })).not.toBeInTheDocument();
  expect(within(panel).getByRole('link', { name: 'Open workflow' })).toHaveAttribute(
    'href',
    `/workflow/${appointment().id}`,
  );
});

it("offers a provider 'Write note' for the visit when the plan has provider notes; the front desk never", async () => {
  const provider = {
    ...FRONT_DESK,
    role: { name: 'provider', permissions: [...FRONT_DESK.role.permissions, 'provider_notes_write'] },
  };
  const notes = { isLoading: false, hasFeature: () => true, requiredPlan: () => null };
  renderApp(LIST_PATH, calendarApi(), provider, notes);
  await userEvent.click(await screen.findByRole('button', { name: /Maria Lopez/ }, { timeout: 10_000 }));
  const panel = await screen.findByRole('dialog', { name: 'Maria Lopez' });
  const query = new URLSearchParams({
    new: '1',
    patient_id: appointment().patient_id,
    appointment_id: appointment().id,
  });
  expect(within(panel).getByRole('link', { name: 'Write note' })).toHaveAttribute(
    'href',
    `/dashboard/provider-notes?${query.toString()}`,
  );
});

it('shows the empty state when nothing is booked', async () => {
  renderApp(LIST_PATH, calendarApi([]));
  expect(
    await screen.findByRole('heading', { name: 'No appointments' }, { timeout: 10_000 }),
  ).toBeInTheDocument();
});

it('shows a failed read with "Try again"', async () => {
  const api = withResources(createMockApi()).on('listAppointments', () => {
    throw apiError(500, { detail: 'The calendar could not be read.', code: 'internal' });
  });
  renderApp(LIST_PATH, api);
  expect(
    await screen.findByText('The calendar could not be read.', {}, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

it('writes filters to the URL and sends them to the API', async () => {
  const api = calendarApi();
  renderApp(LIST_PATH, api);
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Dr Ben Kim' }, { timeout: 10_000 }));
  await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ provider_id: DR_KIM }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Follow-up' }));
  await waitFor(() =>
    expect(listQueries(api).at(-1)).toMatchObject({ provider_id: DR_KIM, appointment_type: 'follow_up' }),
  );
});

it('remembers the order of the view tabs per user; the first one opens', async () => {
  localStorage.setItem('appointments-tab-order-u1', '["list","day","week","month"]');
  const api = calendarApi();
  renderApp('/dashboard/appointments?date=2026-03-09', api);
  const tabs = await screen.findAllByRole('tab', {}, { timeout: 10_000 });
  expect(tabs.map((tab) => tab.textContent)).toEqual(['List', 'Day', 'Week', 'Month']);
  expect(screen.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
  screen.getByRole('tab', { name: 'List' }).focus();
  await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
  expect(localStorage.getItem('appointments-tab-order-u1')).toBe('["day","list","week","month"]');
});

it('draws the week with a column per provider and the appointment in it', async () => {
  const api = calendarApi();
  renderApp('/dashboard/appointments?view=week&date=2026-03-09', api);
  expect(
    await screen.findByText(
      'Dr Ada Lee',
      { selector: '.rbc-header *, .rbc-row-resource *' },
      { timeout: 10_000 },
    ),
  ).toBeInTheDocument();
  expect(screen.getAllByText('Maria Lopez').length).toBeGreaterThan(0);
  expect(listQueries(api)[0]).toMatchObject({
    start: '2026-03-09T00:00:00-04:00',
    end: '2026-03-16T00:00:00-04:00',
    limit: 1000,
  });
});

it('opens booking from the New Appointment quick action (?action=new)', async () => {
  renderApp('/dashboard/appointments?action=new&view=list', calendarApi());
  expect(
    await screen.findByRole('dialog', { name: 'New appointment' }, { timeout: 10_000 }),
  ).toBeInTheDocument();
});
