import type { DashboardSummary, TenantOverview } from '@clinio/contracts';
import type { ExtensionFiller, ExtensionHost } from '@clinio/platform';
import { apiError, createMockApi } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUPER_ADMIN, openPage } from '../testing/render-app';
import { buildSubscription } from '../testing/subscription-fixtures';
import { DASHBOARD_SUMMARY_PATH, TENANT_OVERVIEW_PATH, shortDay } from './tenant-dashboard-page';

const PATH = '/dashboard/tenant_dashboard';

function summary(open: Partial<DashboardSummary['open_items']> = {}): DashboardSummary {
  return {
    clinic_name: 'Harbour Clinic',
    time_zone: 'Europe/London',
    today: '2026-11-22',
    patients: { total: 120, new_recent: 4, portal_linked: 30 },
    staff: { active: 6, invited: 1, deactivated: 1 },
    open_items: {
      unread_notifications: 0,
      own_two_factor_off: false,
      invitations_waiting: 1,
      invitations_expired: 0,
      staff_without_two_factor: 2,
      subscription: null,
      ...open,
    },
  };
}

function overview(overrides: Partial<TenantOverview> = {}): TenantOverview {
  const days = Array.from({ length: 14 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 10, 9 + index)).toISOString().slice(0, 10);
    return { date, sign_ins: index, failed_sign_ins: index === 13 ? 3 : 0 };
  });
  return {
    clinic_name: 'Harbour Clinic',
    time_zone: 'Europe/London',
    today: '2026-11-22',
    subscription: { ...buildSubscription({ plan: 'pro', status: 'active' }) },
    patients: { total: 120, archived: 5, new_recent: 4, portal_linked: 30 },
    staff: {
      active: 6,
      invited: 1,
      deactivated: 1,
      two_factor_enabled: 4,
      by_role: [
        { role: 'front_desk', count: 2 },
        { role: 'provider', count: 3 },
        { role: 'super_admin', count: 1 },
      ],
    },
    branches: 2,
    storage: { bytes: 1536, files: 3 },
    activity: days,
    denied_last_7_days: 1,
    recent: [
      {
        at: '2026-11-22T09:15:00.000Z',
        action: 'auth.login',
        outcome: 'failure',
        actor_name: null,
        actor_type: 'anonymous',
        resource_type: 'session',
      },
      {
        at: '2026-11-22T09:00:00.000Z',
        action: 'staff.invited',
        outcome: 'success',
        actor_name: 'Sara Owner',
        actor_type: 'staff',
        resource_type: 'staff_user',
      },
    ],
    ...overrides,
  };
}

function dashboardApi(
  over: Partial<TenantOverview> = {},
  open: Partial<DashboardSummary['open_items']> = {},
) {
  return createMockApi()
    .on(`GET ${DASHBOARD_SUMMARY_PATH}`, () => summary(open))
    .on(`GET ${TENANT_OVERVIEW_PATH}`, () => overview(over));
}

const card = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

