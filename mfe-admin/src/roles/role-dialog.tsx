import { Fieldset, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { RoleCreateRequest, RoleUpdateRequest, type RoleSummary } from '@clinio/contracts';
import { FormField, toast } from '@clinio/design-system';
import { useRemote } from '@clinio/platform';
import { useState } from 'react';
import { errorCodeOf, issuesToFieldErrors, messageOf } from '../common/errors';
import { FormDialog } from '../common/form-dialog';
import { humanize } from '../common/format';
import { CheckboxField } from '../common/toggles';
import { useSubmit } from '../common/use-submit';
import { ALL_PERMISSION_GROUPS } from './permission-groups';

export interface RoleDialogProps {
  /** The custom role to edit; null creates one. */
  role: RoleSummary | null;
  onClose: () => void;
  onSaved: () => void;
}

const ORDER = ALL_PERMISSION_GROUPS.flatMap((group) => group.items.map((item) => item.name));

/** POST /api/roles or PATCH /api/roles/{id}: a name, a description and a permission checklist. */
export function RoleDialog({ role, onClose, onSaved }: RoleDialogProps) {
  const { api } = useRemote();
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [permissions, setPermissions] = useState<ReadonlySet<string>>(new Set(role?.permissions ?? []));
  const submit = useSubmit();

  function toggle(permission: string, isOn: boolean) {
    setPermissions((current) => {
      const next = new Set(current);
      if (isOn) next.add(permission);
      else next.delete(permission);
      return next;
    });
    submit.clearField('permissions');
  }

  async function save() {
    const body = {
      name,
      description,
      permissions: ORDER.filter((permission) => permissions.has(permission)),
    };
    const check = (role === null ? RoleCreateRequest : RoleUpdateRequest).safeParse(body);
    if (!check.success) {
      submit.setFieldErrors(issuesToFieldErrors(check.error.issues));
      return;
    }
    const result = await submit.run(() =>
      role === null ? api.post('/api/roles', check.data) : api.patch(`/api/roles/${role.id}`, check.data),
    );
    if (!result.ok) {
      // A name already taken is a problem of the name field.
      if (errorCodeOf(result.error) === 'conflict') {
        submit.setFieldErrors({ name: messageOf(result.error) });
        submit.setFormError(null);
      }
      return;
    }
    toast.success(role === null ? `Role ${name.trim()} created` : `Role ${humanize(name.trim())} saved`);
    onSaved();
  }

  return (
    <FormDialog
      isOpen
      size="lg"
      title={role === null ? 'New role' : `Edit role ${humanize(role.name)}`}
      submitLabel={role === null ? 'Create role' : 'Save role'}
      pendingLabel="Saving..."
      isPending={submit.isPending}
      formError={submit.formError}
      onSubmit={() => void save()}
      onClose={onClose}
    >
      <FormField label="Name" error={submit.fieldErrors.name} isRequired>
        <Input
          name="name"
          value={name}
          maxLength={60}
          onChange={(event) => {
            setName(event.target.value);
            submit.clearField('name');
          }}
        />
      </FormField>
      <FormField label="Description" error={submit.fieldErrors.description} helper="What this role is for.">
        <Textarea
          name="description"
          rows={2}
          maxLength={300}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </FormField>
      <Fieldset.Root invalid={submit.fieldErrors.permissions !== undefined}>
        <Fieldset.Legend fontWeight="600">Permissions</Fieldset.Legend>
        {submit.fieldErrors.permissions !== undefined ? (
          <Fieldset.ErrorText color="red.700">{submit.fieldErrors.permissions}</Fieldset.ErrorText>
        ) : null}
        <Stack gap="4" mt="2">
          {ALL_PERMISSION_GROUPS.map((group) => (
            <Fieldset.Root key={group.label}>
              <Fieldset.Legend fontSize="sm" color="fg.muted">
                {group.label}
              </Fieldset.Legend>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="2" mt="1">
                {group.items.map((item) => (
                  <CheckboxField
                    key={item.name}
                    label={item.label}
                    checked={permissions.has(item.name)}
                    onChange={(isOn) => toggle(item.name, isOn)}
                  />
                ))}
              </SimpleGrid>
            </Fieldset.Root>
          ))}
        </Stack>
      </Fieldset.Root>
    </FormDialog>
  );
}
