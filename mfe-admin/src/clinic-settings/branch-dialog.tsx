import { SimpleGrid } from '@chakra-ui/react';
import { BranchCreateRequest, WEEKDAYS, type BranchResponse, type Weekday } from '@clinio/contracts';
import { FormDialog, toast, useT } from '@clinio/design-system';
import { useForm, useRemote, type CheckResult } from '@clinio/platform';
import { catalog, type MessageKey } from './catalog';
import { OpeningHoursEditor } from './opening-hours-editor';
import { hoursDraftOf, hoursErrorsOf, hoursRequestOf, type HoursDraft } from './opening-hours';
import { TextField, TimeZoneSelect } from './settings-fields';

type TextKey =
  'name' | 'phone' | 'address_line1' | 'address_line2' | 'city' | 'region' | 'postal_code' | 'country';
type Draft = Record<TextKey, string> & { timezone: string };

const TEXT_FIELDS: { name: TextKey; label: MessageKey; type?: 'tel'; helper?: MessageKey }[] = [
  { name: 'phone', label: 'field.phone', type: 'tel' },
  { name: 'address_line1', label: 'field.addressLine1' },
  { name: 'address_line2', label: 'field.addressLine2' },
  { name: 'city', label: 'field.city' },
  { name: 'region', label: 'field.region' },
  { name: 'postal_code', label: 'field.postalCode' },
  { name: 'country', label: 'field.country', helper: 'field.countryHelper' },
];

/** The server names a weekday's problem 'opening_hours.monday.close': shown on that day's row. */
function dayOfPath(path: string): Weekday | null {
  const [group, day] = path.split('.');
  return group === 'opening_hours' && WEEKDAYS.some((weekday) => weekday === day) ? (day as Weekday) : null;
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

type Values = Draft & HoursDraft;

function hoursOf(values: Values): HoursDraft {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, values[day]])) as HoursDraft;
}

/** The request's own schema plus each open day's times, as one zod-like verdict. */
function checkBranch(values: Values): CheckResult<BranchCreateRequest> {
  const hours = hoursOf(values);
  const check = BranchCreateRequest.safeParse({ ...values, opening_hours: hoursRequestOf(hours) });
  const dayIssues = Object.entries(hoursErrorsOf(hours)).map(([day, message]) => ({ path: [day], message }));
  if (check.success && dayIssues.length === 0) return check;
  return { success: false, error: { issues: [...(check.success ? [] : check.error.issues), ...dayIssues] } };
}

/** POST or PATCH a branch: name, address, phone, time zone and weekly opening hours. */
export function BranchDialog({ tenantId, branch, clinicTimeZone, onClose, onSaved }: BranchDialogProps) {
  const { api } = useRemote();
  const t = useT(catalog);
  const isNew = branch === null;
  const form = useForm({
    initial: (): Values => ({
      ...draftOf(branch, clinicTimeZone),
      ...hoursDraftOf(branch?.opening_hours ?? null),
    }),
    check: checkBranch,
    send: async (request) => {
      const saved = isNew
        ? await api.call('createBranch', { params: { tenantId }, body: request })
        : await api.call('updateBranch', { params: { tenantId, branchId: branch.id }, body: request });
      toast.success(t(isNew ? 'branch.added' : 'branch.updated', { name: saved.name }));
      onSaved(saved);
    },
    fieldOfPath: dayOfPath,
  });
  const draft = form.values;
  const change = (field: keyof Draft, value: string) => form.update(field, value);

  return (
    <FormDialog
      isOpen
      size="lg"
      title={isNew ? t('branch.add') : t('branch.editTitle', { name: branch.name })}
      submitLabel={isNew ? t('branch.add') : t('branch.save')}
      pendingLabel={t('saving')}
      form={form}
      onClose={onClose}
    >
      <TextField
        name="name"
        label={t('branch.name')}
        value={draft.name}
        error={form.errors.name}
        isRequired
        onChange={(value) => change('name', value)}
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {TEXT_FIELDS.map(({ name, label, type, helper }) => (
          <TextField
            key={name}
            name={name}
            label={t(label)}
            type={type}
            helper={helper === undefined ? undefined : t(helper)}
            value={draft[name]}
            error={form.errors[name]}
            onChange={(value) => change(name, value)}
          />
        ))}
      </SimpleGrid>
      <TimeZoneSelect
        value={draft.timezone}
        error={form.errors.timezone}
        onChange={(value) => change('timezone', value)}
      />
      <OpeningHoursEditor
        value={hoursOf(draft)}
        errors={form.errors}
        onChange={(day, next) => form.update(day, next)}
      />
    </FormDialog>
  );
}
