import { screen, waitFor, within } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { createFakeBackend, fail, ok, type Reply } from '../testing/fake-backend';
import {
  ADMIN_INFO,
  patientProfile,
  staffProfile,
  storePatientSession,
  storeStaffSession,
} from '../testing/identity-fixtures';
import { cleanupRemotes } from '../testing/outside-act';
import { renderApp } from '../testing/render-app';

const path = () => window.location.pathname;

function backend() {
  return createFakeBackend()
    .on('GET /api/me', ok(staffProfile()))
    .on('GET /api/users/session-timeout', ok({ session_timeout_minutes: 30 }))
    .on('GET /api/patients/profile', ok(patientProfile()));
}

beforeEach(() => localStorage.clear());
afterEach(async () => {
  await cleanupRemotes();
  window.history.pushState({}, '', '/');
});

describe('unknown paths go home by who is signed in (spec 2.4)', () => {
  it('a staff member goes to /dashboard', async () => {
    storeStaffSession();
    renderApp('/no-such-page', { backend: backend() });
    expect(
      await screen.findByRole('heading', { name: /^Good (morning|afternoon|evening), Ada$/ }),
    ).toBeInTheDocument();
    expect(path()).toBe('/dashboard');
  });

  it('a patient goes to /patient-dashboard', async () => {
    storePatientSession();
    // The portal home is mfe-patients' (ADR 035); with no remote in the registry the shell says
    // so there, rather than sending the patient on again.
    renderApp('/no-such-page', { backend: backend() });
    await waitFor(() => expect(path()).toBe('/patient-dashboard'));
    expect(await screen.findByRole('heading', { name: "We'll be right back" })).toBeInTheDocument();
  });

  it('a visitor goes to /', async () => {
    renderApp('/no-such-page', { backend: backend() });
    await waitFor(() => expect(path()).toBe('/'));
  });
});

it('shows a spinner while the session is checked, then the page', async () => {
  storeStaffSession();
  let answer: (reply: Reply) => void = () => undefined;
  renderApp('/dashboard', {
    backend: backend().on('GET /api/me', () => new Promise<Reply>((resolve) => (answer = resolve))),
  });
  expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  answer(ok(staffProfile()));
  expect(
    await screen.findByRole('heading', { name: /^Good (morning|afternoon|evening), / }),
  ).toBeInTheDocument();
});

it('keeps staff out of the patient pages and patients out of the staff pages', async () => {
  storePatientSession();
  renderApp('/dashboard', { backend: backend() });
  await waitFor(() => expect(path()).toBe('/patient-dashboard'));
});

it('sends a visitor whose stored session is refused to sign in (storage cleared)', async () => {
  storeStaffSession();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderApp('/dashboard', { backend: backend().on('GET /api/me', fail(401, 'Your session has ended.')) });
  await waitFor(() => expect(path()).toBe('/login'));
  expect(localStorage.getItem('access_token')).toBeNull();
});

describe('the system administrator area (spec 4.7)', () => {
  it('sends a signed-out visitor to /system-admin-login, whoever else is signed in', async () => {
    storeStaffSession();
    renderApp('/system-admin', { backend: backend() });
    await waitFor(() => expect(path()).toBe('/system-admin-login'));
  });

  it("shows the admin's name and e-mail, and the way into each platform area", async () => {
    localStorage.setItem('system_admin_token', 'system-token-1');
    const server = backend()
      .on('GET /api/system-auth/verify-token', ok({ valid: true, admin_info: ADMIN_INFO }))
      .on('POST /api/system-auth/logout', fail(500, 'boom'));
    renderApp('/system-admin', { backend: server });

    expect(await screen.findByRole('heading', { name: 'System administration' })).toBeInTheDocument();
    expect(screen.getByText('Platform Operator')).toBeInTheDocument();
    expect(screen.getByText('ops@clinio.example')).toBeInTheDocument();
    const areas = screen.getByRole('list', { name: 'Platform areas' });
    expect(within(areas).getByRole('link', { name: 'Tenants' })).toHaveAttribute(
      'href',
      '/system-admin/tenants',
    );
    expect(server.sent('GET /api/system-auth/verify-token')[0]?.headers.authorization).toBe(
      'Bearer system-token-1',
    );

    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(path()).toBe('/system-admin-login'));
    expect(localStorage.getItem('system_admin_token')).toBeNull();
  });
});
