import {
  CONSENT_FORM_MESSAGES,
  ConsentCreateRequest,
  checkConsentForm,
  type Consent,
  type PatientSummary,
} from '@clinio/contracts';
import type { CheckResult } from '@clinio/platform';

/** What the consent form holds while it is edited (spec 3's consent fields, as typed). */
export interface ConsentValues {
  patient: PatientSummary | null;
  consent_type: string;
  consent_text: string;
  is_required: boolean;
  appointment_types: string[];
  /** A `datetime-local` value in the browser's zone, '' for none. */
  expires_at: string;
  patient_signature: string;
  notes: string;
}

export const NEW_CONSENT: ConsentValues = {
  patient: null,
  consent_type: '',
  consent_text: '',
  is_required: true,
  appointment_types: [],
  expires_at: '',
  patient_signature: '',
  notes: '',
};

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` value in the browser's zone. */
export function localInputOf(iso: string | null): string {
  if (iso === null) return '';
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

export function valuesOf(consent: Consent, patient: ConsentValues['patient']): ConsentValues {
  return {
    patient,
    consent_type: consent.consent_type,
    consent_text: consent.consent_text,
    is_required: consent.is_required,
    appointment_types: consent.appointment_types,
    expires_at: localInputOf(consent.expires_at),
    patient_signature: consent.patient_signature ?? '',
    notes: consent.notes ?? '',
  };
}

export type ConsentRequest = ReturnType<typeof ConsentCreateRequest.parse> & { clinic_id: string };

/**
 * Spec 5's checks in its order ('Please fill in all required fields', the clinic id from the
 * profile else the original consent, 'Authentication required'), then the API's own schema.
 */
export function checkConsent(
  values: ConsentValues,
  context: { profileClinicId: string | null; originalClinicId?: string | undefined; hasAccessToken: boolean },
): CheckResult<ConsentRequest> {
  const checked = checkConsentForm({
    values: {
      patient_id: values.patient?.id ?? '',
      consent_type: values.consent_type,
      consent_text: values.consent_text,
    },
    profileClinicId: context.profileClinicId,
    originalClinicId: context.originalClinicId,
    hasAccessToken: context.hasAccessToken,
  });
  if (!checked.ok) return { success: false, error: { issues: [{ path: [], message: checked.message }] } };
  const request = ConsentCreateRequest.safeParse({
    patient_id: values.patient?.id,
    clinic_id: checked.clinicId,
    consent_type: values.consent_type,
    consent_text: values.consent_text,
    is_required: values.is_required,
    appointment_types: values.appointment_types,
    expires_at: values.expires_at === '' ? null : new Date(values.expires_at).toISOString(),
    patient_signature: values.patient_signature.trim() === '' ? null : values.patient_signature.trim(),
    notes: values.notes.trim() === '' ? null : values.notes,
  });
  if (!request.success)
    return {
      success: false,
      error: {
        issues:
          request.error.issues.length > 0
            ? request.error.issues
            : [{ path: [], message: CONSENT_FORM_MESSAGES.required }],
      },
    };
  return { success: true, data: { ...request.data, clinic_id: checked.clinicId } };
}
