import { Text } from '@chakra-ui/react';
import { StaffUpdateRequest, type RoleSummary, type StaffMember } from '@clinio/contracts';
import { FormDialog, toast, useT } from '@clinio/design-system';
import { useForm, useRemote } from '@clinio/platform';
import { fullName } from '../common/format';
import type { BranchRef } from '../common/use-branches';
import { catalog } from './catalog';
import { BranchChecklist, RoleSelect, withRoleChosen } from './staff-fields';

export interface EditStaffDialogProps {
  member: StaffMember;
  roles: RoleSummary[];
  branches: BranchRef[];
  onClose: () => void;
  onSaved: () => void;
}

/** PATCH /api/staff/{id}: a colleague's role and branches. Mounted per member (keyed by id). */
export function EditStaffDialog({ member, roles, branches, onClose, onSaved }: EditStaffDialogProps) {
  const { api } = useRemote();
  const t = useT(catalog);
  const name = fullName(member, member.email);
  const form = useForm({
    initial: { role_id: member.role.id, branch_ids: member.branches.map((branch) => branch.id) },
    check: (values) =>
      withRoleChosen(values.role_id, StaffUpdateRequest.safeParse(values), t('fields.selectRole')),
    send: async (request) => {
      await api.call('updateStaff', { params: { id: member.id }, body: request });
      toast.success(t('edit.saved', { name }));
      onSaved();
    },
  });
  // Branches the viewer cannot see still belong to the member: keep them listed.
  const known = new Set(branches.map((branch) => branch.id));
  const choices = [...branches, ...member.branches.filter((branch) => !known.has(branch.id))];

  return (
    <FormDialog
      isOpen
      title={t('edit.title', { name })}
      submitLabel={t('edit.save')}
      pendingLabel={t('saving')}
      form={form}
      onClose={onClose}
    >
      <Text color="fg.muted">{member.email}</Text>
      <RoleSelect
        roles={roles}
        value={form.values.role_id}
        error={form.errors.role_id}
        onChange={(value) => form.update('role_id', value)}
      />
      <BranchChecklist
        branches={choices}
        value={form.values.branch_ids}
        error={form.errors.branch_ids}
        onChange={(ids) => form.update('branch_ids', ids)}
      />
    </FormDialog>
  );
}
