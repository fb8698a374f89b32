import { SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { ClinicUpdateRequest, type BranchResponse, type ClinicResponse } from '@clinio/contracts';
import { Button, Form, toast, useT } from '@clinio/design-system';
import { useForm, useRemote, useUnsavedChangesGuard } from '@clinio/platform';
import { catalog, type MessageKey } from './catalog';
import { SelectField, TextField, TimeZoneSelect } from './settings-fields';

type TextKey =
  | 'name'
  | 'email'
  | 'phone'
  | 'website'
  | 'address_line1'
  | 'address_line2'
  | 'city'
  | 'region'
  | 'postal_code'
  | 'country';
type Draft = Record<TextKey, string> & { timezone: string; default_branch_id: string };

function draftOf(clinic: ClinicResponse): Draft {
  return {
    name: clinic.name,
    email: clinic.email,
    phone: clinic.phone,
    website: clinic.website,
    address_line1: clinic.address_line1,
    address_line2: clinic.address_line2,
    city: clinic.city,
    region: clinic.region,
    postal_code: clinic.postal_code,
    country: clinic.country,
    timezone: clinic.timezone,
    default_branch_id: clinic.default_branch_id ?? '',
  };
}

const CONTACT: { name: TextKey; label: MessageKey; type?: 'email' | 'tel' | 'url'; helper?: MessageKey }[] = [
  { name: 'email', label: 'field.email', type: 'email' },
  { name: 'phone', label: 'field.phone', type: 'tel' },
  { name: 'website', label: 'field.website', type: 'url', helper: 'field.websiteHelper' },
];
const ADDRESS: { name: TextKey; label: MessageKey; helper?: MessageKey }[] = [
  { name: 'address_line1', label: 'field.addressLine1' },
  { name: 'address_line2', label: 'field.addressLine2' },
  { name: 'city', label: 'field.city' },
  { name: 'region', label: 'field.region' },
  { name: 'postal_code', label: 'field.postalCode' },
  { name: 'country', label: 'field.country', helper: 'field.countryHelper' },
];

export interface ClinicProfileFormProps {
  clinic: ClinicResponse;
  branches: BranchResponse[];
  canEdit: boolean;
  onSaved: (clinic: ClinicResponse) => void;
}

/** PATCH /api/clinics/{id}: the practice profile. Mounted once per clinic; the draft survives failures. */
export function ClinicProfileForm({ clinic, branches, canEdit, onSaved }: ClinicProfileFormProps) {
  const { api } = useRemote();
  const t = useT(catalog);
  const form = useForm({
    initial: () => draftOf(clinic),
    check: ({ default_branch_id: defaultBranchId, ...rest }) =>
      ClinicUpdateRequest.safeParse({
        ...rest,
        ...(defaultBranchId === '' ? {} : { default_branch_id: defaultBranchId }),
      }),
    send: async (request) => {
      const saved = await api.call('updateClinic', { params: { clinicId: clinic.id }, body: request });
      form.reset(draftOf(saved));
      toast.success(t('profile.saved'));
      onSaved(saved);
    },
  });
  useUnsavedChangesGuard(form.isDirty);
  const draft = form.values;
  const change = form.update;
  const readOnly = !canEdit;

  const field = (
    name: TextKey,
    label: MessageKey,
    extra: { type?: 'email' | 'tel' | 'url'; helper?: MessageKey },
  ) => (
    <TextField
      key={name}
      name={name}
      label={t(label)}
      value={draft[name]}
      error={form.errors[name]}
      readOnly={readOnly}
      type={extra.type}
      helper={extra.helper === undefined ? undefined : t(extra.helper)}
      onChange={(value) => change(name, value)}
    />
  );

  return (
    <Form form={form} label={t('page.profile')}>
      <Stack gap="4">
        <TextField
          name="name"
          label={t('profile.name')}
          value={draft.name}
          error={form.errors.name}
          isRequired
          readOnly={readOnly}
          onChange={(value) => change('name', value)}
        />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {CONTACT.map(({ name, label, ...extra }) => field(name, label, extra))}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {ADDRESS.map(({ name, label, ...extra }) => field(name, label, extra))}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TimeZoneSelect
            value={draft.timezone}
            error={form.errors.timezone}
            disabled={readOnly}
            helper={t('profile.timeZoneHelper')}
            onChange={(value) => change('timezone', value)}
          />
          <SelectField
            name="default_branch_id"
            label={t('profile.defaultBranch')}
            value={draft.default_branch_id}
            error={form.errors.default_branch_id}
            disabled={readOnly}
            helper={t('profile.defaultBranchHelper')}
            onChange={(value) => change('default_branch_id', value)}
          >
            {draft.default_branch_id === '' ? <option value="">{t('profile.chooseBranch')}</option> : null}
            {branches.map((branch) => (
              <option key={branch.id} value={branch.id}>
                {branch.name}
              </option>
            ))}
          </SelectField>
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted">
          {t('profile.code')} <chakra.span fontFamily="mono">{clinic.code}</chakra.span>
        </Text>
        {canEdit ? (
          <chakra.div>
            <Button type="submit" loading={form.isSending} loadingText={t('saving')}>
              {t('profile.save')}
            </Button>
          </chakra.div>
        ) : null}
      </Stack>
    </Form>
  );
}
