import { SYSTEM_ROLES, formatClinicDay } from '@clinio/contracts';
import { screen, within } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { dashboardBackend, dashboardSummary, profileAs } from '../testing/dashboard';
import { fail, ok } from '../testing/fake-backend';
import { storeStaffSession } from '../testing/identity-fixtures';
import { cleanupRemotes } from '../testing/outside-act';
import { renderApp } from '../testing/render-app';
import { registryOf } from '../testing/shell-services';
import { VIEWPORTS, resetViewport, setViewport } from '../testing/viewport';
import { greetingFor } from './staff-home';

jest.mock('@module-federation/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const frontDesk = profileAs('front_desk', SYSTEM_ROLES.front_desk.permissions);

function openHome(
  backend = dashboardBackend(frontDesk),
  registry: Parameters<typeof registryOf> = ['admin'],
) {
  setViewport(VIEWPORTS['2xl']);
  storeStaffSession({ profile: frontDesk });
  renderApp('/dashboard', { backend, registry: registryOf(...registry) });
  return backend;
}

afterEach(async () => {
  await cleanupRemotes();
  resetViewport();
  window.history.pushState({}, '', '/');
});

it('greets by the time of day and names the clinic’s own date, not the viewer’s', () => {
  expect([4, 5, 11, 12, 17, 18].map(greetingFor)).toEqual([
    'Good evening',
    'Good morning',
    'Good morning',
    'Good afternoon',
    'Good afternoon',
    'Good evening',
  ]);
  expect(formatClinicDay('2026-03-09')).toBe('Monday, March 9, 2026');
});

it('shows the figures the server counted, with nothing to attend to', async () => {
  openHome();
  expect(await screen.findByText('Monday, March 9, 2026 · Harbour Clinic')).toBeInTheDocument();
  const figures = within(screen.getByRole('group', { name: 'Clinic figures' }));
  expect(figures.getByText('128')).toBeInTheDocument();
  expect(figures.getByText(/6 new in the last 30 days · 41 using the patient portal/)).toBeInTheDocument();
  expect(figures.getByText('7')).toBeInTheDocument();
  expect(figures.getByText(/1 invited · 2 deactivated/)).toBeInTheDocument();
  expect(screen.getByText('Nothing needs your attention right now.')).toBeInTheDocument();
  // No patients remote in the registry: the figure is there, the link to an unbuilt screen is not.
  expect(screen.queryByRole('link', { name: 'Open patients' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open staff' })).toHaveAttribute('href', '/dashboard/staff');
});

it('links a patients figure once the patients remote is registered', async () => {
  openHome(dashboardBackend(frontDesk), ['admin', 'patients']);
  expect(await screen.findByRole('link', { name: 'Open patients' })).toHaveAttribute(
    'href',
    '/dashboard/patients',
  );
});

it('lists open items as links to where they are done, and leaves out parts the person may not see', async () => {
  const backend = dashboardBackend(frontDesk).on(
    'GET /api/dashboard/summary',
    ok(
      dashboardSummary({
        staff: null,
        open_items: {
          unread_notifications: 3,
          own_two_factor_off: true,
          invitations_waiting: null,
          invitations_expired: null,
          staff_without_two_factor: null,
          subscription: null,
        },
      }),
    ),
  );
  openHome(backend);
  const unread = await screen.findByRole('link', { name: 'You have 3 unread notifications.' });
  expect(unread).toHaveAttribute('href', '/dashboard/notifications?unread=true');
  expect(screen.getByRole('link', { name: /turn on two-factor authentication/ })).toHaveAttribute(
    'href',
    '/dashboard/user-settings',
  );
  expect(screen.queryByText('Active staff')).not.toBeInTheDocument();
  expect(screen.getByText('Patients')).toBeInTheDocument();
});

it('says so when the figures cannot be loaded, and tries again on request', async () => {
  const backend = dashboardBackend(frontDesk).on(
    'GET /api/dashboard/summary',
    fail(503, 'The service is busy. Try again shortly.'),
  );
  openHome(backend);
  expect(await screen.findByText('The service is busy. Try again shortly.')).toBeInTheDocument();
  backend.on('GET /api/dashboard/summary', ok(dashboardSummary()));
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('128')).toBeInTheDocument();
  expect(backend.sent('GET /api/dashboard/summary')).toHaveLength(2);
});
