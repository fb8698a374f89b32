import {
  PATIENT_FIELDS,
  PatientInput,
  PatientUpdate,
  type PatientField,
  type PatientRecord,
  type PatientSex,
} from '@clinio/contracts';

/** The form's draft of a record: text as typed, lists as chips, '' for "not set". */
export interface PatientDraft {
  first_name: string;
  last_name: string;
  preferred_name: string;
  date_of_birth: string;
  sex: PatientSex | '';
  gender_identity: string;
  email: string;
  phone_number: string;
  address_line1: string;
  address_line2: string;
  city: string;
  region: string;
  postal_code: string;
  country: string;
  emergency_contact_name: string;
  emergency_contact_phone: string;
  emergency_contact_relationship: string;
  insurance: string;
  allergies: string[];
  alerts: string[];
  tags: string[];
  notes: string;
  branch_id: string;
}

export function emptyDraft(branchId: string | null): PatientDraft {
  return {
    first_name: '',
    last_name: '',
    preferred_name: '',
    date_of_birth: '',
    sex: '',
    gender_identity: '',
    email: '',
    phone_number: '',
    address_line1: '',
    address_line2: '',
    city: '',
    region: '',
    postal_code: '',
    country: '',
    emergency_contact_name: '',
    emergency_contact_phone: '',
    emergency_contact_relationship: '',
    insurance: '',
    allergies: [],
    alerts: [],
    tags: [],
    notes: '',
    branch_id: branchId ?? '',
  };
}

/** The draft of a stored record, with phone numbers shown as `display` renders them. */
export function draftOf(record: PatientRecord, display: (e164: string) => string): PatientDraft {
  return {
    ...emptyDraft(record.branch_id),
    ...Object.fromEntries(
      PATIENT_FIELDS.map((field) => [
        field,
        field === 'branch_id' ? (record.branch_id ?? '') : record[field],
      ]),
    ),
    date_of_birth: record.date_of_birth ?? '',
    phone_number: display(record.phone_number),
    emergency_contact_phone: display(record.emergency_contact_phone),
  };
}

/** The request fields of a draft: an unset sex is left out, no branch is null. */
function requestFields(draft: PatientDraft, fields: readonly PatientField[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const field of fields) {
    const value = draft[field];
    if (field === 'sex' && value === '') continue;
    picked[field] = field === 'branch_id' && value === '' ? null : value;
  }
  return picked;
}

/** A create: every field, checked with the API's own schema. */
export const checkCreate = (draft: PatientDraft) =>
  PatientInput.safeParse(requestFields(draft, PATIENT_FIELDS));

/** An edit of one section of the chart: only its fields are sent (PATCH). */
export const checkUpdate = (draft: PatientDraft, fields: readonly PatientField[]) =>
  PatientUpdate.safeParse(requestFields(draft, fields));