it('shows what needs the super admin, then the account’s figures', async () => {
  await openPage(PATH, 'Clinic overview', { api: dashboardApi(), user: SUPER_ADMIN });
  expect(
    await screen.findByText('Harbour Clinic · Sunday, November 22, 2026 (Europe/London)'),
  ).toBeInTheDocument();

  const attention = within(screen.getByRole('region', { name: 'Needs attention' }));
  expect(
    attention.getByRole('link', {
      name: '2 active staff members sign in without two-factor authentication.',
    }),
  ).toHaveAttribute('href', '/dashboard/staff');
  expect(
    attention.getByRole('link', { name: '1 invitation is waiting to be accepted.' }),
  ).toBeInTheDocument();

  expect(card('Plan')).toHaveTextContent('Pro');
  expect(card('Patients')).toHaveTextContent('120');
  expect(card('Patients')).toHaveTextContent(
    '4 new in the last 30 days · 30 using the patient portal · 5 archived',
  );
  expect(card('Active staff')).toHaveTextContent('1 invited · 1 deactivated · 4 of 6 with two-factor');
  expect(card('Branches')).toHaveTextContent('2');
  expect(card('Storage')).toHaveTextContent('1.5 KB');
  expect(card('Storage')).toHaveTextContent('3 files');

  const roles = within(screen.getByRole('table', { name: 'Active staff by role' }));
  expect(roles.getByRole('row', { name: 'Front desk 2' })).toBeInTheDocument();

  const signIns = within(screen.getByRole('table', { name: 'Staff sign-ins, last 14 days' }));
  const last = signIns.getAllByRole('row').at(-1)!;
  expect(
    within(last)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual([shortDay('2026-11-22'), '13', '3']);
  expect(screen.getByText('1 refused request (permission or plan) in the last 7 days.')).toBeInTheDocument();

  const recent = within(screen.getByRole('table', { name: 'Latest audit entries' }));
  expect(recent.getByText('Sara Owner')).toBeInTheDocument();
  expect(recent.getByText('Anonymous')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the audit log' })).toHaveAttribute(
    'href',
    '/dashboard/audit',
  );
});

it('offers the plans instead of the audit entries when the plan has no audit log', async () => {
  await openPage(PATH, 'Clinic overview', {
    api: dashboardApi({ recent: null, subscription: buildSubscription({ plan: 'trial', status: 'trial' }) }),
    user: SUPER_ADMIN,
  });
  expect(await screen.findByText(/The audit log is not part of your plan/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Compare plans' })).toHaveAttribute(
    'href',
    '/dashboard/admin/subscription-management',
  );
  expect(screen.queryByRole('table', { name: 'Latest audit entries' })).not.toBeInTheDocument();
});

it('shows the server’s message when the overview fails, and loads it again on request', async () => {
  let fail = true;
  const api = createMockApi()
    .on(`GET ${DASHBOARD_SUMMARY_PATH}`, () => summary())
    .on(`GET ${TENANT_OVERVIEW_PATH}`, () => {
      if (fail)
        throw apiError(503, { detail: 'The service is busy. Try again shortly.', code: 'unavailable' });
      return overview();
    });
  await openPage(PATH, 'Clinic overview', { api, user: SUPER_ADMIN });
  expect(await screen.findByText('The service is busy. Try again shortly.')).toBeInTheDocument();
  // What needs attention still shows: one failure does not blank the page.
  expect(screen.getByRole('link', { name: '1 invitation is waiting to be accepted.' })).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(card('Branches')).toHaveTextContent('2'));
});

it('shows a panel of each remote that fills its slot, each failing on its own', async () => {
  const fillers: ExtensionFiller[] = [
    {
      remote: 'forms',
      module: './forms-panel',
      slot: 'tenant-dashboard.panel',
      title: 'Forms to review',
      order: 10,
    },
    {
      remote: 'billing',
      module: './billing-panel',
      slot: 'tenant-dashboard.panel',
      title: 'Unpaid invoices',
      order: 20,
    },
  ];
  const mounted: unknown[] = [];
  const extensions: ExtensionHost = {
    fillers: (slot) => (slot === 'tenant-dashboard.panel' ? fillers : []),
    mount: (filler, element, slotProps) => {
      if (filler.remote === 'billing') return Promise.reject(new Error('billing is down'));
      mounted.push(slotProps);
      element.textContent = '3 forms wait for a signature';
      return Promise.resolve({ update: () => Promise.resolve(), unmount: () => Promise.resolve() });
    },
  };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await openPage(PATH, 'Clinic overview', { api: dashboardApi(), user: SUPER_ADMIN, extensions });

  const forms = screen.getByRole('region', { name: 'Forms to review' });
  expect(await within(forms).findByText('3 forms wait for a signature')).toBeInTheDocument();
  expect(mounted).toEqual([{ clinicId: '00000000-0000-4000-8000-0000000000c1' }]);
  const billing = screen.getByRole('region', { name: 'Unpaid invoices' });
  expect(await within(billing).findByRole('alert')).toHaveTextContent(
    'Unpaid invoices could not be loaded just now.',
  );
  expect(within(billing).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  // The rest of the overview is untouched.
  expect(await screen.findByRole('heading', { name: 'Needs attention' })).toBeInTheDocument();
});

it('shows no panel area when no remote fills the slot', async () => {
  await openPage(PATH, 'Clinic overview', { api: dashboardApi(), user: SUPER_ADMIN });
  expect(screen.queryByText(/could not be loaded just now/)).not.toBeInTheDocument();
  expect(document.querySelector('[data-extension]')).toBeNull();
});
