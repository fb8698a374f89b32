import {
  PATIENT_FIELDS,
  PATIENT_FIELD_LABELS,
  PATIENT_SEX_LABELS,
  type PatientRecord,
} from '@clinio/contracts';

export const MERGE_PATH = '/dashboard/patients/merge';

export function mergePath(a: string, b: string): string {
  return `${MERGE_PATH}?${new URLSearchParams({ a, b }).toString()}`;
}

export type Side = 'a' | 'b';
export const otherSide = (side: Side): Side => (side === 'a' ? 'b' : 'a');

/** Lists are never chosen: the survivor gets both records' entries. */
export const LIST_FIELDS = ['allergies', 'alerts', 'tags'] as const;
type ListField = (typeof LIST_FIELDS)[number];
export type ChoiceField = Exclude<(typeof PATIENT_FIELDS)[number], ListField>;
export const CHOICE_FIELDS = PATIENT_FIELDS.filter(
  (field): field is ChoiceField => !(LIST_FIELDS as readonly string[]).includes(field),
);

export function mergeFieldLabel(field: string): string {
  return (PATIENT_FIELD_LABELS as Record<string, string>)[field] ?? field;
}

/** A field's value as the merge screen shows it ('' when empty). */
export function shownValue(
  record: PatientRecord,
  field: ChoiceField,
  branchName: (id: string) => string = (id) => id,
): string {
  if (field === 'sex') return record.sex === 'unknown' ? '' : PATIENT_SEX_LABELS[record.sex];
  if (field === 'branch_id') return record.branch_id === null ? '' : branchName(record.branch_id);
  const value = record[field];
  return typeof value === 'string' ? value : '';
}

const isEmpty = (record: PatientRecord, field: ChoiceField) => shownValue(record, field).trim() === '';

/** The fields whose values differ between the two records: only those need a choice. */
export function differingFields(a: PatientRecord, b: PatientRecord): ChoiceField[] {
  return CHOICE_FIELDS.filter((field) => shownValue(a, field) !== shownValue(b, field));
}

export type Choices = Partial<Record<ChoiceField, Side>>;

/**
 * The first guess per differing field: the survivor's value, unless it is empty and the other
 * record has one (then nothing is lost by default).
 */
export function defaultChoices(records: Record<Side, PatientRecord>, survivor: Side): Choices {
  const merged = otherSide(survivor);
  const choices: Choices = {};
  for (const field of differingFields(records.a, records.b)) {
    choices[field] =
      isEmpty(records[survivor], field) && !isEmpty(records[merged], field) ? merged : survivor;
  }
  return choices;
}

/** What the API needs: the fields whose kept value comes from the record that goes away. */
export function takeFromMerged(choices: Choices, survivor: Side): ChoiceField[] {
  return CHOICE_FIELDS.filter((field) => choices[field] !== undefined && choices[field] !== survivor);
}

/** The union of a list field over both records, as the survivor will hold it. */
export function mergedList(a: PatientRecord, b: PatientRecord, field: ListField): string[] {
  const seen = new Map<string, string>();
  for (const value of [...a[field], ...b[field]]) {
    const key = value.trim().toLocaleLowerCase();
    if (!seen.has(key)) seen.set(key, value.trim());
  }
  return [...seen.values()];
}

/** The survivor by default: the older record (the lower chart number), which others already know. */
export function defaultSurvivor(a: PatientRecord, b: PatientRecord): Side {
  return a.chart_number.localeCompare(b.chart_number, 'en', { numeric: true }) <= 0 ? 'a' : 'b';
}

const MOVED_WORDS: Record<string, [string, string]> = {
  patient_clinic_links: ['portal link', 'portal links'],
  appointments: ['appointment', 'appointments'],
  forms: ['form', 'forms'],
  consents: ['consent', 'consents'],
  notes: ['note', 'notes'],
  invoices: ['invoice', 'invoices'],
  messages: ['message', 'messages'],
};

/** "Moved to the surviving record: 1 portal link, 3 appointments." (nothing when nothing moved) */
export function movedSentence(moved: Record<string, number>): string {
  const parts = Object.entries(moved)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => {
      const [one, many] = MOVED_WORDS[kind] ?? [kind.replace(/_/g, ' '), kind.replace(/_/g, ' ')];
      return `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
    });
  return parts.length === 0 ? '' : ` Moved to it: ${parts.join(', ')}.`;
}
