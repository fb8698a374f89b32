import { Stack } from '@chakra-ui/react';
import { WaitlistCreate, type SchedulingResources } from '@clinio/contracts';

import { FormDialog, SelectField, TextField, TextareaField, toast, useT } from '@clinio/design-system';
import { PatientPicker, useForm, useRemote } from '@clinio/platform';
import { useEffect } from 'react';
import { initialDraft, providersFor, zonedInstant, type WaitlistDraft } from './waitlist-model';
import { catalog } from '../catalog';

export interface AddEntryDialogProps {
  isOpen: boolean;
  resources: SchedulingResources;
  onDone: () => void;
  onClose: () => void;
}

/**
 * "Add to waitlist": the patient, the type, the branch, a provider or any, and the window in the
 * branch's own time. The server checks it again (field errors land at their fields).
 */
export function AddEntryDialog({ isOpen, resources, onDone, onClose }: AddEntryDialogProps) {
  const t = useT(catalog);
  const { api } = useRemote();
  const form = useForm<WaitlistDraft, WaitlistCreate>({
    initial: () => initialDraft(resources),
    check: (values) => {
      const zone = resources.branches.find((branch) => branch.id === values.branch_id)?.timezone ?? 'UTC';
      const parsed = WaitlistCreate.safeParse({
        patient_id: values.patient?.id ?? '',
        branch_id: values.branch_id,
        appointment_type: values.appointment_type,
        provider_id: values.provider_id === '' ? null : values.provider_id,
        window_start: zonedInstant(values.window_start, zone)?.toISOString() ?? '',
        window_end: zonedInstant(values.window_end, zone)?.toISOString() ?? '',
        ...(values.notes.trim() === '' ? {} : { notes: values.notes.trim() }),
      });
      if (parsed.success) return { success: true, data: parsed.data };
      const issues = parsed.error.issues.map((issue) => ({
        path: issue.path[0] === 'patient_id' ? ['patient'] : issue.path,
        message: issue.path[0] === 'patient_id' ? 'Choose a patient' : issue.message,
      }));
      return { success: false, error: { issues } };
    },
    send: async (body) => {
      await api.call('createWaitlistEntry', { body });
      toast.success('The patient is on the waitlist.', 'Added');
      onDone();
    },
    fieldOfPath: (path) => (path === 'patient_id' ? 'patient' : (path.split('.')[0] as keyof WaitlistDraft)),
  });
  useEffect(() => {
    if (isOpen) form.reset(initialDraft(resources));
    // A fresh draft each time the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);
  const providers = providersFor(resources, form.values);
  const zone = resources.branches.find((branch) => branch.id === form.values.branch_id)?.timezone;

  return (
    <FormDialog
      isOpen={isOpen}
      title={t('waitlistAdd.title')}
      submitLabel={t('waitlistAdd.title')}
      pendingLabel={t('waitlistAdd.adding')}
      form={form}
      onClose={onClose}
    >
      <Stack gap="4">
        <PatientPicker
          label={t('waitlistAdd.patient')}
          value={form.values.patient}
          onChange={(patient) => form.update('patient', patient)}
          error={form.errors.patient}
        />
        <SelectField
          form={form}
          name="appointment_type"
          label={t('waitlistAdd.type')}
          isRequired
          options={resources.appointment_types
            .filter((type) => type.active)
            .map((type) => ({ value: type.key, label: type.name }))}
        />
        {resources.branches.length > 1 ? (
          <SelectField
            form={form}
            name="branch_id"
            label={t('waitlistAdd.branch')}
            isRequired
            options={resources.branches.map((branch) => ({ value: branch.id, label: branch.name }))}
          />
        ) : null}
        <SelectField
          form={form}
          name="provider_id"
          label={t('waitlistAdd.provider')}
          options={[
            { value: '', label: t('waitlistAdd.anyProvider') },
            ...providers.map((provider) => ({ value: provider.id, label: provider.name })),
          ]}
        />
        <TextField
          form={form}
          name="window_start"
          label={t('waitlistAdd.from')}
          type="datetime-local"
          isRequired
          helper={zone ? t('waitlistAdd.zone', { zone }) : undefined}
        />
        <TextField
          form={form}
          name="window_end"
          label={t('waitlistAdd.until')}
          type="datetime-local"
          isRequired
        />
        <TextareaField form={form} name="notes" label={t('waitlistAdd.notes')} />
      </Stack>
    </FormDialog>
  );
}
