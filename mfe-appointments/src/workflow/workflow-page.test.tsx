import { NO_WORKFLOW_MESSAGE, type Workflow } from '@clinio/contracts';
import { RemoteHarness, apiError, createMockApi } from '@clinio/platform/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../app';
import { WORKFLOW_REFRESH_MS } from './workflow-page';
import { DR_LEE, FRONT_DESK, appointment } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const ID = appointment().id;
const PATH = `/workflow/${ID}`;
/** The front desk with the right to change appointments (and so their workflows). */
const DESK = {
  ...FRONT_DESK,
  role: { ...FRONT_DESK.role, permissions: [...FRONT_DESK.role.permissions, 'appointments_update'] },
};

function workflow(overrides: Partial<Workflow> = {}): Workflow {
  return {
    workflow_id: '00000000-0000-4000-8000-0000000000a1',
    appointment_id: ID,
    workflow_status: 'in_progress',
    forms_complete: false,
    consents_complete: true,
    billing_complete: false,
    progress: {
      forms: { completed: 1, total: 2, percentage: 50 },
      consents: { active: 1, total: 1, percentage: 100 },
      billing: { paid: 0, total: 1, percentage: 0 },
      overall: { percentage: 50 },
    },
    updated_at: '2026-03-09T15:00:00Z',
    ...overrides,
  };
}

const heading = () =>
  screen.findByRole('heading', { level: 1, name: 'Workflow Management' }, { timeout: 10_000 });

it("says so when the visit has no workflow yet, with the way back to the appointment's day", async () => {
  const api = createMockApi()
    .on('getAppointment', () => appointment())
    .on('getAppointmentWorkflow', () => {
      throw apiError(404, { detail: NO_WORKFLOW_MESSAGE, code: 'not_found' });
    });
  renderApp(PATH, api);
  await heading();
  expect(await screen.findByText(NO_WORKFLOW_MESSAGE)).toBeInTheDocument();
  expect(screen.getByText('Maria Lopez')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Appointment' })).toHaveAttribute(
    'href',
    `/dashboard/appointments?view=day&date=2026-03-09&providers=${DR_LEE}`,
  );
  const trail = screen.getByRole('navigation', { name: /breadcrumb/i });
  expect(within(trail).getByText('Workflow Management')).toHaveAttribute('aria-current', 'page');
  expect(within(trail).getByRole('link', { name: 'Appointments' })).toHaveAttribute(
    'href',
    '/dashboard/appointments',
  );
});

it("shows the status, the steps and their progress, and offers spec 4.6's next steps", async () => {
  let current = workflow();
  const api = createMockApi()
    .on('getAppointment', () => appointment())
    .on('getAppointmentWorkflow', () => current)
    .on('updateAppointmentWorkflow', (input) => {
      current = workflow({
        workflow_status: (input as { body: Pick<Workflow, 'workflow_status'> }).body.workflow_status,
      });
      return current;
    });
  renderApp(PATH, api, DESK);
  expect(await screen.findByTestId('workflow-status', {}, { timeout: 10_000 })).toHaveTextContent(
    'In progress',
  );
  expect(screen.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute(
    'aria-valuenow',
    '50',
  );
  expect(screen.getByText('Invoices paid').parentElement).toHaveTextContent('0 of 1');
  expect(screen.getByRole('link', { name: 'Manage forms' })).toHaveAttribute(
    'href',
    `/forms/manager?appointmentId=${ID}`,
  );
  expect(screen.queryByRole('button', { name: 'Start Workflow' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Complete' }));
  await waitFor(() => expect(screen.getByTestId('workflow-status')).toHaveTextContent('Complete'));
  expect(api.calls).toContainEqual(
    expect.objectContaining({ endpoint: 'updateAppointmentWorkflow', body: { workflow_status: 'complete' } }),
  );
  // Nothing follows complete.
  expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
});

it('shows a refused step and a missing appointment as errors, with Try again', async () => {
  const refused = createMockApi()
    .on('getAppointment', () => appointment())
    .on('getAppointmentWorkflow', () => workflow({ workflow_status: 'paused' }))
    .on('updateAppointmentWorkflow', () => {
      throw apiError(409, {
        detail: 'A workflow that is complete cannot become in progress.',
        code: 'conflict',
      });
    });
  const view = renderApp(PATH, refused, DESK);
  await userEvent.click(await screen.findByRole('button', { name: 'Resume' }, { timeout: 10_000 }));
  expect(
    await screen.findByText('A workflow that is complete cannot become in progress.'),
  ).toBeInTheDocument();
  view.unmount();

  const missing = createMockApi().on('getAppointment', () => {
    throw apiError(404, { detail: 'Appointment not found', code: 'not_found' });
  });
  renderApp(PATH, missing);
  expect(await screen.findByText('Appointment not found', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(missing.calls.map((call) => call.endpoint)).not.toContain('getAppointmentWorkflow');
});

it('asks anyone but staff to sign in, and reads nothing', async () => {
  const api = createMockApi();
  render(<RemoteHarness App={App} initialPath={PATH} props={{ api }} />);
  await heading();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  expect(api.calls).toEqual([]);
});

it('shows the steps but no actions to someone who may only read the calendar', async () => {
  const api = createMockApi()
    .on('getAppointment', () => appointment())
    .on('getAppointmentWorkflow', () => workflow({ workflow_status: 'pending' }));
  renderApp(PATH, api);
  expect(await screen.findByTestId('workflow-status', {}, { timeout: 10_000 })).toHaveTextContent('Pending');
  expect(screen.queryByRole('button', { name: 'Start Workflow' })).not.toBeInTheDocument();
});

it('moves the progress on its own when a form is submitted elsewhere (read again every 5 s)', async () => {
  let current = workflow();
  const api = createMockApi()
    .on('getAppointment', () => appointment())
    .on('getAppointmentWorkflow', () => current);
  jest.useFakeTimers({ advanceTimers: true });
  try {
    renderApp(PATH, api, DESK);
    const overall = await screen.findByRole('progressbar', { name: 'Overall progress' }, { timeout: 10_000 });
    expect(overall).toHaveAttribute('aria-valuenow', '50');
    current = workflow({
      forms_complete: true,
      progress: {
        ...workflow().progress,
        forms: { completed: 2, total: 2, percentage: 100 },
        overall: { percentage: 67 },
      },
    });
    const reads = api.calls.filter((call) => call.endpoint === 'getAppointmentWorkflow').length;
    await act(() => jest.advanceTimersByTimeAsync(WORKFLOW_REFRESH_MS));
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute(
        'aria-valuenow',
        '67',
      ),
    );
    expect(api.calls.filter((call) => call.endpoint === 'getAppointmentWorkflow').length).toBe(reads + 1);
  } finally {
    jest.useRealTimers();
  }
});
