import { toast } from '@clinio/design-system';
import { apiError, createMockApi, type MockApi, type MockEndpointHandler } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queriesOf } from '../testing/endpoint-calls';
import { DANA, GINA, IVAN, ROLES, STAFF, buildStaff, staffPage } from '../testing/fixtures';
import { ADMIN, FRONT_DESK, openPage, withProfile } from '../testing/render-app';
import { staffListQuery } from './staff-query';

/** Answers `listStaff` through `answer`, which sees the call's input (its query). */
function staffApi(answer: MockEndpointHandler<'listStaff'> = () => staffPage()): MockApi {
  return withProfile(createMockApi())
    .on('GET /api/roles', () => ROLES)
    .on('listStaff', answer);
}

/** The query of each read of the list, in order. */
const staffQueries = (api: MockApi) => queriesOf(api, 'listStaff');
const openStaff = (api = staffApi(), user = ADMIN) => openPage('/dashboard/staff', 'Staff', { api, user });
const table = () => within(screen.getByRole('table'));
const rowOf = (name: string) => within(table().getByText(name).closest('tr')!);

it('builds the list query from the filters that are set', () => {
  expect(staffListQuery({ search: '', status: '', page: 1 })).toStrictEqual({ page: 1, page_size: 25 });
  expect(staffListQuery({ search: '   ', status: '', page: 2 })).toStrictEqual({ page: 2, page_size: 25 });
  expect(staffListQuery({ search: ' dana ', status: 'invited', page: 3 })).toStrictEqual({
    search: 'dana',
    status: 'invited',
    page: 3,
    page_size: 25,
  });
});

it('lists staff with role, branches, status badges and last sign-in', async () => {
  await openStaff();
  expect(await screen.findByText('Dana Whitfield')).toBeInTheDocument();
  expect(document.title).toBe('Staff — Clinio');
  expect(rowOf('Dana Whitfield').getByText('Harbour Street, Hillside')).toBeInTheDocument();
  expect(rowOf('Dana Whitfield').getByText('Admin')).toBeInTheDocument();
  expect(rowOf('Dana Whitfield').getByText('Active')).toBeInTheDocument();
  expect(rowOf('Ivan Invitee').getByText('Invited')).toBeInTheDocument();
  expect(rowOf('Ivan Invitee').getByText('Never')).toBeInTheDocument();
  expect(rowOf('Gina Gone').getByText('Deactivated')).toBeInTheDocument();
});

it('offers the actions that fit each status', async () => {
  await openStaff();
  await screen.findByText('Dana Whitfield');
  const names = (row: ReturnType<typeof rowOf>) =>
    row.getAllByRole('button').map((button) => button.textContent);
  expect(names(rowOf('Dana Whitfield'))).toEqual(['Edit role & branches', 'Deactivate']);
  expect(names(rowOf('Ivan Invitee'))).toEqual(['Resend invitation', 'Edit role & branches']);
  expect(names(rowOf('Gina Gone'))).toEqual(['Reactivate']);
});

