import { Fieldset, SimpleGrid, Stack } from '@chakra-ui/react';
import { RoleCreateRequest, RoleUpdateRequest, type RoleSummary } from '@clinio/contracts';
import { FormDialog, TextareaField, TextField, toast, useT } from '@clinio/design-system';
import { useForm, useRemote } from '@clinio/platform';
import { humanize } from '../common/format';
import { CheckboxField } from '../common/toggles';
import { catalog } from './catalog';
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
  const t = useT(catalog);
  const form = useForm({
    initial: {
      name: role?.name ?? '',
      description: role?.description ?? '',
      permissions: role?.permissions ?? [],
    },
    check: (values) => {
      const body = {
        ...values,
        permissions: ORDER.filter((permission) => values.permissions.includes(permission)),
      };
      return (role === null ? RoleCreateRequest : RoleUpdateRequest).safeParse(body);
    },
    send: async (request) => {
      // check() parsed it with RoleCreateRequest when there is no role yet.
      if (role === null) await api.call('createRole', { body: request as RoleCreateRequest });
      else await api.call('updateRole', { params: { id: role.id }, body: request });
      const name = form.values.name.trim();
      toast.success(
        role === null ? t('dialog.created', { name }) : t('dialog.saved', { name: humanize(name) }),
      );
      onSaved();
    },
    // A name already taken is a problem of the name field.
    fieldForCode: { conflict: 'name' },
  });
  const permissions = new Set(form.values.permissions);

  function toggle(permission: string, isOn: boolean) {
    const next = new Set(permissions);
    if (isOn) next.add(permission);
    else next.delete(permission);
    form.update('permissions', [...next]);
  }

  return (
    <FormDialog
      isOpen
      size="lg"
      title={role === null ? t('dialog.newTitle') : t('dialog.editTitle', { name: humanize(role.name) })}
      submitLabel={role === null ? t('dialog.create') : t('dialog.save')}
      pendingLabel={t('saving')}
      form={form}
      onClose={onClose}
    >
      <TextField form={form} name="name" label={t('dialog.name')} isRequired maxLength={60} />
      <TextareaField
        form={form}
        name="description"
        label={t('dialog.description')}
        helper={t('dialog.descriptionHelper')}
        rows={2}
        maxLength={300}
      />
      <Fieldset.Root invalid={form.errors.permissions !== undefined}>
        <Fieldset.Legend fontWeight="600">{t('dialog.permissions')}</Fieldset.Legend>
        {form.errors.permissions !== undefined ? (
          <Fieldset.ErrorText color="red.700">{form.errors.permissions}</Fieldset.ErrorText>
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
