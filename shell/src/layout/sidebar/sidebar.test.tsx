import { SYSTEM_ROLES, type UserProfile } from '@clinio/contracts';
import { defineMfe } from '@clinio/platform';
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { screen, waitFor, within } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { dashboardBackend, profileAs } from '../../testing/dashboard';
import { storeStaffSession } from '../../testing/identity-fixtures';
import { cleanupRemotes } from '../../testing/outside-act';
import { renderApp } from '../../testing/render-app';
import { registryOf } from '../../testing/shell-services';
import { VIEWPORTS, resetViewport, setViewport } from '../../testing/viewport';

jest.mock('@module-federation/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const adminMfe = defineMfe({ name: 'admin', version: '1.0.0', App: () => <h2>Admin area</h2> });

const EVERY_REMOTE = ['admin', 'appointments', 'patients', 'forms', 'billing', 'messaging'] as const;
const sidebar = () => within(screen.getByRole('complementary', { name: 'Sidebar' }));
const nav = () => within(sidebar().getByRole('navigation', { name: 'Main' }));
const group = (title: string) => nav().getByRole('button', { name: title });
const path = () => window.location.pathname;

async function openSidebar(profile: UserProfile, at = '/dashboard') {
  setViewport(VIEWPORTS['2xl']);
  storeStaffSession({ profile });
  renderApp(at, { backend: dashboardBackend(profile), registry: registryOf(...EVERY_REMOTE) });
  await screen.findByRole('heading', { name: /^Good (morning|afternoon|evening), / });
  // Until the plan matrix is in, the gated items wait (spec 4.3).
  await waitFor(() => expect(document.querySelector('[data-state-access=unavailable]')).toBeNull());
}

/** Closes the alert dialog (the alert queue outlives the test otherwise). */
async function dismissAlert() {
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
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

it('shows a front-desk user only the permitted items, with the groups folded as spec 2.5 says', async () => {
  await openSidebar(profileAs('front_desk', SYSTEM_ROLES.front_desk.permissions));

  expect(group('Clinical Operations')).toHaveAttribute('aria-expanded', 'false');
  expect(group('Analytics & Reports')).toHaveAttribute('aria-expanded', 'false');
  expect(group('Messaging & Campaigns')).toHaveAttribute('aria-expanded', 'false');
  expect(nav().queryByRole('button', { name: 'Administrative & Subscription' })).not.toBeInTheDocument();
  expect(nav().queryByRole('link', { name: 'Reminders' })).not.toBeInTheDocument();

  await userEvent.click(group('Clinical Operations'));
  await userEvent.click(group('Messaging & Campaigns'));
  expect(group('Clinical Operations')).toHaveAttribute('aria-expanded', 'true');
  for (const label of ['Forms Management', 'Reminders', 'Clinical Billing', 'Message History']) {
    expect(nav().getByRole('link', { name: label })).toBeVisible();
  }
  for (const label of ['Provider Notes', 'Roles', 'Audit', 'Campaigns', 'Brand', 'Templates']) {
    expect(nav().queryByRole('link', { name: label })).not.toBeInTheDocument();
  }

  await userEvent.click(group('Clinical Operations'));
  await waitFor(() => expect(nav().queryByRole('link', { name: 'Reminders' })).not.toBeInTheDocument());
});

it('shows subscription management disabled, view only, to anyone but a super admin', async () => {
  await openSidebar(profileAs('admin', SYSTEM_ROLES.admin.permissions));
  const item = nav().getByRole('button', { name: 'Subscription Management' });
  expect(item).toHaveAttribute('aria-disabled', 'true');
  expect(item).toHaveAccessibleDescription('View only - Contact support for changes');
  await userEvent.click(item);
  expect(path()).toBe('/dashboard');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

it('gives a super admin the expanded Administrative & Subscription group with Roles', async () => {
  await openSidebar(profileAs('super_admin', SYSTEM_ROLES.super_admin.permissions));
  expect(group('Administrative & Subscription')).toHaveAttribute('aria-expanded', 'true');
  expect(nav().getByRole('link', { name: 'Roles' })).toHaveAttribute('href', '/dashboard/roles');
  expect(nav().getByRole('link', { name: 'Subscription Management' })).toHaveAttribute(
    'href',
    '/dashboard/admin/subscription-management',
  );
  expect(nav().getByRole('link', { name: 'Audit' })).toBeVisible();
});

it('locks what the plan lacks, with the plan and its price, and says so on a click', async () => {
  await openSidebar(
    profileAs('super_admin', SYSTEM_ROLES.super_admin.permissions, { plan_name: 'trial', status: 'trial' }),
  );
  await userEvent.click(group('Clinical Operations'));
  const notes = nav().getByRole('button', { name: 'Provider Notes' });
  expect(notes).toHaveAccessibleDescription('Upgrade Required Available in Essential plan $49/month');
  expect(within(notes).getByTestId('lock-icon')).toBeInTheDocument();
  expect(nav().getByRole('button', { name: 'Clinical Billing' })).toHaveAccessibleDescription(
    'Upgrade Required Available in Pro plan $99/month',
  );
  expect(nav().getByRole('button', { name: 'Forms Management' })).toHaveAccessibleDescription(/Essential/);
  expect(nav().getByRole('link', { name: 'Integrations' })).toBeInTheDocument();
  const quickNotes = within(sidebar().getByRole('region', { name: 'Quick actions' })).getByRole('button', {
    name: 'Quick Notes',
  });
  expect(quickNotes).toHaveAccessibleDescription(/Available in Essential plan/);

  await userEvent.click(notes);
  const alert = await screen.findByRole('alertdialog');
  expect(alert).toHaveTextContent(
    'Provider Notes is available in Essential plan and above. Upgrade to access this feature.',
  );
  expect(path()).toBe('/dashboard');
  await dismissAlert();
});

describe('an expired subscription (spec 2.11 and 4.3)', () => {
  const expired = { plan_name: 'trial', status: 'expired' };

  it("shows a super admin the banner whose 'Upgrade Now' opens subscription management", async () => {
    await openSidebar(profileAs('super_admin', SYSTEM_ROLES.super_admin.permissions, expired));
    const banner = screen.getByRole('region', { name: 'Trial Expired - Limited Access' });
    expect(banner).toHaveTextContent(/Most features are disabled until you upgrade/);
    expect(banner).toHaveTextContent(/subscription management stays accessible/);

    await userEvent.click(within(banner).getByRole('button', { name: 'Upgrade Now' }));
    await waitFor(() => expect(path()).toBe('/dashboard/admin/subscription-management'));
    expect(await screen.findByRole('heading', { name: 'Admin area' })).toBeVisible();
  });

  it('answers a blocked item or quick action with the alert, then subscription management', async () => {
    await openSidebar(profileAs('super_admin', SYSTEM_ROLES.super_admin.permissions, expired));
    expect(nav().getByRole('link', { name: 'Integrations' })).toBeInTheDocument();

    await userEvent.click(nav().getByRole('button', { name: 'Appointments' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Trial expired. Please upgrade to access this feature.',
    );
    await waitFor(() => expect(path()).toBe('/dashboard/admin/subscription-management'));
    await dismissAlert();

    await userEvent.click(nav().getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(path()).toBe('/dashboard/tenant_dashboard'));
    const quick = within(sidebar().getByRole('region', { name: 'Quick actions' }));
    await userEvent.click(quick.getByRole('button', { name: 'New Appointment' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Trial expired.');
    await waitFor(() => expect(path()).toBe('/dashboard/admin/subscription-management'));
    await dismissAlert();
  });

  it('shows no banner to anyone but a super admin', async () => {
    await openSidebar(profileAs('admin', SYSTEM_ROLES.admin.permissions, expired));
    expect(screen.queryByRole('region', { name: 'Trial Expired - Limited Access' })).not.toBeInTheDocument();
    expect(nav().getByRole('button', { name: 'Patients' })).toBeInTheDocument();
  });
});
