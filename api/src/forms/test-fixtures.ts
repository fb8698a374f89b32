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
import type { Database } from '../db/database';
import type { Member } from '../staff/staff-test-fixtures';
import type { ProvisionedTenant } from '../tenancy/provision';
import { buildPatient, buildPatientLogin, signInPatient } from '../test/factories';

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

/**
 * A patient with a portal login (signed in) and one visit of `appointmentType` in three days,
 * with `provider` as its provider: the paperwork tests' patient.
 */
export async function buildPortalPatient(
  server: FastifyInstance,
  database: Database,
  tenant: ProvisionedTenant,
  provider: Member,
  appointmentType = 'procedure',
): Promise<{ patientId: string; headers: Record<string, string>; visitId: string }> {
  const login = await buildPatientLogin(database);
  const patientId = (await buildPatient(database, { tenant, login })).id;
  const headers = (await signInPatient(server, login)).headers;
  const start = new Date(Date.now() + 3 * 86_400_000);
  const end = new Date(start.getTime() + 30 * 60_000);
  const visit = await database.withTenant(tenant.tenantId, (tx) =>
    tx
      .insertInto('appointments')
      .values({
        tenant_id: tenant.tenantId,
        patient_id: patientId,
        provider_id: provider.id,
        branch_id: tenant.branchIds[0] as string,
        appointment_type: appointmentType,
        start_time: start,
        end_time: end,
        blocked_from: start,
        blocked_to: end,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return { patientId, headers, visitId: visit.id };
}
