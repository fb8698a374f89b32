import { PATIENT_SEARCH_DEBOUNCE_MS, type PatientSummary } from '@clinio/contracts';
import { PatientPickerView, patientSearchTerm } from '@clinio/design-system';
import { useEffect, useState } from 'react';
import { PickerCreate } from './picker-create';
import { usePatientSearch } from './use-patient-search';

export interface PatientPickerProps {
  /** The chosen patient, or null while searching. */
  value: PatientSummary | null;
  onChange: (patient: PatientSummary | null) => void;
  /** The field's visible label: 'Patient'. */
  label: string;
  /** Offers "New patient" (needs patients_create; the server checks it again). */
  allowCreate?: boolean;
  /** Archived records too (default: active only). */
  includeArchived?: boolean;
  /** A message about the field from the surrounding form. */
  error?: string | undefined;
}

function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Spec 2.11 and 4.7: the patient search picker, for every remote (shared here so no remote
 * imports mfe-patients; ADR 034). One box searching names in any order, phone, e-mail, birth date
 * and chart number, from 2 characters, 300 ms after typing stops, in pages of 20 with 'Load More'
 * (spec 5). A chosen patient replaces the box; "Clear" returns to it. It can create a patient.
 */
export function PatientPicker({
  value,
  onChange,
  label,
  allowCreate = false,
  includeArchived = false,
  error,
}: PatientPickerProps) {
  const [text, setText] = useState('');
  const [isCreating, setIsCreating] = useState(false);
  const term = patientSearchTerm(useDebounced(text, PATIENT_SEARCH_DEBOUNCE_MS));
  const isTyped = patientSearchTerm(text) !== null;
  const search = usePatientSearch(
    value === null && term !== null && isTyped
      ? { search: term, status: includeArchived ? 'all' : 'active' }
      : null,
  );

  function choose(patient: PatientSummary) {
    setText('');
    setIsCreating(false);
    onChange(patient);
  }

  return (
    <PatientPickerView
      label={label}
      value={value}
      onChoose={choose}
      onClear={() => onChange(null)}
      text={text}
      onTextChange={setText}
      results={term === null ? null : search.patients}
      total={search.total}
      isSearching={search.isLoading || (isTyped && term !== patientSearchTerm(text))}
      searchError={search.error}
      hasMore={search.hasMore}
      isLoadingMore={search.isLoadingMore}
      onLoadMore={search.loadMore}
      onRetry={search.reload}
      allowCreate={allowCreate}
      createForm={
        isCreating ? (
          <PickerCreate searchText={text} onPicked={choose} onCancel={() => setIsCreating(false)} />
        ) : null
      }
      onStartCreate={() => setIsCreating(true)}
      error={error}
    />
  );
}
