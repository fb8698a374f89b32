import { z } from 'zod';
import { Uuid } from '../identity/fields';
import { AppointmentTypeKey } from '../scheduling/appointments';
import { CONSENT_LIMITS, ConsentTypeSchema } from './consents';

/**
 * What each appointment type requires (issue 16, `/dashboard/forms-management`): the forms to
 * fill and the consent types to hold signed before the visit; and the clinic's standard text of
 * each consent type, which a consent given to a patient starts from.
 */

export const AppointmentTypeRequirement = z.object({
  appointment_type: z.string(),
  /** The appointment type's name, or the key when the clinic has no such type any more. */
  name: z.string(),
  form_template_ids: z.array(Uuid),
  consent_types: z.array(ConsentTypeSchema),
});
export type AppointmentTypeRequirement = z.infer<typeof AppointmentTypeRequirement>;

export const AppointmentTypeRequirementList = z.array(AppointmentTypeRequirement);
export type AppointmentTypeRequirementList = z.infer<typeof AppointmentTypeRequirementList>;

export const AppointmentTypeRequirementUpdate = z.object({
  form_template_ids: z.array(Uuid).max(50).default([]),
  consent_types: z.array(ConsentTypeSchema).max(6).default([]),
});
export type AppointmentTypeRequirementUpdate = z.input<typeof AppointmentTypeRequirementUpdate>;

export const AppointmentTypeParams = z.object({ appointmentType: AppointmentTypeKey });

export const ConsentTemplate = z.object({
  consent_type: ConsentTypeSchema,
  title: z.string(),
  consent_text: z.string(),
  /** The same in Spanish (issue 22, ADR 062); '' when the clinic wrote none. */
  title_es: z.string(),
  consent_text_es: z.string(),
  /** How long a signature stays valid, in days; null never expires. */
  valid_days: z.number().int().nullable(),
  updated_at: z.string(),
});
export type ConsentTemplate = z.infer<typeof ConsentTemplate>;

export const ConsentTemplateList = z.array(ConsentTemplate);

export const ConsentTemplateUpdate = z
  .object({
    title: z.string().trim().min(1, 'Required').max(200),
    consent_text: z.string().trim().min(1, 'Required').max(CONSENT_LIMITS.text),
    title_es: z.string().trim().max(200).default(''),
    consent_text_es: z.string().trim().max(CONSENT_LIMITS.text).default(''),
    valid_days: z.number().int().min(1).max(3650).nullable().default(null),
  })
  .superRefine((value, ctx) => {
    // A Spanish version is whole: a title without its text (or the reverse) is refused.
    if (value.title_es !== '' && value.consent_text_es === '')
      ctx.addIssue({ code: 'custom', path: ['consent_text_es'], message: 'Write the Spanish text too' });
    if (value.consent_text_es !== '' && value.title_es === '')
      ctx.addIssue({ code: 'custom', path: ['title_es'], message: 'Write the Spanish title too' });
  });
export type ConsentTemplateUpdate = z.input<typeof ConsentTemplateUpdate>;

export const ConsentTypeParams = z.object({ consentType: ConsentTypeSchema });

/** A consent the patient must sign before a visit of a type (re-consent before booking). */
export const ConsentNeed = z.object({
  consent_type: ConsentTypeSchema,
  title: z.string(),
  consent_text: z.string(),
  title_es: z.string(),
  consent_text_es: z.string(),
  valid_days: z.number().int().nullable(),
});
export type ConsentNeed = z.infer<typeof ConsentNeed>;

export const ConsentNeeds = z.object({
  appointment_type: z.string(),
  /** Required types the patient does not hold signed today, with the clinic's text to sign. */
  needs: z.array(ConsentNeed),
  /** Required types the clinic has no text for: staff must give them by hand. */
  without_text: z.array(ConsentTypeSchema),
});
export type ConsentNeeds = z.infer<typeof ConsentNeeds>;

export const ConsentNeedsQuery = z.object({ appointment_type: AppointmentTypeKey });
