import { apiError, createMockApi, type MockApi, type MockEndpointHandler } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queriesOf } from '../../testing/endpoint-calls';
import { TENANTS, openSystemAdminPage, tenantsPage } from '../../testing/system-admin';

/** The default sort and the first page, with no filter. */
const FIRST = { sort: 'created_at', order: 'desc', page: 1, page_size: 25 };

function tenantsApi(answer: MockEndpointHandler<'listTenants'> = () => tenantsPage()): MockApi {
  return createMockApi().on('listTenants', answer);
}

/** The query of each read of the list, in order. */
const tenantQueries = (api: MockApi) => queriesOf(api, 'listTenants');

const openTenants = (api = tenantsApi()) => openSystemAdminPage('/system-admin/tenants', 'Tenants', api);

it('lists each tenant with its plan, subscription, counts and activity, linked to its page', async () => {
  const { onNavigate } = await openTenants();
  expect(document.title).toBe('Tenants — Clinio');
  const rows = await screen.findAllByRole('row');
  const harbour = within(rows[1]!);
  expect(harbour.getByRole('link', { name: 'Harbour Physio' })).toHaveAttribute(
    'href',
    `/system-admin/tenants/${TENANTS[0]!.id}`,
  );
  expect(harbour.getByText('HARB-1234')).toBeInTheDocument();
  expect(harbour.getByText('Pro')).toBeInTheDocument();
  expect(harbour.getAllByText('Active')).toHaveLength(2);
  expect(harbour.getByText('12')).toBeInTheDocument();
  expect(harbour.getByText((3400).toLocaleString())).toBeInTheDocument();
  const hilltop = within(rows[2]!);
  expect(hilltop.getAllByText('Trial')).toHaveLength(2);
  expect(hilltop.getByText(/^Ends /)).toBeInTheDocument();
  expect(hilltop.getByText('—', { selector: 'td' })).toBeInTheDocument();

  await userEvent.click(harbour.getByRole('link', { name: 'Harbour Physio' }));
  expect(onNavigate).toHaveBeenCalledWith(`/system-admin/tenants/${TENANTS[0]!.id}`);
});

it('searches (debounced), filters by status and plan and sorts, each from page 1', async () => {
  const api = tenantsApi();
  await openTenants(api);
  await screen.findByRole('link', { name: 'Harbour Physio' });
  expect(tenantQueries(api)).toStrictEqual([FIRST]);
  const filters = within(screen.getByRole('search', { name: 'Filter tenants' }));

  await userEvent.type(filters.getByLabelText('Search tenants'), 'harb');
  await waitFor(() => expect(tenantQueries(api).at(-1)).toStrictEqual({ q: 'harb', ...FIRST }));
  expect(tenantQueries(api)).toHaveLength(2);

  await userEvent.selectOptions(filters.getByLabelText('Status'), 'suspended');
  await userEvent.selectOptions(filters.getByLabelText('Plan'), 'pro');
  await waitFor(() =>
    expect(tenantQueries(api).at(-1)).toStrictEqual({
      q: 'harb',
      status: 'suspended',
      plan: 'pro',
      ...FIRST,
    }),
  );

  const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
  expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  await userEvent.click(within(nameHeader).getByRole('button'));
  await waitFor(() =>
    expect(tenantQueries(api).at(-1)).toStrictEqual({
      q: 'harb',
      status: 'suspended',
      plan: 'pro',
      sort: 'name',
      order: 'asc',
      page: 1,
      page_size: 25,
    }),
  );
  expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  await userEvent.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
  await waitFor(() => expect(tenantQueries(api).at(-1)).toMatchObject({ sort: 'name', order: 'desc' }));
  await userEvent.click(within(screen.getByRole('columnheader', { name: /Patients/ })).getByRole('button'));
  await waitFor(() =>
    expect(tenantQueries(api).at(-1)).toMatchObject({ sort: 'patient_count', order: 'desc' }),
  );
});

it('pages through the tenants', async () => {
  const api = tenantsApi(() => tenantsPage(TENANTS, { total: 60, page: tenantQueries(api).length }));
  await openTenants(api);
  expect(await screen.findByText('Page 1 of 3 · 60 tenants')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Page 2 of 3 · 60 tenants')).toBeInTheDocument();
  expect(tenantQueries(api).at(-1)).toStrictEqual({ ...FIRST, page: 2 });
});

it('says when nothing matches and clears the filters', async () => {
  const api = tenantsApi(() => tenantsPage([]));
  await openTenants(api);
  expect(await screen.findByRole('heading', { name: 'No tenants yet' })).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('Status'), 'suspended');
  expect(await screen.findByRole('heading', { name: 'No tenants match these filters' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(tenantQueries(api).at(-1)).toStrictEqual(FIRST));
});

it('shows the server detail with a retry', async () => {
  let isDown = true;
  await openTenants(
    tenantsApi(() => {
      if (isDown) throw apiError(403, { detail: 'System administrators only', code: 'permission_denied' });
      return tenantsPage();
    }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('System administrators only');
  isDown = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Harbour Physio' })).toBeInTheDocument();
});
