import { toast } from '@clinio/design-system';
import { apiError, createMockApi, type MockApi, type MockEndpointHandler } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { watchDownloads } from '../testing/downloads';
import { queriesOf } from '../testing/endpoint-calls';
import { DANA, STAFF, buildAuditEntry, staffPage } from '../testing/fixtures';
import { ADMIN, FRONT_DESK, openPage } from '../testing/render-app';

const ENTRIES = [
  buildAuditEntry({ id: 'a1' }),
  buildAuditEntry({
    id: 'a2',
    at: '2026-11-22T07:00:00Z',
    actor_type: 'anonymous',
    actor_id: null,
    actor_name: null,
    actor_role: null,
    action: 'auth.login',
    resource_type: 'session',
    resource_id: null,
    outcome: 'failure',
    ip_address: null,
  }),
];

function auditApi(
  answer: MockEndpointHandler<'listAuditEvents'> = () => ({
    items: ENTRIES,
    total: 2,
    page: 1,
    page_size: 50,
  }),
): MockApi {
  return createMockApi()
    .on('listAuditEvents', answer)
    .on('listStaff', () => staffPage(STAFF));
}

const openAudit = (api = auditApi(), user = ADMIN) =>
  openPage('/dashboard/audit', 'Audit log', { api, user });
/** The query of each read of the log, in order. */
const auditQueries = (api: MockApi) => queriesOf(api, 'listAuditEvents');
const FIRST_PAGE = { page: 1, page_size: 50 };

it('shows who did what, when (UTC on hover), on which resource, how it ended and from where', async () => {
  await openAudit();
  expect(document.title).toBe('Audit log — Clinio');
  const rows = await screen.findAllByRole('row');
  const first = within(rows[1]!);
  expect(first.getByText('Dana Whitfield')).toBeInTheDocument();
  expect(first.getByText('Admin')).toBeInTheDocument();
  expect(first.getByText('patient.read')).toBeInTheDocument();
  expect(first.getByText('Patient')).toBeInTheDocument();
  expect(first.getByText('Success')).toBeInTheDocument();
  expect(first.getByText('203.0.113.5')).toBeInTheDocument();
  const time = rows[1]!.querySelector('time')!;
  expect(time).toHaveAttribute('datetime', '2026-11-22T09:30:05Z');
  expect(time).toHaveAttribute('title', '2026-11-22 09:30:05 UTC');
  expect(time.textContent).toBe(
    new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' }).format(
      new Date('2026-11-22T09:30:05Z'),
    ),
  );

  const second = within(rows[2]!);
  expect(second.getByText('Not signed in')).toBeInTheDocument();
  expect(second.getByText('Failure')).toBeInTheDocument();
});

it('builds the query from the filters, with the user picked from the staff list', async () => {
  const api = auditApi();
  await openAudit(api);
  await within(await screen.findByRole('table')).findByText('Dana Whitfield');
  const filters = within(screen.getByRole('search', { name: 'Filter audit entries' }));
  await userEvent.selectOptions(filters.getByLabelText('User'), DANA.id);
  await userEvent.type(filters.getByLabelText('Action'), 'patient.read');
  await userEvent.type(filters.getByLabelText('Resource type'), 'patient');
  await userEvent.selectOptions(filters.getByLabelText('Outcome'), 'denied');
  await userEvent.type(filters.getByLabelText('From'), '2026-11-01');
  await userEvent.type(filters.getByLabelText('To'), '2026-11-22');
  expect(auditQueries(api)).toStrictEqual([FIRST_PAGE]);
  expect(queriesOf(api, 'listStaff')).toStrictEqual([{ page: 1, page_size: 100 }]);
  await userEvent.click(filters.getByRole('button', { name: 'Apply filters' }));

  await waitFor(() =>
    expect(auditQueries(api).at(-1)).toStrictEqual({
      user_id: DANA.id,
      action: 'patient.read',
      resource_type: 'patient',
      outcome: 'denied',
      from: '2026-11-01',
      to: '2026-11-22',
      ...FIRST_PAGE,
    }),
  );

  await userEvent.click(filters.getByRole('button', { name: 'Clear' }));
  await waitFor(() => expect(auditQueries(api).at(-1)).toStrictEqual(FIRST_PAGE));
  expect(filters.getByLabelText('Action')).toHaveValue('');
});

