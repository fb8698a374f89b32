import { z } from 'zod';
import { Uuid } from '../identity/fields';
import { FORM_LIMITS, FormSchema } from './schema';
import { FormTranslations } from './translations';

/**
 * Form templates (spec 3 "Form template", 2.7, 2.8, 7; issue 16, ADR 044). A template keeps its
 * versions: saving one that already has answers makes a new version, and every answer keeps the
 * version it was given on.
 */

export const FORM_TYPES = ['intake', 'medical_history', 'consent', 'billing', 'custom'] as const;
export type FormType = (typeof FORM_TYPES)[number];
export const FormTypeSchema = z.enum(FORM_TYPES, 'Choose a form type');

export const FORM_TYPE_LABELS: Record<FormType, string> = {
  intake: 'Patient Intake',
  medical_history: 'Medical History',
  consent: 'Consent Form',
  billing: 'Billing Form',
  custom: 'Custom Form',
};

/** Spec 9's form defaults: type intake, required, appointment type general. */
export const FORM_DEFAULTS = {
  form_type: 'intake',
  is_required: true,
  appointment_types: ['general'],
} as const satisfies { form_type: FormType; is_required: boolean; appointment_types: readonly string[] };

/** An appointment type a form applies to: `general` (every visit) or a type's key. */
const FormAppointmentType = z
  .string()
  .regex(
    /^[a-z][a-z0-9_]{1,39}$/,
    'Use 2-40 lower-case letters, digits or underscores, starting with a letter',
  );

/** The builder's output: `POST /api/form-templates` and `PUT /api/form-templates/{id}`. */
export const FormTemplateInput = z.object({
  name: z.string().trim().min(1, 'Required').max(FORM_LIMITS.name),
  description: z.string().max(FORM_LIMITS.templateDescription).default(''),
  form_type: FormTypeSchema.default(FORM_DEFAULTS.form_type),
  is_required: z.boolean().default(FORM_DEFAULTS.is_required),
  appointment_types: z
    .array(FormAppointmentType)
    .max(FORM_LIMITS.appointmentTypes)
    .default([...FORM_DEFAULTS.appointment_types]),
  form_schema: FormSchema,
  /**
   * The questions in other languages (issue 22, ADR 062), kept as `keptTranslations` says. Absent
   * on an update, the template keeps the ones it has.
   */
  translations: FormTranslations.optional(),
  /** Spec 3: sent on create; it must be the caller's own clinic. */
  clinic_id: Uuid.optional(),
});
export type FormTemplateInput = z.input<typeof FormTemplateInput>;

/** `POST /api/form-templates?clinicId=…` (spec 7: the clinic id of the builder's query). */
export const FormTemplateCreateQuery = z.object({ clinicId: Uuid.optional() });

export const FormTemplate = z.object({
  id: Uuid,
  clinic_id: Uuid,
  name: z.string(),
  description: z.string(),
  form_type: FormTypeSchema,
  is_required: z.boolean(),
  appointment_types: z.array(z.string()),
  form_schema: FormSchema,
  translations: FormTranslations,
  /** The current version; answers name theirs. */
  version: z.number().int().min(1),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FormTemplate = z.infer<typeof FormTemplate>;

/** `GET /api/form-templates/{clinicId}`: an array (spec 7), newest first. */
export const FormTemplateList = z.array(FormTemplate);
export type FormTemplateList = z.infer<typeof FormTemplateList>;

/**
 * One saved version of a template, for its history: what it asked (its schema), who saved it and
 * when, and how many answers were given on it (a version with answers never changes).
 */
export const FormTemplateVersion = z.object({
  version: z.number().int().min(1),
  name: z.string(),
  description: z.string(),
  form_schema: FormSchema,
  answer_count: z.number().int().min(0),
  created_at: z.string(),
  /** Who saved it; null once that staff member's record is gone. */
  created_by_name: z.string().nullable(),
});
export type FormTemplateVersion = z.infer<typeof FormTemplateVersion>;

/** `GET /api/form-templates/template/{id}/versions`: newest first. */
export const FormTemplateVersionList = z.object({ items: z.array(FormTemplateVersion) });
export type FormTemplateVersionList = z.infer<typeof FormTemplateVersionList>;

/** A submission of answers to one version of a template (the kiosk and the portal). */
export const FormSubmissionRequest = z.object({
  patient_id: Uuid,
  appointment_id: Uuid.nullable().optional(),
  /** The version the patient was shown; the current one when absent. */
  version: z.number().int().min(1).max(1_000_000).optional(),
  answers: z.record(z.string().max(FORM_LIMITS.title), z.unknown()),
});
export type FormSubmissionRequest = z.input<typeof FormSubmissionRequest>;

export const FormSubmission = z.object({
  id: Uuid,
  template_id: Uuid,
  version: z.number().int(),
  patient_id: Uuid,
  appointment_id: Uuid.nullable(),
  answers: z.record(z.string(), z.unknown()),
  submitted_at: z.string(),
});
export type FormSubmission = z.infer<typeof FormSubmission>;

/** A submission as the chart lists it. */
export const FormSubmissionSummary = z.object({
  id: Uuid,
  template_id: Uuid,
  form_name: z.string(),
  form_type: FormTypeSchema,
  version: z.number().int(),
  appointment_id: Uuid.nullable(),
  submitted_via: z.enum(['portal', 'kiosk']),
  submitted_at: z.string(),
});
export type FormSubmissionSummary = z.infer<typeof FormSubmissionSummary>;

export const FormSubmissionList = z.array(FormSubmissionSummary);

/** One submission with the schema of the version it was given on (it always renders with it). */
export const FormSubmissionDetail = FormSubmissionSummary.extend({
  patient_id: Uuid,
  form_schema: FormSchema,
  answers: z.record(z.string(), z.unknown()),
});
export type FormSubmissionDetail = z.infer<typeof FormSubmissionDetail>;
