import { CLINIC_SIZES, ContactRequest } from '@clinio/contracts';
import type { MessageKey } from './catalog';

export type ClinicSize = (typeof CLINIC_SIZES)[number];
export const CONTACT_FIELDS = ['name', 'email', 'clinicName', 'phone', 'clinicSize', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** What the form holds: strings only, the empty size meaning 'not given'. */
export interface ContactDraft {
  name: string;
  email: string;
  clinicName: string;
  phone: string;
  clinicSize: ClinicSize | '';
  message: string;
}

export const EMPTY_CONTACT_DRAFT: ContactDraft = {
  name: '',
  email: '',
  clinicName: '',
  phone: '',
  clinicSize: '',
  message: '',
};

/** Each size's text in the remote's catalog. */
export const CLINIC_SIZE_LABELS: Record<ClinicSize, MessageKey> = {
  '1': 'contact.size.1',
  '2-5': 'contact.size.2-5',
  '6-20': 'contact.size.6-20',
  '21+': 'contact.size.21+',
};

export function isContactField(value: string): value is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(value);
}

export function isClinicSize(value: string): value is ClinicSize {
  return (CLINIC_SIZES as readonly string[]).includes(value);
}

/** Keeps only messages for fields this form shows; anything else is reported as a general error. */
export function pickFieldErrors(source: Record<string, string>): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const [field, message] of Object.entries(source)) {
    if (isContactField(field)) errors[field] = message;
  }
  return errors;
}

export type ContactCheck = { ok: true; request: ContactRequest } | { ok: false; errors: ContactFieldErrors };

/** The same zod schema as the server, so the browser never sends what the API would refuse. */
export function checkContactDraft(draft: ContactDraft): ContactCheck {
  const parsed = ContactRequest.safeParse({
    ...draft,
    clinicSize: draft.clinicSize === '' ? null : draft.clinicSize,
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: ContactFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && isContactField(field)) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
