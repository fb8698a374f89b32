import { PERMISSIONS } from '@clinio/contracts';
import { toast } from '@clinio/design-system';
import { apiError, createMockApi, type MockApi } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BRANCHES,
  LOCUM_ROLE,
  NURSE_ROLE,
  ROLES,
  SUPER_ADMINS,
  buildRole,
  buildStaff,
} from '../testing/fixtures';
import { ADMIN, SUPER_ADMIN, openPage, withProfile } from '../testing/render-app';
import { ALL_PERMISSION_GROUPS, groupPermissions } from './permission-groups';

function rolesApi(): MockApi {
  return withProfile(createMockApi())
    .on('GET /api/roles', () => ROLES)
    .on('GET /api/super-admins/', () => SUPER_ADMINS);
}

const openRoles = (api = rolesApi()) => openPage('/dashboard/roles', 'Roles', { api, user: SUPER_ADMIN });
const card = (name: string) => within(screen.getByRole('article', { name }));

it('puts every permission of the product in exactly one named group', () => {
  const grouped = ALL_PERMISSION_GROUPS.flatMap((group) => group.items.map((item) => item.name));
  expect(grouped.sort()).toEqual(Object.keys(PERMISSIONS).sort());
  expect(ALL_PERMISSION_GROUPS.map((group) => group.label)).not.toContain('Other');
  expect(groupPermissions(['patients_read', 'appointments_create', 'made_up'])).toEqual([
    { label: 'Appointments', items: [{ name: 'appointments_create', label: 'Book appointments' }] },
    { label: 'Patients', items: [{ name: 'patients_read', label: 'See patient records' }] },
    { label: 'Other', items: [{ name: 'made_up', label: 'made_up' }] },
  ]);
});

it('tells others that only super admins manage roles, and asks the server nothing', async () => {
  const api = rolesApi();
  await openPage('/dashboard/roles', 'Roles', { api, user: ADMIN });
  expect(screen.getByRole('status')).toHaveTextContent('Only super admins can manage roles');
  expect(api.calls).toEqual([]);
  expect(screen.queryByRole('button', { name: /New role/ })).not.toBeInTheDocument();
});

it('shows each role with description, member count and readable permissions; system roles read-only', async () => {
  await openRoles();
  expect(document.title).toBe('Roles — Clinio');
  const nurse = await screen.findByRole('article', { name: 'Senior nurse' });
  expect(within(nurse).getByText('Nurses who also book.')).toBeInTheDocument();
  expect(within(nurse).getByText('2 members')).toBeInTheDocument();
  await userEvent.click(within(nurse).getByRole('button', { name: 'Permissions (3)' }));
  expect(within(nurse).getByText('Book appointments')).toBeVisible();
  expect(within(nurse).getByText('See patient records')).toBeVisible();
  expect(within(nurse).getByText('Appointments')).toBeVisible();
  // In use: it can be edited but not deleted.
  expect(within(nurse).getByRole('button', { name: 'Edit Senior nurse' })).toBeInTheDocument();
  expect(within(nurse).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();

  const admin = card('Admin');
  expect(admin.getByText('System role · read-only')).toBeInTheDocument();
  expect(admin.queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
  expect(card('Locum').getByRole('button', { name: 'Delete Locum' })).toBeInTheDocument();
});

it('creates a custom role from the permission checklist', async () => {
  const success = jest.spyOn(toast, 'success');
  const api = rolesApi().on('POST /api/roles', () =>
    buildRole({ id: '00000000-0000-4000-8000-00000000f0aa', name: 'billing_lead' }),
  );
  await openRoles(api);
  await userEvent.click(await screen.findByRole('button', { name: 'New role' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'New role' }));

  await userEvent.click(dialog.getByRole('button', { name: 'Create role' }));
  expect(await dialog.findByText('Choose at least one permission')).toBeInTheDocument();
  expect(dialog.getByText('At least 2 characters')).toBeInTheDocument();

  await userEvent.type(dialog.getByLabelText(/^Name/), 'Billing lead');
  await userEvent.type(dialog.getByLabelText('Description'), 'Runs billing.');
  await userEvent.click(dialog.getByRole('checkbox', { name: PERMISSIONS.billing_manage }));
  await userEvent.click(dialog.getByRole('checkbox', { name: PERMISSIONS.billing_read }));
  await userEvent.click(dialog.getByRole('button', { name: 'Create role' }));

  await waitFor(() => expect(success).toHaveBeenCalledWith('Role Billing lead created'));
  expect(api.calls).toContainEqual({
    method: 'POST',
    url: '/api/roles',
    body: {
      name: 'Billing lead',
      description: 'Runs billing.',
      permissions: ['billing_read', 'billing_manage'],
    },
    endpoint: 'createRole',
  });
  expect(api.calls.filter((call) => call.url === '/api/roles' && call.method === 'GET')).toHaveLength(2);
});

it('edits a custom role, and shows a name already taken beside the name', async () => {
  let isTaken = true;
  const api = rolesApi().on(`PATCH /api/roles/${NURSE_ROLE.id}`, () => {
    if (isTaken) throw apiError(409, { detail: 'A role with this name exists', code: 'conflict' });
    return NURSE_ROLE;
  });
  await openRoles(api);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Senior nurse' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit role Senior nurse' }));
  expect(dialog.getByRole('checkbox', { name: PERMISSIONS.appointments_create })).toBeChecked();

  await userEvent.clear(dialog.getByLabelText(/^Name/));
  await userEvent.type(dialog.getByLabelText(/^Name/), 'Locum');
  await userEvent.click(dialog.getByRole('checkbox', { name: PERMISSIONS.appointments_create }));
  await userEvent.click(dialog.getByRole('button', { name: 'Save role' }));
  expect(await dialog.findByText('A role with this name exists')).toBeInTheDocument();
  expect(dialog.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');

  isTaken = false;
  await userEvent.type(dialog.getByLabelText(/^Name/), ' nurse');
  await userEvent.click(dialog.getByRole('button', { name: 'Save role' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.calls.filter((call) => call.method === 'PATCH').at(-1)).toEqual({
    method: 'PATCH',
    url: `/api/roles/${NURSE_ROLE.id}`,
    body: {
      name: 'Locum nurse',
      description: 'Nurses who also book.',
      permissions: ['appointments_read', 'patients_read'],
    },
    endpoint: 'updateRole',
  });
});

it('deletes an unused role after confirmation', async () => {
  const api = rolesApi().on(`DELETE /api/roles/${LOCUM_ROLE.id}`, () => null);
  await openRoles(api);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Locum' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete role Locum?' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Delete role' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(api.calls).toContainEqual({
    method: 'DELETE',
    url: `/api/roles/${LOCUM_ROLE.id}`,
    body: undefined,
    endpoint: 'deleteRole',
  });
});

