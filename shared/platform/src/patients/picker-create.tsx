import { PatientInput, type PatientDuplicate, type PatientSummary } from '@clinio/contracts';
import { PatientQuickCreate, quickPatientDraft, type QuickPatientDraft } from '@clinio/design-system';
import { useRef, useState } from 'react';
import { useApiClient } from '../screen-kit/query-client';
import { useForm } from '../screen-kit/use-form';
import { duplicatesOfError } from './duplicates';

export interface PickerCreateProps {
  searchText: string;
  /** The new patient, or an existing one chosen from the duplicate warning. */
  onPicked: (patient: PatientSummary) => void;
  onCancel: () => void;
}

/**
 * The picker's inline create: sent with `createPatient`; a 409 `possible_duplicate` shows the
 * matching records, and "Create anyway" sends the same body again with `allow_duplicate`.
 */
export function PickerCreate({ searchText, onPicked, onCancel }: PickerCreateProps) {
  const api = useApiClient();
  const allowDuplicate = useRef(false);
  const [duplicates, setDuplicates] = useState<PatientDuplicate[] | null>(null);
  const form = useForm({
    initial: () => quickPatientDraft(searchText),
    check: (values: QuickPatientDraft) => PatientInput.safeParse(values),
    send: async (body) => {
      try {
        const created = await api.call('createPatient', {
          body: { ...body, ...(allowDuplicate.current ? { allow_duplicate: true } : {}) },
        });
        onPicked(created);
      } catch (error) {
        setDuplicates(duplicatesOfError(error));
        throw error;
      } finally {
        allowDuplicate.current = false;
      }
    },
    messageFor: (error, standard) => (duplicatesOfError(error) === null ? standard : 'Possible duplicate'),
  });
  return (
    <PatientQuickCreate
      form={form}
      duplicates={duplicates}
      onCreateAnyway={() => {
        allowDuplicate.current = true;
        void form.submit();
      }}
      onUsePatient={onPicked}
      onCancel={onCancel}
    />
  );
}
