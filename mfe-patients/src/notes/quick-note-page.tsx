import { Field, Stack, Textarea } from '@chakra-ui/react';
import { NOTE_LIMITS, type PatientSummary } from '@clinio/contracts';
import { Button, FormAlert, toast, useT } from '@clinio/design-system';
import { messageOfError, PatientPicker, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { PageBody, PageHeader } from '../common/page';
import { staffCatalog } from '../staff-texts/catalog';
import { notePath } from './paths';

/**
 * Quick Notes (spec 2.5's quick action): a patient and a few words, kept as a draft of the
 * one-box Quick note template, to finish and sign later from the notes list.
 */
export function QuickNotePage() {
  const t = useT(staffCatalog);
  const { api, navigate } = useRemote();
  const [patient, setPatient] = useState<PatientSummary | null>(null);
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<{ patient?: string; text?: string; form?: string }>({});
  const [isSending, setIsSending] = useState(false);

  async function save() {
    const found = {
      ...(patient === null ? { patient: t('notes.quick.choosePatient') } : {}),
      ...(text.trim() === '' ? { text: t('notes.quick.writeNote') } : {}),
    };
    setProblems(found);
    if (patient === null || Object.keys(found).length > 0) return;
    setIsSending(true);
    try {
      const note = await api.call('createProviderNote', {
        body: { patient_id: patient.id, template_id: 'quick', sections: { note: text } },
      });
      toast.success(t('notes.quick.saved', { name: note.patient_name }));
      navigate(notePath(note.id));
    } catch (error) {
      setProblems({ form: messageOfError(error) });
    } finally {
      setIsSending(false);
    }
  }

  return (
    <PageBody>
      <PageHeader
        title={t('notes.quick.title')}
        tabTitle={t('notes.quick.title')}
        lead={t('notes.quick.lead')}
      />
      <Stack
        as="form"
        gap="5"
        maxWidth="2xl"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {problems.form ? <FormAlert>{problems.form}</FormAlert> : null}
        <PatientPicker
          label={t('notes.quick.patient')}
          value={patient}
          onChange={(next) => {
            setPatient(next);
            setProblems(({ patient: _patient, ...rest }) => rest);
          }}
          error={problems.patient}
        />
        <Field.Root invalid={problems.text !== undefined}>
          <Field.Label>{t('notes.quick.note')}</Field.Label>
          <Textarea
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setProblems(({ text: _text, ...rest }) => rest);
            }}
            maxLength={NOTE_LIMITS.sectionText}
            minHeight="32"
          />
          {problems.text ? <Field.ErrorText color="red.700">{problems.text}</Field.ErrorText> : null}
        </Field.Root>
        <Stack direction="row">
          <Button type="submit" loading={isSending} loadingText={t('notes.quick.saving')}>
            {t('notes.quick.save')}
          </Button>
        </Stack>
      </Stack>
    </PageBody>
  );
}