it('lists super admins and demotes one into the chosen branch', async () => {
  const api = rolesApi().on(`POST /api/super-admins/demote/${SUPER_ADMINS[1]!.id}`, () =>
    buildStaff({ id: SUPER_ADMINS[1]!.id }),
  );
  await openRoles(api);
  const section = within(screen.getByRole('region', { name: 'Super admins' }));
  expect(await section.findByText('Sara Owner (you)')).toBeInTheDocument();
  expect(section.getByText('Harbour Street, Hillside')).toBeInTheDocument();

  await userEvent.click(section.getByRole('button', { name: 'Demote Omar Partner' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Demote Omar Partner?' }));
  expect(dialog.getByLabelText(/^Branch/)).toHaveValue(BRANCHES[1].id);
  await userEvent.click(dialog.getByRole('button', { name: 'Demote' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(api.calls).toContainEqual({
    method: 'POST',
    url: `/api/super-admins/demote/${SUPER_ADMINS[1]!.id}`,
    query: { branch_id: BRANCHES[1].id },
    body: undefined,
    endpoint: 'demoteSuperAdmin',
  });
});

it('shows the server’s message when you cannot demote yourself', async () => {
  const api = rolesApi().on(`POST /api/super-admins/demote/${SUPER_ADMIN.id}`, () => {
    throw apiError(409, {
      detail: 'You are the last super admin: promote someone else first',
      code: 'conflict',
    });
  });
  await openRoles(api);
  await userEvent.click(await screen.findByRole('button', { name: 'Demote Sara Owner' }));
  const dialog = within(await screen.findByRole('alertdialog'));
  await userEvent.selectOptions(dialog.getByLabelText(/^Branch/), BRANCHES[1].id);
  await userEvent.click(dialog.getByRole('button', { name: 'Demote' }));
  expect(await dialog.findByRole('alert')).toHaveTextContent('You are the last super admin');
  expect(api.calls.at(-1)).toMatchObject({
    url: `/api/super-admins/demote/${SUPER_ADMIN.id}`,
    query: { branch_id: BRANCHES[1].id },
  });
});

it('shows the server detail when roles cannot load', async () => {
  const api = rolesApi().on('GET /api/roles', () => {
    throw apiError(403, { detail: 'Only super admins can manage roles', code: 'permission_denied' });
  });
  await openRoles(api);
  expect(await screen.findByText('Only super admins can manage roles')).toBeInTheDocument();
});
