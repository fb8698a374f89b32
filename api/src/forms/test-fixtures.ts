import {
  EMPTY_FIELD_DIALOG,
  buildFormSchema,
  fieldFromDialog,
  type Consent,
  type FieldDialogValues,
  type FormSchema,
  type FormTemplate,
} from '@clinio/contracts';
import type { FastifyInstance } from 'fastify';
import type { Member } from '../staff/staff-test-fixtures';

/** A 1x1 PNG: the smallest drawn signature. */
export const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const field = (values: Partial<FieldDialogValues> & Pick<FieldDialogValues, 'type' | 'title'>) =>
  fieldFromDialog({ ...EMPTY_FIELD_DIALOG, ...values });

/** An intake form with one field of each kind the builder makes. */
export function intakeSchema(): FormSchema {
  return buildFormSchema([
    field({ type: 'string', title: 'Full Name', required: true, maxLength: '80' }),
    field({ type: 'textarea', title: 'Reason for visit' }),
    field({ type: 'email', title: 'Email' }),
    field({ type: 'phone', title: 'Phone' }),
    field({ type: 'number', title: 'Weight kg', minimum: '1', maximum: '400' }),
    field({ type: 'date', title: 'Date of birth' }),
    field({ type: 'select', title: 'Blood type', options: 'A, B, AB, O' }),
    field({ type: 'radio', title: 'Smoker', options: 'Yes, No' }),
    field({ type: 'checkbox', title: 'I confirm' }),
    field({ type: 'boolean', title: 'Allergies', required: true }),
    field({
      type: 'string',
      title: 'Allergy list',
      required: true,
      showIf: { field: 'allergies', equals: true },
    }),
    field({ type: 'string', title: 'Member code', pattern: '^[A-Z]{2}[0-9]{4}$' }),
  ]);
}

export function templateBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'New patient intake',
    description: 'Before the first visit',
    form_type: 'intake',
    is_required: true,
    appointment_types: ['general'],
    form_schema: intakeSchema(),
    ...overrides,
  };
}

/** A template, an unsigned and a signed consent of `patientId`, made through the API by `member`. */
export async function buildFormsAndConsents(
  server: FastifyInstance,
  member: Member,
  patientId: string,
): Promise<{ templateId: string; consentId: string; signedConsentId: string; submissionId: string }> {
  const headers = member.session.headers;
  const template = await server.inject({
    method: 'POST',
    url: `/api/form-templates?clinicId=${member.tenant.clinicId}`,
    headers,
    payload: templateBody(),
  });
  const consent = async (signature: string | null) =>
    (
      await server.inject({
        method: 'POST',
        url: '/api/consents',
        headers,
        payload: {
          patient_id: patientId,
          consent_type: 'treatment',
          consent_text: 'I consent to examination and treatment.',
          patient_signature: signature,
        },
      })
    ).json<Consent>();
  const templateId = template.json<FormTemplate>().id;
  const submission = await server.inject({
    method: 'POST',
    url: `/api/form-templates/template/${templateId}/submissions`,
    headers,
    payload: { patient_id: patientId, answers: { full_name: 'Ann Probe', allergies: false } },
  });
  return {
    submissionId: submission.json<{ id: string }>().id,
    templateId,
    consentId: (await consent(null)).id,
    signedConsentId: (await consent('Ann Probe')).id,
  };
}
