import { SimpleGrid } from '@chakra-ui/react';
import { StaffInviteRequest, type RoleSummary } from '@clinio/contracts';
import { FormDialog, TextField, toast, useT } from '@clinio/design-system';
import { useForm, useRemote } from '@clinio/platform';
import type { BranchRef } from '../common/use-branches';
import { catalog } from './catalog';
import { BranchChecklist, RoleSelect, withRoleChosen } from './staff-fields';

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
  const t = useT(catalog);
  // With one branch there is nothing to choose.
  const onlyBranch = branches.length === 1 ? branches[0] : undefined;
  const branchIdsOf = (draft: Draft) =>
    draft.branch_ids.length === 0 && onlyBranch ? [onlyBranch.id] : draft.branch_ids;
  const form = useForm({
    initial: EMPTY,
    check: (draft) =>
      withRoleChosen(
        draft.role_id,
        StaffInviteRequest.safeParse({ ...draft, branch_ids: branchIdsOf(draft) }),
        t('fields.selectRole'),
      ),
    send: async (request) => {
      await api.call('inviteStaff', { body: request });
      toast.success(t('invite.sent', { email: request.email }));
      form.reset(EMPTY);
      onInvited();
    },
  });

  return (
    <FormDialog
      isOpen={isOpen}
      title={t('invite.title')}
      submitLabel={t('invite.send')}
      pendingLabel={t('invite.sending')}
      form={{ ...form, formError: form.formError ?? loadError }}
      keepsDraftWhenClosed
      onClose={onClose}
    >
      <TextField
        form={form}
        name="email"
        label={t('invite.email')}
        type="email"
        autoComplete="off"
        isRequired
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField form={form} name="first_name" label={t('invite.firstName')} autoComplete="off" />
        <TextField form={form} name="last_name" label={t('invite.lastName')} autoComplete="off" />
      </SimpleGrid>
      <RoleSelect
        roles={roles}
        value={form.values.role_id}
        error={form.errors.role_id}
        onChange={(roleId) => form.update('role_id', roleId)}
      />
      <BranchChecklist
        branches={branches}
        value={branchIdsOf(form.values)}
        error={form.errors.branch_ids}
        onChange={(ids) => form.update('branch_ids', ids)}
      />
    </FormDialog>
  );
}
