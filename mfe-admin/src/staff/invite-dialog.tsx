import { Input, SimpleGrid } from '@chakra-ui/react';
import { StaffInviteRequest, type RoleSummary } from '@clinio/contracts';
import { FormField, toast } from '@clinio/design-system';
import { useRemote } from '@clinio/platform';
import { useState } from 'react';
import { issuesToFieldErrors } from '../common/errors';
import { FormDialog } from '../common/form-dialog';
import type { BranchRef } from '../common/use-branches';
import { useSubmit } from '../common/use-submit';
import { BranchChecklist, RoleSelect } from './staff-fields';

interface Draft {
  email: string;
  first_name: string;
  last_name: string;
  role_id: string;
  branch_ids: string[];
}

const EMPTY: Draft = { email: '', first_name: '', last_name: '', role_id: '', branch_ids: [] };

export interface InviteDialogProps {
  isOpen: boolean;
  roles: RoleSummary[];
  branches: BranchRef[];
  /** Why the roles or branches could not be loaded, if they could not. */
  loadError: string | null;
  onClose: () => void;
  onInvited: () => void;
}

/**
 * POST /api/staff/invitations. Stays mounted while closed, so a draft closed by mistake (Escape,
 * a click outside) is still there when the dialog opens again; it is cleared after success only.
 */
export function InviteDialog({ isOpen, roles, branches, loadError, onClose, onInvited }: InviteDialogProps) {
  const { api } = useRemote();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const submit = useSubmit();
  // With one branch there is nothing to choose.
  const onlyBranch = branches.length === 1 ? branches[0] : undefined;
  const branchIds = draft.branch_ids.length === 0 && onlyBranch ? [onlyBranch.id] : draft.branch_ids;

  function update<K extends keyof Draft>(field: K, value: Draft[K]) {
    setDraft((current) => ({ ...current, [field]: value }));
    submit.clearField(field);
  }

  async function invite() {
    const check = StaffInviteRequest.safeParse({ ...draft, branch_ids: branchIds });
    if (!check.success) {
      const errors = issuesToFieldErrors(check.error.issues);
      if (draft.role_id === '') errors.role_id = 'Select a role';
      submit.setFieldErrors(errors);
      return;
    }
    const result = await submit.run(() => api.post('/api/staff/invitations', check.data));
    if (!result.ok) return;
    toast.success(`Invitation sent to ${check.data.email}`);
    setDraft(EMPTY);
    onInvited();
  }

  return (
    <FormDialog
      isOpen={isOpen}
      title="Invite staff"
      submitLabel="Send invitation"
      pendingLabel="Sending..."
      isPending={submit.isPending}
      formError={submit.formError ?? loadError}
      onSubmit={() => void invite()}
      onClose={onClose}
    >
      <FormField label="Email" error={submit.fieldErrors.email} isRequired>
        <Input
          type="email"
          name="email"
          autoComplete="off"
          value={draft.email}
          onChange={(event) => update('email', event.target.value)}
        />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label="First name" error={submit.fieldErrors.first_name}>
          <Input
            name="first_name"
            autoComplete="off"
            value={draft.first_name}
            onChange={(event) => update('first_name', event.target.value)}
          />
        </FormField>
        <FormField label="Last name" error={submit.fieldErrors.last_name}>
          <Input
            name="last_name"
            autoComplete="off"
            value={draft.last_name}
            onChange={(event) => update('last_name', event.target.value)}
          />
        </FormField>
      </SimpleGrid>
      <RoleSelect
        roles={roles}
        value={draft.role_id}
        error={submit.fieldErrors.role_id}
        onChange={(roleId) => update('role_id', roleId)}
      />
      <BranchChecklist
        branches={branches}
        value={branchIds}
        error={submit.fieldErrors.branch_ids}
        onChange={(ids) => update('branch_ids', ids)}
      />
    </FormDialog>
  );
}
