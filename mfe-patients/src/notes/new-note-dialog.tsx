import { Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { PatientSummary } from '@clinio/contracts';
import { FormDialog, useT } from '@clinio/design-system';
import { PatientPicker, useEndpointQuery, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { staffCatalog } from '../staff-texts/catalog';
import { notePath } from './paths';

/**
 * Starts a draft: the patient (fixed when opened from a chart or an appointment) and the
 * template, then the editor.
 */
export interface NewNoteDialogProps {
  patientId?: string;
  /** The appointment the note is written for (the calendar links here with it). */
  appointmentId?: string;
  onClose: () => void;
}

export function NewNoteDialog({ patientId, appointmentId, onClose }: NewNoteDialogProps) {
  const t = useT(staffCatalog);
  const { api, navigate } = useRemote();
  const templates = useEndpointQuery('listNoteTemplates', {});
  const [chosen, setChosen] = useState<PatientSummary | null>(null);
  const [templateId, setTemplateId] = useState('soap');
  const [formError, setFormError] = useState<string | null>(null);
  const [patientError, setPatientError] = useState<string | undefined>(undefined);
  const [isSending, setIsSending] = useState(false);
  const live = (templates.data?.results ?? []).filter((template) => !template.archived);

  async function submit() {
    const patient = patientId ?? chosen?.id;
    if (patient === undefined) {
      setPatientError(t('notes.new.choosePatient'));
      return;
    }
    setIsSending(true);
    setFormError(null);
    try {
      const note = await api.call('createProviderNote', {
        body: {
          patient_id: patient,
          template_id: templateId,
          ...(appointmentId === undefined ? {} : { appointment_id: appointmentId }),
        },
      });
      navigate(notePath(note.id));
    } catch (error) {
      setFormError(error instanceof Error ? error.message : t('notes.new.notStarted'));
    } finally {
      setIsSending(false);
    }
  }

  return (
    <FormDialog
      isOpen
      title={t('notes.new.title')}
      submitLabel={t('notes.new.start')}
      pendingLabel={t('notes.new.starting')}
      form={{ isSending, formError, submit }}
      onClose={onClose}
    >
      <Stack gap="4">
        {appointmentId === undefined ? null : <Text>{t('notes.new.forAppointment')}</Text>}
        {patientId === undefined ? (
          <PatientPicker
            label={t('notes.new.patient')}
            value={chosen}
            onChange={(next) => {
              setChosen(next);
              setPatientError(undefined);
            }}
            error={patientError}
          />
        ) : null}
        <Field.Root>
          <Field.Label>{t('notes.new.template')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={templateId} onChange={(event) => setTemplateId(event.target.value)}>
              {(live.length === 0 ? [{ id: 'soap', name: 'SOAP' }] : live).map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
