import { ENDPOINTS } from '@clinio/contracts';
import { CheckboxField, FormDialog, SelectField, TextField, useT } from '@clinio/design-system';
import { useForm, useRemote } from '@clinio/platform';
import { catalog } from '../catalog';
import { templateOptions } from '../common/template-options';
import type { MessageTemplate, ReminderRule } from '../common/types';

const TRIGGERS = ['before', 'on_booking', 'after'] as const;
type Trigger = (typeof TRIGGERS)[number];

interface Draft {
  name: string;
  template_id: string;
  trigger: Trigger;
  offset_hours: string;
  appointment_type: string;
  is_active: boolean;
}

const draftOf = (rule: ReminderRule | null): Draft => ({
  name: rule?.name ?? '',
  template_id: rule?.template_id ?? '',
  trigger: rule?.trigger ?? 'before',
  offset_hours: rule ? String(rule.offset_minutes / 60) : '48',
  appointment_type: rule?.appointment_type ?? '',
  is_active: rule?.is_active ?? true,
});

/** The rule the server takes, from the draft: hours become minutes; issues land at the draft's fields. */
export function ruleRequest(values: Draft, problems: { hours: string; template: string }) {
  const hours = Number(values.offset_hours.trim().replace(',', '.'));
  const offsetOk =
    values.trigger === 'on_booking' ||
    (values.offset_hours.trim() !== '' && Number.isFinite(hours) && hours >= 0);
  const parsed = ENDPOINTS.createReminderRule.body.safeParse({
    name: values.name,
    template_id: values.template_id,
    trigger: values.trigger,
    offset_minutes: values.trigger === 'on_booking' || !offsetOk ? 0 : Math.round(hours * 60),
    appointment_type: values.appointment_type === '' ? null : values.appointment_type,
    is_active: values.is_active,
  });
  const issues = [
    ...(offsetOk ? [] : [{ path: ['offset_hours'], message: problems.hours }]),
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => {
          const field = issue.path[0];
          if (field === 'offset_minutes') return { path: ['offset_hours'], message: issue.message };
          if (field === 'template_id') return { path: ['template_id'], message: problems.template };
          return { path: issue.path, message: issue.message };
        })),
  ];
  if (issues.length > 0 || !parsed.success) return { success: false as const, error: { issues } };
  return { success: true as const, data: parsed.data };
}

/** Add or change a reminder rule: when (before, on booking, after), which template, which visits. */
export function RuleDialog({
  rule,
  templates,
  appointmentTypes,
  onClose,
  onSaved,
}: {
  rule: ReminderRule | null;
  templates: readonly MessageTemplate[];
  appointmentTypes: readonly { key: string; name: string }[];
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const t = useT(catalog);
  const { api } = useRemote();
  const form = useForm({
    initial: () => draftOf(rule),
    check: (values: Draft) =>
      ruleRequest(values, { hours: t('rules.badHours'), template: t('rules.chooseTemplate') }),
    send: async (body) => {
      if (rule === null) await api.call('createReminderRule', { body });
      else await api.call('updateReminderRule', { params: { id: rule.id }, body });
      onSaved(rule === null ? t('rules.created') : t('rules.updated'));
    },
  });
  return (
    <FormDialog
      isOpen
      title={rule === null ? t('rules.newTitle') : t('rules.editTitle', { name: rule.name })}
      submitLabel={t('rules.save')}
      pendingLabel={t('rules.saving')}
      form={form}
      onClose={onClose}
    >
      <TextField form={form} name="name" label={t('rules.name')} isRequired />
      <SelectField
        form={form}
        name="template_id"
        label={t('rules.template')}
        isRequired
        options={templateOptions(t, templates)}
      />
      <SelectField
        form={form}
        name="trigger"
        label={t('rules.trigger')}
        options={TRIGGERS.map((value) => ({ value, label: t(`trigger.${value}`) }))}
      />
      {form.values.trigger === 'on_booking' ? null : (
        <TextField
          form={form}
          name="offset_hours"
          label={t('rules.offsetHours')}
          helper={t('rules.offsetHelp')}
          inputMode="decimal"
          isRequired
        />
      )}
      <SelectField
        form={form}
        name="appointment_type"
        label={t('rules.appointmentType')}
        options={[
          { value: '', label: t('rules.anyType') },
          ...appointmentTypes.map((type) => ({ value: type.key, label: type.name })),
        ]}
      />
      <CheckboxField form={form} name="is_active">
        {t('rules.active')}
      </CheckboxField>
    </FormDialog>
  );
}