it('hides every management action without staff_manage', async () => {
  const { api } = await openStaff(staffApi(), FRONT_DESK);
  await screen.findByText('Dana Whitfield');
  expect(screen.queryByRole('button', { name: /Invite staff/ })).not.toBeInTheDocument();
  expect(table().queryAllByRole('button')).toEqual([]);
  expect(table().queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  expect(api.calls.some((call) => call.url === '/api/roles')).toBe(false);
});

it('does not offer to deactivate yourself', async () => {
  const me = buildStaff({ id: ADMIN.id, first_name: 'Adam', last_name: 'Admin', email: ADMIN.email });
  await openStaff(staffApi(() => staffPage([me])));
  await screen.findByText('Adam Admin');
  expect(rowOf('Adam Admin').queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
});

it('searches as you type, filters by status and pages, each from page 1', async () => {
  const api = staffApi(({ query }) => staffPage(STAFF, { total: 60, page: Number(query?.page) }));
  await openStaff(api);
  await screen.findByText('Page 1 of 3 · 60 staff members');

  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByText('Page 2 of 3 · 60 staff members');
  await userEvent.type(screen.getByLabelText('Search staff'), 'dana');
  await waitFor(() => expect(staffQueries(api)).toContainEqual({ search: 'dana', page: 1, page_size: 25 }));
  await userEvent.selectOptions(screen.getByLabelText('Status'), 'invited');
  await waitFor(() =>
    expect(staffQueries(api)).toContainEqual({ search: 'dana', status: 'invited', page: 1, page_size: 25 }),
  );
  expect(staffQueries(api)).toContainEqual({ page: 2, page_size: 25 });
  // Debounced: one request for the whole word, none per letter.
  const searched = staffQueries(api).map((query) => (query as { search?: string }).search);
  expect(searched.filter((search) => search !== undefined && search !== 'dana')).toEqual([]);
});

it('shows an empty state, and another when filters match nobody', async () => {
  const first = await openStaff(staffApi(() => staffPage([])));
  expect(await screen.findByRole('heading', { name: 'No staff yet' })).toBeInTheDocument();
  first.unmount();

  await openStaff(staffApi(() => staffPage([])));
  await userEvent.selectOptions(screen.getByLabelText('Status'), 'deactivated');
  expect(await screen.findByRole('heading', { name: 'No staff match these filters' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(screen.getByLabelText('Status')).toHaveValue('');
});

it('shows the server detail when the list cannot load', async () => {
  await openStaff(
    staffApi(() => {
      throw apiError(403, { detail: 'You do not have permission to see staff', code: 'permission_denied' });
    }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to see staff');
});

it('resends an invitation and reactivates a colleague with one click', async () => {
  const success = jest.spyOn(toast, 'success');
  const api = staffApi()
    .on(`POST /api/staff/${IVAN.id}/resend-invitation`, () => IVAN)
    .on(`POST /api/staff/${GINA.id}/reactivate`, () => GINA);
  await openStaff(api);
  await userEvent.click(await screen.findByRole('button', { name: 'Resend invitation: Ivan Invitee' }));
  await waitFor(() => expect(success).toHaveBeenCalledWith('Invitation sent again to ivan@harbour.example'));
  await userEvent.click(screen.getByRole('button', { name: 'Reactivate: Gina Gone' }));
  await waitFor(() => expect(success).toHaveBeenCalledWith('Gina Gone reactivated'));
  expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
    `/api/staff/${IVAN.id}/resend-invitation`,
    `/api/staff/${GINA.id}/reactivate`,
  ]);
});

it('shows the server message when a quick action fails', async () => {
  const failure = jest.spyOn(toast, 'error');
  const api = staffApi().on(`POST /api/staff/${IVAN.id}/resend-invitation`, () => {
    throw apiError(429, { detail: 'Wait a minute before sending again', code: 'rate_limited' });
  });
  await openStaff(api);
  await userEvent.click(await screen.findByRole('button', { name: 'Resend invitation: Ivan Invitee' }));
  await waitFor(() => expect(failure).toHaveBeenCalledWith('Wait a minute before sending again'));
});

it('deactivates after a confirmation that says they are signed out at once', async () => {
  const api = staffApi().on(`POST /api/staff/${DANA.id}/deactivate`, () => DANA);
  await openStaff(api);
  await userEvent.click(await screen.findByRole('button', { name: 'Deactivate: Dana Whitfield' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Dana Whitfield?' });
  expect(dialog).toHaveTextContent('They are signed out at once');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(api.calls).toContainEqual({
    method: 'POST',
    url: `/api/staff/${DANA.id}/deactivate`,
    body: undefined,
    endpoint: 'deactivateStaff',
  });
  expect(staffQueries(api)).toHaveLength(2);
});
