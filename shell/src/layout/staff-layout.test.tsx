import { SYSTEM_ROLES, type UserProfile } from '@clinio/contracts';
import { defineMfe, useRemote } from '@clinio/platform';
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { screen, waitFor, within } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { dashboardBackend, profileAs } from '../testing/dashboard';
import { staffProfile, storeStaffSession } from '../testing/identity-fixtures';
import { cleanupRemotes } from '../testing/outside-act';
import { renderApp } from '../testing/render-app';
import { registryOf } from '../testing/shell-services';
import { VIEWPORTS, resetViewport, setViewport } from '../testing/viewport';

jest.mock('@module-federation/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

function AdminApp() {
  const { auth, location, features } = useRemote();
  return (
    <>
      <h2>
        {location.pathname === '/dashboard/staff' ? 'Staff list' : 'Admin page'} for {auth.user?.username}
      </h2>
      <p>
        Clinical billing:{' '}
        {features.isLoading ? 'loading' : features.hasFeature('clinical_billing') ? 'yes' : 'no'}, from{' '}
        {features.requiredPlan('clinical_billing') ?? 'any plan'}
      </p>
    </>
  );
}
const adminMfe = defineMfe({ name: 'admin', version: '1.0.0', App: AdminApp });

const sidebar = () => screen.getByRole('complementary', { name: 'Sidebar' });
const header = () => screen.getByRole('banner');
const nav = (container: HTMLElement = sidebar()) =>
  within(within(container).getByRole('navigation', { name: 'Main' }));
const path = () => window.location.pathname;

async function openDashboard(
  at = '/dashboard',
  options: { profile?: UserProfile; width?: number; registry?: Parameters<typeof registryOf> } = {},
) {
  const profile = options.profile ?? staffProfile();
  setViewport(options.width ?? VIEWPORTS['2xl']);
  storeStaffSession({ profile });
  const shell = renderApp(at, {
    backend: dashboardBackend(profile),
    registry: registryOf(...(options.registry ?? ['admin'])),
  });
  await screen.findByRole('banner');
  return shell;
}

beforeEach(() => {
  localStorage.clear();
  jest.mocked(registerRemotes).mockReset();
  jest.mocked(loadRemote).mockReset().mockResolvedValue({ default: adminMfe });
});
afterEach(async () => {
  await cleanupRemotes();
  resetViewport();
  window.history.pushState({}, '', '/');
});

it('frames /dashboard with the full sidebar (2xl): brand, quick actions, items, the user, Log out and Powered by', async () => {
  const profile = profileAs('front_desk', SYSTEM_ROLES.front_desk.permissions);
  await openDashboard('/dashboard', { profile, registry: ['admin', 'appointments', 'patients'] });

  expect(
    await screen.findByRole('heading', { name: /^Good (morning|afternoon|evening), Ada$/ }),
  ).toBeInTheDocument();
  const aside = within(sidebar());
  expect(sidebar()).toHaveAttribute('data-sidebar-variant', 'full');
  expect(
    aside.getByRole('img', { name: 'Clinio — Healthcare Management System', hidden: true }),
  ).toHaveTextContent('ClinioHealthcare Management System');
  const quick = within(aside.getByRole('region', { name: 'Quick actions' }));
  expect(quick.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['New Appointment', '/dashboard/appointments?action=new'],
    ['Add Patient', '/dashboard/patients?action=new'],
  ]);
  expect(
    nav()
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Dashboard', '/dashboard'],
    ['Appointments', '/dashboard/appointments'],
    ['Patients', '/dashboard/patients'],
    ['Staff', '/dashboard/staff'],
    ['Notifications', '/dashboard/notifications'],
    ['My Settings', '/dashboard/user-settings'],
    ['Clinic Settings', '/dashboard/settings'],
    ['Integrations', '/dashboard/integrations'],
  ]);
  expect(nav().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  expect(aside.getByText('ada.lovelace')).toBeInTheDocument();
  expect(aside.getByText('ada@clinic.example')).toBeInTheDocument();
  expect(aside.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  expect(aside.getByText('Powered by Clinio')).toBeInTheDocument();

  const bar = within(header());
  expect(bar.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
  expect(bar.getByRole('link', { name: 'Notifications' })).toHaveAttribute(
    'href',
    '/dashboard/notifications?unread=true',
  );
  const profileButton = bar.getByRole('button', { name: 'Edit profile of Ada Lovelace' });
  expect(within(profileButton).getByTestId('avatar-initials')).toHaveTextContent('AL');
});

it('keeps the compact icon-only mode, with tooltips, across reloads', async () => {
  const shell = await openDashboard();
  await userEvent.click(within(header()).getByRole('button', { name: 'Collapse sidebar' }));

  expect(sidebar()).toHaveAttribute('data-compact', 'true');
  const staffLink = nav().getByRole('link', { name: 'Staff' });
  expect(staffLink).toHaveTextContent('');
  expect(within(sidebar()).queryByText('Powered by Clinio')).not.toBeInTheDocument();
  expect(within(sidebar()).getByRole('img', { name: /Clinio/, hidden: true })).toHaveTextContent('');
  expect(localStorage.getItem('sidebarCompact')).toBe('true');
  await userEvent.hover(staffLink);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Staff');

  shell.unmount();
  await openDashboard();
  expect(sidebar()).toHaveAttribute('data-compact', 'true');
  await userEvent.click(within(header()).getByRole('button', { name: 'Expand sidebar' }));
  expect(sidebar()).toHaveAttribute('data-compact', 'false');
  expect(nav().getByRole('link', { name: 'Staff' })).toHaveTextContent('Staff');
});

it('is a narrow icon rail at md, with no menu button, whose groups fold by their icons', async () => {
  const profile = profileAs('front_desk', SYSTEM_ROLES.front_desk.permissions);
  await openDashboard('/dashboard', { width: VIEWPORTS.md, profile, registry: ['admin', 'messaging'] });
  expect(sidebar()).toHaveAttribute('data-sidebar-variant', 'rail');
  expect(nav().getByRole('link', { name: 'My Settings' })).toHaveTextContent('');
  expect(within(sidebar()).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  expect(within(header()).queryByRole('button', { name: /menu|sidebar/i })).not.toBeInTheDocument();

  const clinical = nav().getByRole('button', { name: 'Clinical Operations' });
  expect(clinical).toHaveAttribute('aria-expanded', 'false');
  expect(nav().queryByRole('link', { name: 'Reminders' })).not.toBeInTheDocument();
  await userEvent.click(clinical);
  expect(clinical).toHaveAttribute('aria-expanded', 'true');
  expect(nav().getByRole('link', { name: 'Reminders' })).toHaveTextContent('');
});

it('is a floating rail at xl that widens while the pointer is over it', async () => {
  await openDashboard('/dashboard', { width: VIEWPORTS.xl });
  expect(sidebar()).toHaveAttribute('data-sidebar-variant', 'floating');
  expect(nav().getByRole('link', { name: 'Staff' })).toHaveTextContent('');

  await userEvent.hover(sidebar());
  await waitFor(() => expect(sidebar()).toHaveAttribute('data-expanded', 'true'));
  expect(nav().getByRole('link', { name: 'Staff' })).toHaveTextContent('Staff');
  await userEvent.unhover(sidebar());
  expect(sidebar()).toHaveAttribute('data-expanded', 'false');
});

it('slides the sidebar in from the menu button on a phone, and closes it on a route change', async () => {
  await openDashboard('/dashboard', { width: VIEWPORTS.phone });
  expect(screen.queryByRole('complementary', { name: 'Sidebar' })).not.toBeInTheDocument();

  await userEvent.click(within(header()).getByRole('button', { name: 'Open menu' }));
  const drawer = await screen.findByRole('dialog', { name: 'Menu' });
  await userEvent.click(nav(drawer).getByRole('link', { name: 'My Settings' }));

  await waitFor(() => expect(path()).toBe('/dashboard/user-settings'));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  expect(await screen.findByRole('heading', { name: 'Admin page for ada.lovelace' })).toBeVisible();
});

it('renders remote areas inside the frame, with the signed-in user in their props', async () => {
  await openDashboard('/dashboard/staff');
  expect(await screen.findByRole('heading', { name: 'Staff list for ada.lovelace' })).toBeVisible();
  expect(within(screen.getByRole('main')).getByRole('heading', { name: /Staff list/ })).toBeVisible();
  expect(nav().getByRole('link', { name: 'Staff' })).toHaveAttribute('aria-current', 'page');
});

it("hands remotes the staff member's feature access through the features prop", async () => {
  await openDashboard('/dashboard/staff', {
    profile: profileAs('admin', SYSTEM_ROLES.admin.permissions, { plan_name: 'essential', status: 'active' }),
  });
  expect(await screen.findByText('Clinical billing: no, from pro')).toBeInTheDocument();
});

it("shows 'Page Not Found' inside the frame for any other dashboard path", async () => {
  await openDashboard('/dashboard/no-such-page');
  const main = within(screen.getByRole('main'));
  expect(await main.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  expect(main.getByText('The requested dashboard page could not be found.')).toBeInTheDocument();
  expect(sidebar()).toBeInTheDocument();
  expect(path()).toBe('/dashboard/no-such-page');
});

it('sends anyone but a super admin from the tenant dashboard to /dashboard', async () => {
  await openDashboard('/dashboard/tenant_dashboard');
  await waitFor(() => expect(path()).toBe('/dashboard'));
  expect(
    await screen.findByRole('heading', { name: /^Good (morning|afternoon|evening), / }),
  ).toBeInTheDocument();
});

it('opens the tenant dashboard (mfe-admin) for a super admin, from the Dashboard item', async () => {
  await openDashboard('/dashboard/tenant_dashboard', { profile: profileAs('super_admin') });
  expect(await screen.findByRole('heading', { name: /^Admin page for / })).toBeInTheDocument();
  expect(path()).toBe('/dashboard/tenant_dashboard');
  expect(nav().getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard/tenant_dashboard',
  );
  expect(nav().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
});

it('opens the Edit Profile modal from the profile button', async () => {
  await openDashboard();
  await userEvent.click(within(header()).getByRole('button', { name: 'Edit profile of Ada Lovelace' }));
  expect(await screen.findByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
});

it("logs out to '/' from the sidebar", async () => {
  const shell = await openDashboard();
  await userEvent.click(within(sidebar()).getByRole('button', { name: 'Log out' }));
  await waitFor(() => expect(path()).toBe('/'));
  await waitFor(() => expect(screen.queryByRole('banner')).not.toBeInTheDocument());
  await waitFor(() => expect(shell.backend.sent('POST /api/logout')).toHaveLength(1));
});
