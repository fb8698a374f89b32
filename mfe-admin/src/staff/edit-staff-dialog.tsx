import { Text } from '@chakra-ui/react';
import { StaffUpdateRequest, type RoleSummary, type StaffMember } from '@clinio/contracts';
import { toast } from '@clinio/design-system';
import { useRemote } from '@clinio/platform';
import { useState } from 'react';
import { issuesToFieldErrors } from '../common/errors';
import { FormDialog } from '../common/form-dialog';
import { fullName } from '../common/format';
import type { BranchRef } from '../common/use-branches';
import { useSubmit } from '../common/use-submit';
import { BranchChecklist, RoleSelect } from './staff-fields';

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
  const [roleId, setRoleId] = useState(member.role.id);
  const [branchIds, setBranchIds] = useState(member.branches.map((branch) => branch.id));
  const submit = useSubmit();
  const name = fullName(member, member.email);
  // Branches the viewer cannot see still belong to the member: keep them listed.
  const known = new Set(branches.map((branch) => branch.id));
  const choices = [...branches, ...member.branches.filter((branch) => !known.has(branch.id))];

  async function save() {
    const check = StaffUpdateRequest.safeParse({ role_id: roleId, branch_ids: branchIds });
    if (!check.success || roleId === '') {
      submit.setFieldErrors({
        ...(check.success ? {} : issuesToFieldErrors(check.error.issues)),
        ...(roleId === '' ? { role_id: 'Select a role' } : {}),
      });
      return;
    }
    const result = await submit.run(() => api.patch(`/api/staff/${member.id}`, check.data));
    if (!result.ok) return;
    toast.success(`${name} updated`);
    onSaved();
  }

  return (
    <FormDialog
      isOpen
      title={`Change role and branches of ${name}`}
      submitLabel="Save changes"
      pendingLabel="Saving..."
      isPending={submit.isPending}
      formError={submit.formError}
      onSubmit={() => void save()}
      onClose={onClose}
    >
      <Text color="fg.muted">{member.email}</Text>
      <RoleSelect
        roles={roles}
        value={roleId}
        error={submit.fieldErrors.role_id}
        onChange={(value) => {
          setRoleId(value);
          submit.clearField('role_id');
        }}
      />
      <BranchChecklist
        branches={choices}
        value={branchIds}
        error={submit.fieldErrors.branch_ids}
        onChange={(ids) => {
          setBranchIds(ids);
          submit.clearField('branch_ids');
        }}
      />
    </FormDialog>
  );
}
