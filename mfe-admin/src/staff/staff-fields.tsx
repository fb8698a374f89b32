import { Fieldset, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { isSuperAdminRole, type RoleSummary } from '@clinio/contracts';
import { FormField, useT } from '@clinio/design-system';
import type { CheckResult } from '@clinio/platform';
import type { BranchRef } from '../common/use-branches';
import { humanize } from '../common/format';
import { CheckboxField } from '../common/toggles';
import { catalog } from './catalog';

/** Only a super admin may grant super_admin; a member's current role is always listed. */
export function assignableRoles(roles: RoleSummary[], isSuperAdmin: boolean, currentRoleId?: string) {
  return roles.filter((role) => isSuperAdmin || !isSuperAdminRole(role.name) || role.id === currentRoleId);
}

/** The schema's verdict, with `message` ('Select a role') beside an empty role whatever else it found. */
export function withRoleChosen<R>(roleId: string, checked: CheckResult<R>, message: string): CheckResult<R> {
  if (roleId !== '') return checked;
  const issues = checked.success ? [] : checked.error.issues.filter((issue) => issue.path[0] !== 'role_id');
  return { success: false, error: { issues: [{ path: ['role_id'], message }, ...issues] } };
}

export interface RoleSelectProps {
  roles: RoleSummary[];
  value: string;
  error?: string | undefined;
  onChange: (roleId: string) => void;
}

export function RoleSelect({ roles, value, error, onChange }: RoleSelectProps) {
  const t = useT(catalog);
  return (
    <FormField label={t('fields.role')} error={error} isRequired>
      <NativeSelect.Root>
        <NativeSelect.Field name="role_id" value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('fields.chooseRole')}</option>
          {roles.map((role) => (
            <option key={role.id} value={role.id}>
              {humanize(role.name)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

export interface BranchChecklistProps {
  branches: BranchRef[];
  value: string[];
  error?: string | undefined;
  onChange: (branchIds: string[]) => void;
}

/** The branches a colleague works in (at least one). */
export function BranchChecklist({ branches, value, error, onChange }: BranchChecklistProps) {
  const t = useT(catalog);
  const chosen = new Set(value);
  return (
    <Fieldset.Root invalid={error !== undefined}>
      <Fieldset.Legend fontWeight="500">{t('fields.branches')}</Fieldset.Legend>
      <Fieldset.Content>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
          {branches.map((branch) => (
            <CheckboxField
              key={branch.id}
              label={branch.name}
              checked={chosen.has(branch.id)}
              onChange={(checked) =>
                onChange(checked ? [...value, branch.id] : value.filter((id) => id !== branch.id))
              }
            />
          ))}
        </SimpleGrid>
      </Fieldset.Content>
      {error !== undefined ? <Fieldset.ErrorText color="red.700">{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
