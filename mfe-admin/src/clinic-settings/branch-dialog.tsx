import { SimpleGrid } from '@chakra-ui/react';
import { BranchCreateRequest, WEEKDAYS, type BranchResponse, type Weekday } from '@clinio/contracts';
import { FormDialog, toast } from '@clinio/design-system';
import { useRemote } from '@clinio/platform';
import { useState } from 'react';
import { issuesToFieldErrors } from '../common/errors';
import { useSubmit } from '../common/use-submit';
import { OpeningHoursEditor } from './opening-hours-editor';
import { hoursDraftOf, hoursErrorsOf, hoursRequestOf, type HoursDraft } from './opening-hours';
import { TextField, TimeZoneSelect } from './settings-fields';

type TextKey =
  'name' | 'phone' | 'address_line1' | 'address_line2' | 'city' | 'region' | 'postal_code' | 'country';
type Draft = Record<TextKey, string> & { timezone: string };

const TEXT_FIELDS: { name: TextKey; label: string; type?: 'tel'; helper?: string }[] = [
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'address_line1', label: 'Address line 1' },
  { name: 'address_line2', label: 'Address line 2' },
  { name: 'city', label: 'City' },
  { name: 'region', label: 'State or region' },
  { name: 'postal_code', label: 'Postal code' },
  { name: 'country', label: 'Country', helper: 'Two-letter code such as US or GB' },
];

/** The server names a weekday's problem 'opening_hours.monday.close': shown on that day's row. */
function serverDayErrors(fields: Partial<Record<string, string>>): Partial<Record<Weekday, string>> {
  const errors: Partial<Record<Weekday, string>> = {};
  for (const day of WEEKDAYS) {
    const key = Object.keys(fields).find((field) => field.startsWith(`opening_hours.${day}`));
    if (key !== undefined) errors[day] = fields[key];
  }
  return errors;
}

function draftOf(branch: BranchResponse | null, clinicTimeZone: string): Draft {
  return {
    name: branch?.name ?? '',
    phone: branch?.phone ?? '',
    address_line1: branch?.address_line1 ?? '',
    address_line2: branch?.address_line2 ?? '',
    city: branch?.city ?? '',
    region: branch?.region ?? '',
    postal_code: branch?.postal_code ?? '',
    country: branch?.country ?? '',
    timezone: branch?.timezone ?? clinicTimeZone,
  };
}

export interface BranchDialogProps {
  tenantId: string;
  /** null adds a branch. */
  branch: BranchResponse | null;
  clinicTimeZone: string;
  onClose: () => void;
  onSaved: (branch: BranchResponse) => void;
}

/** POST or PATCH a branch: name, address, phone, time zone and weekly opening hours. */
export function BranchDialog({ tenantId, branch, clinicTimeZone, onClose, onSaved }: BranchDialogProps) {
  const { api } = useRemote();
  const [draft, setDraft] = useState<Draft>(() => draftOf(branch, clinicTimeZone));
  const [hours, setHours] = useState<HoursDraft>(() => hoursDraftOf(branch?.opening_hours ?? null));
  const [hoursErrors, setHoursErrors] = useState<Partial<Record<Weekday, string>>>({});
  const submit = useSubmit();
  const isNew = branch === null;

  function change(field: keyof Draft, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    submit.clearField(field);
  }

  async function save() {
    const check = BranchCreateRequest.safeParse({ ...draft, opening_hours: hoursRequestOf(hours) });
    const dayErrors = hoursErrorsOf(hours);
    setHoursErrors(dayErrors);
    if (!check.success || Object.keys(dayErrors).length > 0) {
      if (!check.success) submit.setFieldErrors(issuesToFieldErrors(check.error.issues));
      submit.setFormError('Please correct the highlighted fields.');
      return;
    }
    const result = await submit.run(() =>
      isNew
        ? api.post<BranchResponse>(`/api/tenants/${tenantId}/branches`, check.data)
        : api.patch<BranchResponse>(`/api/tenants/${tenantId}/branches/${branch.id}`, check.data),
    );
    if (!result.ok) return;
    toast.success(isNew ? `Branch ${result.value.name} added` : `Branch ${result.value.name} updated`);
    onSaved(result.value);
  }

  return (
    <FormDialog
      isOpen
      size="lg"
      title={isNew ? 'Add branch' : `Edit branch ${branch.name}`}
      submitLabel={isNew ? 'Add branch' : 'Save branch'}
      pendingLabel="Saving..."
      form={{ isSending: submit.isPending, formError: submit.formError, submit: save }}
      onClose={onClose}
    >
      <TextField
        name="name"
        label="Branch name"
        value={draft.name}
        error={submit.fieldErrors.name}
        isRequired
        onChange={(value) => change('name', value)}
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {TEXT_FIELDS.map(({ name, label, type, helper }) => (
          <TextField
            key={name}
            name={name}
            label={label}
            type={type}
            helper={helper}
            value={draft[name]}
            error={submit.fieldErrors[name]}
            onChange={(value) => change(name, value)}
          />
        ))}
      </SimpleGrid>
      <TimeZoneSelect
        value={draft.timezone}
        error={submit.fieldErrors.timezone}
        onChange={(value) => change('timezone', value)}
      />
      <OpeningHoursEditor
        value={hours}
        errors={{ ...serverDayErrors(submit.fieldErrors), ...hoursErrors }}
        onChange={(day, next) => {
          setHours((current) => ({ ...current, [day]: next }));
          setHoursErrors(({ [day]: _fixed, ...rest }) => rest);
          for (const field of Object.keys(submit.fieldErrors)) {
            if (field.startsWith(`opening_hours.${day}`)) submit.clearField(field);
          }
        }}
      />
    </FormDialog>
  );
}
