import { z } from 'zod';
import { Uuid } from '../identity/fields';
import { AppointmentTypeKey, IsoInstant } from '../scheduling/appointments';

/**
 * Consents (spec 3 "Consent", 4.5, 5 "Edit consent", "Consent types"; issue 16, ADR 044): a
 * consent is a text given to one patient to sign. Its status is derived by one rule; once signed,
 * its text and signature never change (the database refuses it) and a new text is a new consent.
 */

/** Spec 5's six consent types. */
export const CONSENT_TYPES = [
  'hipaa_privacy',
  'treatment',
  'billing',
  'research',
  'photography',
  'telemedicine',
] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];
export const ConsentTypeSchema = z.enum(CONSENT_TYPES, 'Choose a consent type');

export const CONSENT_TYPE_LABELS: Record<ConsentType, string> = {
  hipaa_privacy: 'HIPAA Privacy',
  treatment: 'Treatment',
  billing: 'Billing',
  research: 'Research',
  photography: 'Photography',
  telemedicine: 'Telemedicine',
};

/** Spec 5's appointment types of the consent form's multi-select. */
export const CONSENT_APPOINTMENT_TYPES = [
  'consultation',
  'follow_up',
  'procedure',
  'emergency',
  'routine',
] as const;

export const CONSENT_STATUSES = ['inactive', 'expired', 'signed', 'pending'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

/**
 * Spec 4.5, in this order: not active is 'inactive'; active and past `expires_at` is 'expired';
 * otherwise signed with a signature, else 'pending'. No `expires_at` never expires.
 */
export function consentStatus(
  consent: { is_active: boolean; expires_at: string | null; patient_signature: string | null },
  now: Date,
): ConsentStatus {
  if (!consent.is_active) return 'inactive';
  if (consent.expires_at !== null && Date.parse(consent.expires_at) < now.getTime()) return 'expired';
  return consent.patient_signature !== null && consent.patient_signature !== '' ? 'signed' : 'pending';
}

/** Spec 5's messages of the edit consent page, in the order it checks them. */
export const CONSENT_FORM_MESSAGES = {
  required: 'Please fill in all required fields',
  clinicNotFound: 'Clinic ID not found. Please ensure you are properly authenticated.',
  authRequired: 'Authentication required',
} as const;

/** Spec 5: the expiry field's hint. */
export const CONSENT_EXPIRY_HINT = 'Leave empty for no expiration';

export type ConsentFormCheck = { ok: true; clinicId: string } | { ok: false; message: string };

/**
 * Spec 5's checks before saving a consent: patient, type and text are required; the clinic id
 * comes from the profile, else the original consent; then an access token must exist.
 */
export function checkConsentForm(input: {
  values: { patient_id: string; consent_type: string; consent_text: string };
  profileClinicId: string | null | undefined;
  originalClinicId?: string | null | undefined;
  hasAccessToken: boolean;
}): ConsentFormCheck {
  const { values } = input;
  if ([values.patient_id, values.consent_type, values.consent_text].some((value) => value.trim() === ''))
    return { ok: false, message: CONSENT_FORM_MESSAGES.required };
  const clinicId = input.profileClinicId || input.originalClinicId;
  if (!clinicId) return { ok: false, message: CONSENT_FORM_MESSAGES.clinicNotFound };
  if (!input.hasAccessToken) return { ok: false, message: CONSENT_FORM_MESSAGES.authRequired };
  return { ok: true, clinicId };
}

export const CONSENT_LIMITS = {
  text: 20_000,
  notes: 2_000,
  signerName: 120,
  /** The signature image: a PNG of at most this many bytes. */
  signatureBytes: 200_000,
} as const;

/** An ISO instant, or '' / null for none (spec 5: 'Leave empty for no expiration'). */
const ExpiresAt = z
  .string()
  .max(40)
  .nullable()
  .refine((value) => value === null || value === '' || IsoInstant.safeParse(value).success, {
    error: 'Use an ISO 8601 date and time with an offset',
  })
  .transform((value) => (value === '' ? null : value));
const ConsentText = z.string().trim().min(1, CONSENT_FORM_MESSAGES.required).max(CONSENT_LIMITS.text);
const Notes = z.string().max(CONSENT_LIMITS.notes).nullable();
const TypedSignature = z.string().trim().max(CONSENT_LIMITS.signerName).nullable();

/** `POST /api/consents`: spec 3's fields; `is_required` is true when absent. */
export const ConsentCreateRequest = z.object({
  patient_id: Uuid,
  clinic_id: Uuid.optional(),
  consent_type: ConsentTypeSchema,
  consent_text: ConsentText,
  is_required: z.boolean().default(true),
  appointment_types: z.array(AppointmentTypeKey).max(20).default([]),
  expires_at: ExpiresAt.optional(),
  patient_signature: TypedSignature.optional(),
  notes: Notes.optional(),
  appointment_id: Uuid.nullable().optional(),
});
export type ConsentCreateRequest = z.input<typeof ConsentCreateRequest>;

/** `PUT /api/consents/{consentId}`: the edit page's fields (a signed consent keeps text and signature). */
export const ConsentUpdateRequest = z.object({
  patient_id: Uuid.optional(),
  clinic_id: Uuid.optional(),
  consent_type: ConsentTypeSchema.optional(),
  consent_text: ConsentText.optional(),
  is_required: z.boolean().optional(),
  is_active: z.boolean().optional(),
  appointment_types: z.array(AppointmentTypeKey).max(20).optional(),
  expires_at: ExpiresAt.optional(),
  patient_signature: TypedSignature.optional(),
  notes: Notes.optional(),
});
export type ConsentUpdateRequest = z.input<typeof ConsentUpdateRequest>;

/** What was signed, when and by whom; the hash covers text + signature + signer + time. */
export const ConsentSignatureInfo = z.object({
  signer_name: z.string(),
  signed_at: z.string(),
  method: z.enum(['drawn', 'typed']),
  content_hash: z.string(),
  has_image: z.boolean(),
  /** The language of the text signed (issue 22): the text itself is the one of that language. */
  locale: z.enum(['en', 'es']),
});
export type ConsentSignatureInfo = z.infer<typeof ConsentSignatureInfo>;

export const Consent = z.object({
  id: Uuid,
  patient_id: Uuid,
  clinic_id: Uuid,
  appointment_id: Uuid.nullable(),
  consent_type: ConsentTypeSchema,
  consent_text: z.string(),
  /** The clinic's Spanish text of it, copied from its type's standard text; '' without one. */
  consent_text_es: z.string(),
  is_required: z.boolean(),
  appointment_types: z.array(z.string()),
  expires_at: z.string().nullable(),
  patient_signature: z.string().nullable(),
  notes: z.string().nullable(),
  is_active: z.boolean(),
  status: z.enum(CONSENT_STATUSES),
  signature: ConsentSignatureInfo.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Consent = z.infer<typeof Consent>;

/** `GET /api/consent-records/patient/{patientId}`: the patient's consents, newest first. */
export const ConsentRecordList = z.array(Consent);
export type ConsentRecordList = z.infer<typeof ConsentRecordList>;

/** A drawn signature: the PNG (base64, a data URL allowed) and the name the signer typed. */
/** A shown text's SHA-256 in hex: the signature is of that text, or of none. */
export const ConsentTextSha256 = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'Use the SHA-256 of the text shown, in lower-case hex');

/**
 * The SHA-256 (hex) of a text as UTF-8, from the platform's Web Crypto; null where there is none
 * (a page served without TLS), and the signature is then sent without it.
 */
export async function textSha256Hex(text: string): Promise<string | null> {
  const subtle = (globalThis as { crypto?: { subtle?: SubtleCrypto } }).crypto?.subtle;
  if (subtle === undefined) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const ConsentSignRequest = z.object({
  signer_name: z.string().trim().min(1, 'Type your full name').max(CONSENT_LIMITS.signerName),
  signature_png: z
    .string()
    .min(1, 'Draw your signature')
    // Base64 of the largest allowed image, plus a data URL's prefix.
    .max(Math.ceil(CONSENT_LIMITS.signatureBytes / 3) * 4 + 40, 'The signature image is too large'),
  /** The language of the text the signer read; its text is the one signed ('en' when absent). */
  locale: z.enum(['en', 'es']).optional(),
  /** The SHA-256 of the text shown (`textSha256Hex`): refused when the text changed since. */
  text_sha256: ConsentTextSha256.optional(),
});
export type ConsentSignRequest = z.input<typeof ConsentSignRequest>;

/**
 * Re-consent (product guide, "Beyond the spec" 3): the required consent types a patient does not
 * hold signed today (never given, unsigned, withdrawn or expired), in the order required.
 */
export function consentTypesToSign(
  required: readonly ConsentType[],
  consents: readonly {
    consent_type: string;
    is_active: boolean;
    expires_at: string | null;
    patient_signature: string | null;
  }[],
  now: Date,
): ConsentType[] {
  const held = new Set(
    consents
      .filter((consent) => consentStatus(consent, now) === 'signed')
      .map((consent) => consent.consent_type),
  );
  return [...new Set(required)].filter((type) => !held.has(type));
}
