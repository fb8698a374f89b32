import { toast } from '@clinio/design-system';
import { createMockApi, type MockApi, type MockEndpointHandler } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { watchDownloads } from '../../testing/downloads';
import { queriesOf } from '../../testing/endpoint-calls';
import {
  HARBOUR_ID,
  ROOT_ADMIN_ID,
  buildPlatformAuditEntry,
  openSystemAdminPage,
  tenantsPage,
} from '../../testing/system-admin';

const AUDIT = '/api/system-admin/audit';
const ENTRIES = [
  buildPlatformAuditEntry(),
  buildPlatformAuditEntry({
    id: 'e2',
    actor_type: 'anonymous',
    actor_id: null,
    actor_name: null,
    subject_tenant_id: null,
    subject_tenant_name: null,
    action: 'patient.login',
    outcome: 'failure',
    reason: null,
  }),
];

function auditApi(
  answer: MockEndpointHandler<'listPlatformAuditEvents'> = () => ({
    items: ENTRIES,
    total: 2,
    page: 1,
    page_size: 50,
  }),
): MockApi {
  return createMockApi()
    .on('listPlatformAuditEvents', answer)
    .on('listTenants', () => tenantsPage());
}

/** The query of each read of the log, in order. */
const auditQueries = (api: MockApi) => queriesOf(api, 'listPlatformAuditEvents');
const FIRST_PAGE = { page: 1, page_size: 50 };

const openAudit = (api = auditApi()) => openSystemAdminPage('/system-admin/audit', 'Platform audit', api);

it('shows who did what to which tenant, why, and how it ended', async () => {
  await openAudit();
  const table = within(await screen.findByRole('region', { name: 'Platform audit entries table' }));
  const rows = table.getAllByRole('row');
  const first = within(rows[1]!);
  expect(first.getByText('Root Operator')).toBeInTheDocument();
  expect(first.getByText('tenant.suspended')).toBeInTheDocument();
  expect(first.getByRole('link', { name: 'Harbour Physio' })).toHaveAttribute(
    'href',
    `/system-admin/tenants/${HARBOUR_ID}`,
  );
  expect(first.getByText('Unpaid invoices')).toBeInTheDocument();
  expect(rows[1]!.querySelector('time')).toHaveAttribute('title', '2026-11-22 09:30:05 UTC');
  const second = within(rows[2]!);
  expect(second.getByText('Not signed in')).toBeInTheDocument();
  expect(second.getByText('Failure')).toBeInTheDocument();
});

it('filters by administrator, action prefix, tenant, outcome and dates', async () => {
  const api = auditApi();
  await openAudit(api);
  await screen.findByText('tenant.suspended');
  const filters = within(screen.getByRole('search', { name: 'Filter platform audit entries' }));
  await userEvent.type(filters.getByLabelText('Administrator ID'), ROOT_ADMIN_ID);
  await userEvent.type(filters.getByLabelText('Action'), 'tenant');
  await userEvent.selectOptions(filters.getByLabelText('Tenant'), HARBOUR_ID);
  await userEvent.selectOptions(filters.getByLabelText('Outcome'), 'success');
  await userEvent.type(filters.getByLabelText('From (UTC)'), '2026-11-01');
  await userEvent.type(filters.getByLabelText('To (UTC)'), '2026-11-22');
  expect(auditQueries(api)).toStrictEqual([FIRST_PAGE]);
  // The tenant choices: the first hundred by name.
  expect(queriesOf(api, 'listTenants')).toStrictEqual([
    { sort: 'name', order: 'asc', page: 1, page_size: 100 },
  ]);
  await userEvent.click(filters.getByRole('button', { name: 'Apply filters' }));
  await waitFor(() =>
    expect(auditQueries(api).at(-1)).toStrictEqual({
      admin_id: ROOT_ADMIN_ID,
      action: 'tenant',
      tenant_id: HARBOUR_ID,
      outcome: 'success',
      from: '2026-11-01',
      to: '2026-11-22',
      ...FIRST_PAGE,
    }),
  );
  await userEvent.click(filters.getByRole('button', { name: 'Clear' }));
  await waitFor(() => expect(auditQueries(api).at(-1)).toStrictEqual(FIRST_PAGE));
});

it('refuses a malformed administrator ID and a range that ends before it starts', async () => {
  const api = auditApi();
  await openAudit(api);
  const filters = within(screen.getByRole('search', { name: 'Filter platform audit entries' }));
  await userEvent.type(filters.getByLabelText('Administrator ID'), 'root');
  await userEvent.type(filters.getByLabelText('From (UTC)'), '2026-11-22');
  await userEvent.type(filters.getByLabelText('To (UTC)'), '2026-11-01');
  await userEvent.click(filters.getByRole('button', { name: 'Apply filters' }));
  expect(await filters.findByText('Enter an administrator ID (a UUID)')).toBeInTheDocument();
  expect(filters.getByText('The end date must not be before the start date')).toBeInTheDocument();
  expect(auditQueries(api)).toHaveLength(1);
});

it('opens filtered by the tenant in the address, and pages', async () => {
  const api = auditApi(() => ({
    items: ENTRIES,
    total: 120,
    page: auditQueries(api).length,
    page_size: 50,
  }));
  await openSystemAdminPage(`/system-admin/audit?tenant_id=${HARBOUR_ID}`, 'Platform audit', api);
  expect(await screen.findByText('Page 1 of 3 · 120 entries')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Page 2 of 3 · 120 entries')).toBeInTheDocument();
  expect(auditQueries(api)).toStrictEqual([
    { tenant_id: HARBOUR_ID, ...FIRST_PAGE },
    { tenant_id: HARBOUR_ID, page: 2, page_size: 50 },
  ]);
});

it('exports the filtered log as CSV through an object URL', async () => {
  const csv = new Blob(['id,at\n'], { type: 'text/csv' });
  const { createObjectURL, revokeObjectURL, saved } = watchDownloads('blob:platform-audit');
  const success = jest.spyOn(toast, 'success');
  const api = auditApi().on(`GET ${AUDIT}/export`, () => csv);
  const get = jest.spyOn(api, 'get');
  await openAudit(api);
  const filters = within(screen.getByRole('search', { name: 'Filter platform audit entries' }));
  await userEvent.selectOptions(filters.getByLabelText('Outcome'), 'denied');
  await userEvent.click(filters.getByRole('button', { name: 'Apply filters' }));
  await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));

  await waitFor(() => expect(success).toHaveBeenCalledWith('Platform audit log exported'));
  expect(get).toHaveBeenCalledWith(`${AUDIT}/export?outcome=denied`, { responseType: 'blob' });
  expect(createObjectURL).toHaveBeenCalledWith(csv);
  expect(saved).toEqual([
    {
      href: 'blob:platform-audit',
      download: expect.stringMatching(/^platform-audit-\d{4}-\d{2}-\d{2}\.csv$/) as string,
    },
  ]);
  await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:platform-audit'));
});

it('shows an empty state', async () => {
  await openAudit(auditApi(() => ({ items: [], total: 0, page: 1, page_size: 50 })));
  expect(await screen.findByRole('heading', { name: 'No audit entries' })).toBeInTheDocument();
});
