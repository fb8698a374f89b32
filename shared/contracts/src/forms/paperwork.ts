import { z } from 'zod';
import { Uuid } from '../identity/fields';
import { ConsentSignatureInfo, ConsentTypeSchema, CONSENT_STATUSES } from './consents';
import { FORM_LIMITS, FormSchema } from './schema';
import { FormTypeSchema } from './templates';
import { FormTranslations } from './translations';

/**
 * A patient's paperwork (issue 16 section 2): the forms their upcoming visits require, each with
 * the version to fill, the draft kept so far and whether it was submitted, and their consents.
 * The portal and the desk's kiosk read the same list.
 */

export const PaperworkForm = z.object({
  template_id: Uuid,
  version: z.number().int(),
  name: z.string(),
  description: z.string(),
  form_type: FormTypeSchema,
  form_schema: FormSchema,
  /** The clinic's texts in other languages: the page shows the reader's (`localizeForm`). */
  translations: FormTranslations,
  appointment_id: Uuid,
  appointment_start: z.string(),
  appointment_type: z.string(),
  submitted_at: z.string().nullable(),
  draft: z.record(z.string(), z.unknown()).nullable(),
});
export type PaperworkForm = z.infer<typeof PaperworkForm>;

export const PaperworkConsent = z.object({
  id: Uuid,
  consent_type: ConsentTypeSchema,
  consent_text: z.string(),
  /** The clinic's Spanish text, '' without one (`consentTextIn`). */
  consent_text_es: z.string(),
  status: z.enum(CONSENT_STATUSES),
  is_required: z.boolean(),
  expires_at: z.string().nullable(),
  appointment_id: Uuid.nullable(),
  signature: ConsentSignatureInfo.nullable(),
});
export type PaperworkConsent = z.infer<typeof PaperworkConsent>;

export const Paperwork = z.object({
  forms: z.array(PaperworkForm),
  consents: z.array(PaperworkConsent),
});
export type Paperwork = z.infer<typeof Paperwork>;

const DraftAnswers = z
  .record(z.string().max(FORM_LIMITS.title), z.unknown())
  .refine((answers) => Object.keys(answers).length <= FORM_LIMITS.fields, {
    error: `At most ${FORM_LIMITS.fields} answers`,
  });

/** The draft kept while the patient types: unvalidated, bounded. */
export const FormDraftRequest = z.object({
  version: z.number().int().min(1).max(1_000_000),
  appointment_id: Uuid.nullable().optional(),
  answers: DraftAnswers,
});
export type FormDraftRequest = z.input<typeof FormDraftRequest>;

/** The kiosk's draft names the patient at the tablet. */
export const DeskFormDraftRequest = FormDraftRequest.extend({ patient_id: Uuid });
export type DeskFormDraftRequest = z.input<typeof DeskFormDraftRequest>;

export const FormDraft = z.object({
  template_id: Uuid,
  version: z.number().int(),
  appointment_id: Uuid.nullable(),
  answers: z.record(z.string(), z.unknown()),
  updated_at: z.string(),
});
export type FormDraft = z.infer<typeof FormDraft>;

/** The portal's submission: which form and version, for which visit, and the answers. */
export const PortalFormSubmissionRequest = z.object({
  template_id: Uuid,
  version: z.number().int().min(1).max(1_000_000),
  appointment_id: Uuid.nullable().optional(),
  answers: z.record(z.string().max(FORM_LIMITS.title), z.unknown()),
});
export type PortalFormSubmissionRequest = z.input<typeof PortalFormSubmissionRequest>;