it('refuses a date range that ends before it starts, beside the field', async () => {
  const api = auditApi();
  await openAudit(api);
  const filters = within(screen.getByRole('search', { name: 'Filter audit entries' }));
  await userEvent.type(filters.getByLabelText('From'), '2026-11-22');
  await userEvent.type(filters.getByLabelText('To'), '2026-11-01');
  await userEvent.click(filters.getByRole('button', { name: 'Apply filters' }));
  expect(await filters.findByText('The end date is before the start date')).toBeInTheDocument();
  expect(auditQueries(api)).toHaveLength(1);
});

it('pages through the entries', async () => {
  const api = auditApi(() => ({ items: ENTRIES, total: 120, page: auditQueries(api).length, page_size: 50 }));
  await openAudit(api);
  expect(await screen.findByText('Page 1 of 3 · 120 entries')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Page 2 of 3 · 120 entries')).toBeInTheDocument();
  expect(auditQueries(api).at(-1)).toStrictEqual({ page: 2, page_size: 50 });
});

it('exports a CSV with the applied filters and saves it through an object URL', async () => {
  const csv = new Blob(['at,action\n'], { type: 'text/csv' });
  const { createObjectURL, revokeObjectURL, saved } = watchDownloads('blob:audit');
  const success = jest.spyOn(toast, 'success');
  const api = auditApi().on('GET /api/audit/export', () => csv);
  const get = jest.spyOn(api, 'get');
  await openAudit(api);
  const filters = within(screen.getByRole('search', { name: 'Filter audit entries' }));
  await userEvent.selectOptions(filters.getByLabelText('Outcome'), 'denied');
  await userEvent.click(filters.getByRole('button', { name: 'Apply filters' }));
  await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));

  await waitFor(() => expect(success).toHaveBeenCalledWith('Audit log exported'));
  expect(get).toHaveBeenCalledWith('/api/audit/export?outcome=denied', { responseType: 'blob' });
  expect(createObjectURL).toHaveBeenCalledWith(csv);
  expect(saved).toEqual([
    { href: 'blob:audit', download: expect.stringMatching(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/) as string },
  ]);
  await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:audit'));
});

it('says why an export failed', async () => {
  const failure = jest.spyOn(toast, 'error');
  const api = auditApi().on('GET /api/audit/export', () => {
    throw apiError(403, { detail: 'You may not export the audit log', code: 'permission_denied' });
  });
  await openAudit(api);
  await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
  await waitFor(() =>
    expect(failure).toHaveBeenCalledWith('You may not export the audit log', 'Export failed'),
  );
});

it('reads the server detail from an error body that arrived as a file', async () => {
  const failure = jest.spyOn(toast, 'error');
  const api = auditApi().on('GET /api/audit/export', () => {
    const error = apiError(429, { detail: 'ignored', code: 'rate_limited' });
    const body = JSON.stringify({ detail: 'One export per minute, please', code: 'rate_limited' });
    Object.assign(error.response!, { data: new Blob([body], { type: 'application/json' }) });
    throw error;
  });
  await openAudit(api);
  await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
  await waitFor(() => expect(failure).toHaveBeenCalledWith('One export per minute, please', 'Export failed'));
});

it('shows an empty state, and the server detail with a retry on failure', async () => {
  const first = await openAudit(auditApi(() => ({ items: [], total: 0, page: 1, page_size: 50 })));
  expect(await screen.findByRole('heading', { name: 'No audit entries' })).toBeInTheDocument();
  first.unmount();

  let isDown = true;
  await openAudit(
    auditApi(() => {
      if (isDown)
        throw apiError(403, { detail: 'You need the audit_read permission', code: 'permission_denied' });
      return { items: ENTRIES, total: 2, page: 1, page_size: 50 };
    }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('You need the audit_read permission');
  isDown = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await within(await screen.findByRole('table')).findByText('Dana Whitfield')).toBeInTheDocument();
});

it('leaves out the user filter for someone who cannot read the staff list', async () => {
  const api = auditApi();
  await openAudit(api, { ...FRONT_DESK, role: { name: 'auditor', permissions: ['audit_read'] } });
  await within(await screen.findByRole('table')).findByText('Dana Whitfield');
  expect(screen.queryByLabelText('User')).not.toBeInTheDocument();
  expect(api.calls.some((call) => call.url.startsWith('/api/staff'))).toBe(false);
});
