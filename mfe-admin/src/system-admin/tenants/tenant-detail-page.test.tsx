import { toast } from '@clinio/design-system';
import { apiError, createMockApi, type MockApi } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  HARBOUR_ID,
  buildTenant,
  buildTenantDetail,
  getCalls,
  openSystemAdminPage,
} from '../../testing/system-admin';

const DETAIL = `/api/system-admin/tenants/${HARBOUR_ID}`;

function detailApi(answer: () => unknown = () => buildTenantDetail()): MockApi {
  return createMockApi().on(`GET ${DETAIL}`, answer);
}

const openDetail = (api = detailApi()) =>
  openSystemAdminPage(`/system-admin/tenants/${HARBOUR_ID}`, 'Harbour Physio', api);

it('shows the branches, super admins, open sessions, storage and recent platform audit', async () => {
  await openDetail();
  expect(screen.getByRole('link', { name: '← All tenants' })).toHaveAttribute(
    'href',
    '/system-admin/tenants',
  );
  expect(
    within(screen.getByRole('region', { name: 'Branches table' })).getByText('Harbour Street'),
  ).toBeInTheDocument();
  expect(screen.getByText('sara@harbour.example')).toBeInTheDocument();
  expect(screen.getByText('Open staff sessions').nextSibling).toHaveTextContent('7');
  expect(screen.getByText('5.0 MB')).toBeInTheDocument();
  expect(screen.getByText('14 files')).toBeInTheDocument();
  const audit = within(screen.getByRole('region', { name: 'Recent platform audit table' }));
  expect(audit.getByText('tenant.reactivated')).toBeInTheDocument();
  expect(audit.getByText('Paid in full')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Tenants' })).toHaveAttribute('aria-current', 'page');
});

it('suspends with a required reason, says it ends every session, and posts the reason', async () => {
  const success = jest.spyOn(toast, 'success');
  let status: 'active' | 'suspended' = 'active';
  const api = detailApi(() =>
    buildTenantDetail({
      status,
      suspension:
        status === 'suspended'
          ? {
              suspended_at: '2026-11-22T10:00:00Z',
              reason: 'Unpaid invoices',
              suspended_by: { id: 'x', name: 'Root Operator' },
            }
          : null,
    }),
  ).on(`POST ${DETAIL}/suspend`, () => {
    status = 'suspended';
    return { tenant: buildTenant({ status: 'suspended' }), sessions_ended: 7 };
  });
  await openDetail(api);
  await userEvent.click(screen.getByRole('button', { name: 'Suspend' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Suspend Harbour Physio?' }));
  expect(
    dialog.getByText(/Every staff session of this clinic ends at once \(7 sessions open now\)/),
  ).toBeInTheDocument();
  expect(dialog.getByText(/none of its staff can sign in/)).toBeInTheDocument();

  await userEvent.click(dialog.getByRole('button', { name: 'Suspend tenant' }));
  expect(await dialog.findByText('Give a reason (at least 3 characters)')).toBeInTheDocument();
  expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

  await userEvent.type(dialog.getByLabelText(/Reason/), '  Unpaid invoices ');
  await userEvent.click(dialog.getByRole('button', { name: 'Suspend tenant' }));
  await waitFor(() =>
    expect(success).toHaveBeenCalledWith('Harbour Physio suspended; 7 staff sessions ended'),
  );
  expect(api.calls.find((call) => call.method === 'POST')).toEqual({
    method: 'POST',
    url: `${DETAIL}/suspend`,
    body: { reason: 'Unpaid invoices' },
    endpoint: 'suspendTenant',
  });
  expect(
    await screen.findByText('This clinic account is suspended: its staff cannot sign in.'),
  ).toBeInTheDocument();
  expect(screen.getByText(/Reason: Unpaid invoices/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

it('keeps the dialog open with the server message when the tenant is already suspended (409)', async () => {
  const api = detailApi().on(`POST ${DETAIL}/suspend`, () => {
    throw apiError(409, { detail: 'The tenant is already suspended', code: 'conflict' });
  });
  await openDetail(api);
  await userEvent.click(screen.getByRole('button', { name: 'Suspend' }));
  const dialog = within(await screen.findByRole('alertdialog'));
  await userEvent.type(dialog.getByLabelText(/Reason/), 'Fraud report');
  await userEvent.click(dialog.getByRole('button', { name: 'Suspend tenant' }));
  expect(await dialog.findByRole('alert')).toHaveTextContent('The tenant is already suspended');
  // The typed reason is unsaved: Cancel asks before discarding it.
  await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
  expect(dialog.getAllByRole('alert').at(-1)).toHaveTextContent('Discard your changes?');
  await userEvent.click(dialog.getByRole('button', { name: 'Discard' }));
  await waitFor(() => expect(getCalls(api, DETAIL)).toHaveLength(2));
});

it('reactivates a suspended tenant with a reason', async () => {
  const api = detailApi(() =>
    buildTenantDetail({
      status: 'suspended',
      suspension: { suspended_at: '2026-11-20T10:00:00Z', reason: 'Unpaid', suspended_by: null },
    }),
  ).on(`POST ${DETAIL}/reactivate`, () => ({ tenant: buildTenant(), sessions_ended: 0 }));
  await openDetail(api);
  await userEvent.click(screen.getByRole('button', { name: 'Reactivate' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Reactivate Harbour Physio?' }));
  await userEvent.type(dialog.getByLabelText(/Reason/), 'Paid in full');
  await userEvent.click(dialog.getByRole('button', { name: 'Reactivate tenant' }));
  await waitFor(() =>
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Paid in full' }),
  );
});

it('changes the subscription, sending only what changed', async () => {
  const success = jest.spyOn(toast, 'success');
  const api = detailApi(() =>
    buildTenantDetail({ plan: 'trial', subscription_status: 'trial', trial_ends_at: '2026-12-01T23:59:59Z' }),
  ).on(`PATCH ${DETAIL}/subscription`, () => ({
    tenant_id: HARBOUR_ID,
    plan: 'pro',
    plan_name: 'Pro',
    price: '$99/month',
    monthly_price_usd: 99,
    status: 'trial',
    trial_ends_at: '2026-12-15T23:59:59Z',
    trial_days_left: 20,
  }));
  await openDetail(api);
  await userEvent.click(screen.getByRole('button', { name: 'Change subscription' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Subscription of Harbour Physio' }));
  expect(dialog.getByLabelText('Trial ends on')).toHaveValue('2026-12-01');

  await userEvent.clear(dialog.getByLabelText('Trial ends on'));
  await userEvent.click(dialog.getByRole('button', { name: 'Save subscription' }));
  expect(await dialog.findByText('A trial needs an end date')).toBeInTheDocument();

  await userEvent.type(dialog.getByLabelText('Trial ends on'), '2026-12-15');
  await userEvent.selectOptions(dialog.getByLabelText('Plan'), 'pro');
  await userEvent.click(dialog.getByRole('button', { name: 'Save subscription' }));
  await waitFor(() => expect(success).toHaveBeenCalledWith('Subscription saved: Pro, trial'));
  expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
    plan: 'pro',
    trial_ends_at: '2026-12-15T23:59:59Z',
  });
});

it('shows the server detail for an unknown tenant', async () => {
  const api = detailApi(() => {
    throw apiError(404, { detail: 'Tenant not found', code: 'not_found' });
  });
  await openSystemAdminPage(`/system-admin/tenants/${HARBOUR_ID}`, 'Tenant', api);
  expect(await screen.findByRole('alert')).toHaveTextContent('Tenant not found');
});
