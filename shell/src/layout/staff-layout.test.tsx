import { defineMfe, useRemote } from '@clinio/platform';
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { screen, waitFor, within } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { createFakeBackend, ok } from '../testing/fake-backend';
import { staffProfile, storeStaffSession } from '../testing/identity-fixtures';
import { cleanupRemotes } from '../testing/outside-act';
import { renderApp } from '../testing/render-app';
import { registryOf } from '../testing/shell-services';

jest.mock('@module-federation/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

function AdminApp() {
  const { auth } = useRemote();
  return <h2>Staff list for {auth.user?.username}</h2>;
}
const adminMfe = defineMfe({ name: 'admin', version: '1.0.0', App: AdminApp });

function backend(profile = staffProfile()) {
  return createFakeBackend()
    .on('GET /api/me', ok(profile))
    .on('GET /api/users/session-timeout', ok({ session_timeout_minutes: 30 }))
    .on('GET /api/csrf-token', ok({ csrfToken: 'csrf-1' }))
    .on('POST /api/logout', ok({ detail: 'Signed out' }));
}

const header = () => screen.getByRole('banner');
const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));

beforeEach(() => {
  localStorage.clear();
  jest.mocked(registerRemotes).mockReset();
  jest.mocked(loadRemote).mockReset().mockResolvedValue({ default: adminMfe });
});
afterEach(async () => {
  await cleanupRemotes();
  window.history.pushState({}, '', '/');
});

it('frames /dashboard with the header: logo, the permitted links, the profile button and Log out', async () => {
  storeStaffSession();
  renderApp('/dashboard', { backend: backend(), registry: registryOf('admin') });

  expect(await screen.findByRole('heading', { name: 'Signed in as Ada Lovelace' })).toBeInTheDocument();
  expect(within(header()).getByRole('img', { name: /Clinio/ })).toBeInTheDocument();
  expect(
    nav()
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Dashboard', '/dashboard'],
    ['My Settings', '/dashboard/user-settings'],
    ['Staff', '/dashboard/staff'],
  ]);
  expect(nav().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  const profileButton = within(header()).getByRole('button', { name: 'Edit profile of Ada Lovelace' });
  expect(within(profileButton).getByTestId('avatar-initials')).toHaveTextContent('AL');
  expect(within(header()).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
});

it('shows Roles and Audit only to those allowed, and no remote links while the admin remote is missing', async () => {
  storeStaffSession();
  const superAdmin = staffProfile({
    role: {
      id: staffProfile().role.id,
      name: 'super_admin',
      permissions: [{ name: 'audit_read' }, { name: 'staff_read' }],
    },
  });
  renderApp('/dashboard', { backend: backend(superAdmin), registry: registryOf('admin') });
  await screen.findByRole('heading', { name: /Signed in as/ });
  expect(
    nav()
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Dashboard', 'My Settings', 'Staff', 'Roles', 'Audit']);
});

it("lists only the shell's own link while the admin remote is not in the registry", async () => {
  storeStaffSession();
  renderApp('/dashboard', { backend: backend() });
  await screen.findByRole('heading', { name: /Signed in as/ });
  expect(
    nav()
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Dashboard']);
});

it("shows the home's facts: username, role and clinic", async () => {
  storeStaffSession();
  renderApp('/dashboard', { backend: backend() });
  await screen.findByRole('heading', { name: /Signed in as/ });
  const main = within(screen.getByRole('main'));
  expect(main.getByText('ada.lovelace')).toBeInTheDocument();
  expect(main.getByText('admin')).toBeInTheDocument();
  expect(main.getByText('Harbour Clinic')).toBeInTheDocument();
});

it('renders remote areas inside the frame, with the signed-in user in their props', async () => {
  storeStaffSession();
  renderApp('/dashboard/staff', { backend: backend(), registry: registryOf('admin') });
  expect(await screen.findByRole('heading', { name: 'Staff list for ada.lovelace' })).toBeVisible();
  expect(nav().getByRole('link', { name: 'Staff' })).toHaveAttribute('aria-current', 'page');
});

it('opens the Edit Profile modal from the profile button', async () => {
  storeStaffSession();
  renderApp('/dashboard', { backend: backend() });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit profile of Ada Lovelace' }));
  expect(await screen.findByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
});

it("logs out to '/'", async () => {
  storeStaffSession();
  const server = backend();
  renderApp('/dashboard', { backend: server });
  await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
  await waitFor(() => expect(window.location.pathname).toBe('/'));
  expect(server.sent('POST /api/logout')).toHaveLength(1);
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
});
