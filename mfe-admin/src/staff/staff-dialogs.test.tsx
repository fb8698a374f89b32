import { toast } from '@clinio/design-system';
import { createMockApi, type MockApi } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ADMIN_ROLE,
  BRANCHES,
  DANA,
  FRONT_DESK_ROLE,
  IVAN,
  NURSE_ROLE,
  ROLES,
  SUPER_ADMIN_ROLE,
  buildStaff,
  staffPage,
} from '../testing/fixtures';
import { ADMIN, SUPER_ADMIN, openPage, validationFailure, withProfile } from '../testing/render-app';

function staffApi(): MockApi {
  return withProfile(createMockApi())
    .on('GET /api/roles', () => ROLES)
    .on('listStaff', () => staffPage());
}

async function openInvite(api = staffApi(), user = ADMIN) {
  const view = await openPage('/dashboard/staff', 'Staff', { api, user });
  await screen.findByText('Dana Whitfield');
  await userEvent.click(screen.getByRole('button', { name: 'Invite staff' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Invite staff' }));
  return { ...view, dialog };
}

const roleOptions = (dialog: { getByLabelText: (label: RegExp) => HTMLElement }) =>
  within(dialog.getByLabelText(/^Role/))
    .getAllByRole('option')
    .map((option) => option.textContent);

it('offers every role but super admin to an admin, and super admin to a super admin', async () => {
  const first = await openInvite();
  expect(roleOptions(first.dialog)).toEqual([
    'Choose a role',
    'Admin',
    'Front desk',
    'Senior nurse',
    'Locum',
  ]);
  first.unmount();

  const second = await openInvite(staffApi(), SUPER_ADMIN);
  expect(roleOptions(second.dialog)).toContain('Super admin');
});

it('checks the invitation before sending it', async () => {
  const { api, dialog } = await openInvite();
  await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
  expect(await dialog.findByText('Email is required')).toBeInTheDocument();
  expect(dialog.getByText('Select a role')).toBeInTheDocument();
  expect(dialog.getByText('Choose at least one branch')).toBeInTheDocument();
  expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
});

it('invites with e-mail, names, role and branches, then lists staff again', async () => {
  const success = jest.spyOn(toast, 'success');
  const api = staffApi().on('POST /api/staff/invitations', () =>
    buildStaff({ id: '00000000-0000-4000-8000-0000000000e1', email: 'nia@harbour.example' }),
  );
  const { dialog } = await openInvite(api);
  await userEvent.type(dialog.getByLabelText(/^Email/), 'nia@harbour.example');
  await userEvent.type(dialog.getByLabelText('First name'), 'Nia');
  await userEvent.type(dialog.getByLabelText('Last name'), 'Nurse');
  await userEvent.selectOptions(dialog.getByLabelText(/^Role/), NURSE_ROLE.id);
  await userEvent.click(dialog.getByRole('checkbox', { name: 'Hillside' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));

  await waitFor(() => expect(success).toHaveBeenCalledWith('Invitation sent to nia@harbour.example'));
  expect(api.calls).toContainEqual({
    method: 'POST',
    url: '/api/staff/invitations',
    body: {
      email: 'nia@harbour.example',
      first_name: 'Nia',
      last_name: 'Nurse',
      role_id: NURSE_ROLE.id,
      branch_ids: [BRANCHES[1].id],
    },
    endpoint: 'inviteStaff',
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.calls.filter((call) => call.endpoint === 'listStaff')).toHaveLength(2);
});

it('shows the server field errors in the dialog and keeps the draft, also after closing it', async () => {
  const api = staffApi().on('POST /api/staff/invitations', () => {
    throw validationFailure([{ field: 'email', message: 'This person is already on your staff' }]);
  });
  const { dialog } = await openInvite(api);
  await userEvent.type(dialog.getByLabelText(/^Email/), 'dana@harbour.example');
  await userEvent.selectOptions(dialog.getByLabelText(/^Role/), FRONT_DESK_ROLE.id);
  await userEvent.click(dialog.getByRole('checkbox', { name: 'Harbour Street' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));

  expect(await dialog.findByText('This person is already on your staff')).toBeInTheDocument();
  expect(dialog.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');

  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await userEvent.click(screen.getByRole('button', { name: 'Invite staff' }));
  const again = within(await screen.findByRole('dialog', { name: 'Invite staff' }));
  expect(again.getByLabelText(/^Email/)).toHaveValue('dana@harbour.example');
  expect(again.getByLabelText(/^Role/)).toHaveValue(FRONT_DESK_ROLE.id);
});

it('changes a colleague’s role and branches with a PATCH', async () => {
  const api = staffApi().on(`PATCH /api/staff/${DANA.id}`, () => DANA);
  await openPage('/dashboard/staff', 'Staff', { api });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit role & branches: Dana Whitfield' }));
  const dialog = within(
    await screen.findByRole('dialog', { name: 'Change role and branches of Dana Whitfield' }),
  );
  expect(dialog.getByLabelText(/^Role/)).toHaveValue(ADMIN_ROLE.id);
  expect(dialog.getByRole('checkbox', { name: 'Harbour Street' })).toBeChecked();
  expect(dialog.getByRole('checkbox', { name: 'Hillside' })).toBeChecked();

  await userEvent.selectOptions(dialog.getByLabelText(/^Role/), NURSE_ROLE.id);
  await userEvent.click(dialog.getByRole('checkbox', { name: 'Harbour Street' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.calls).toContainEqual({
    method: 'PATCH',
    url: `/api/staff/${DANA.id}`,
    body: { role_id: NURSE_ROLE.id, branch_ids: [BRANCHES[1].id] },
    endpoint: 'updateStaff',
  });
});

it('keeps at least one branch when editing', async () => {
  const { api } = await openPage('/dashboard/staff', 'Staff', { api: staffApi() });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit role & branches: Ivan Invitee' }));
  const dialog = within(await screen.findByRole('dialog'));
  await userEvent.click(dialog.getByRole('checkbox', { name: 'Harbour Street' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
  expect(await dialog.findByText('Choose at least one branch')).toBeInTheDocument();
  expect(api.calls.some((call) => call.url === `/api/staff/${IVAN.id}`)).toBe(false);
});

it('never offers super admin to an admin when editing someone else', async () => {
  await openPage('/dashboard/staff', 'Staff', { api: staffApi() });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit role & branches: Dana Whitfield' }));
  const dialog = within(await screen.findByRole('dialog'));
  expect(roleOptions(dialog)).not.toContain('Super admin');
  expect(ROLES).toContain(SUPER_ADMIN_ROLE);
});
