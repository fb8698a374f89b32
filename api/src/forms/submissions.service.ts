import {
  keptAnswers,
  type FormSchema,
  type FormSubmission,
  type FormSubmissionRequest,
} from '@clinio/contracts';
import type { z } from 'zod';
import type { StaffContext } from '../auth/staff-guard';
import { inScope, staffBranchScope } from '../patients/patients.queries';
import { answerProblems, validationError } from './answer-validator';
import { findTemplate, iso } from './forms.queries';

/**
 * Answers given at the desk's kiosk (issue 16): validated against the version the patient was
 * shown, field by field; nothing is stored from an invalid submission, and the draft goes.
 */

type SubmissionBody = z.output<typeof FormSubmissionRequest>;

const fieldError = (field: string, message: string) => validationError([{ field, message }]);

export async function submitFormAtDesk(
  ctx: StaffContext,
  templateId: string,
  body: SubmissionBody,
): Promise<FormSubmission> {
  const { tx, principal } = ctx;
  const template = await findTemplate(tx, templateId);
  const version = body.version ?? template.current_version;
  const [stored, patient, scope] = await Promise.all([
    tx
      .selectFrom('form_template_versions')
      .select('form_schema')
      .where('template_id', '=', templateId)
      .where('version', '=', version)
      .executeTakeFirst(),
    tx
      .selectFrom('patients')
      .select(['id', 'branch_id'])
      .where('id', '=', body.patient_id)
      .executeTakeFirst(),
    staffBranchScope(tx, principal),
  ]);
  if (stored === undefined) throw fieldError('version', 'This form has no such version');
  if (patient === undefined || !inScope(patient.branch_id, scope))
    throw fieldError('patient_id', 'Choose a patient of your clinic');
  const appointmentId = body.appointment_id ?? null;
  if (appointmentId !== null) {
    const visit = await tx
      .selectFrom('appointments')
      .select('patient_id')
      .where('id', '=', appointmentId)
      .executeTakeFirst();
    if (visit?.patient_id !== patient.id)
      throw fieldError('appointment_id', "Choose one of this patient's appointments");
  }
  const schema = stored.form_schema as unknown as FormSchema;
  const problems = answerProblems(schema, body.answers);
  if (problems.length > 0) throw validationError(problems);
  const answers = keptAnswers(schema, body.answers);
  const row = await tx
    .insertInto('form_submissions')
    .values({
      tenant_id: principal.tenantId,
      template_id: templateId,
      version,
      patient_id: patient.id,
      appointment_id: appointmentId,
      answers: JSON.stringify(answers),
      submitted_via: 'kiosk',
      kiosk_staff_id: principal.userId,
    })
    .returning(['id', 'submitted_at'])
    .executeTakeFirstOrThrow();
  let drafts = tx
    .deleteFrom('form_drafts')
    .where('template_id', '=', templateId)
    .where('patient_id', '=', patient.id);
  drafts =
    appointmentId === null
      ? drafts.where('appointment_id', 'is', null)
      : drafts.where('appointment_id', '=', appointmentId);
  await drafts.execute();
  await ctx.audit({
    action: 'form.submitted',
    resourceType: 'patient',
    resourceId: patient.id,
    branchId: patient.branch_id,
    outcome: 'success',
  });
  return {
    id: row.id,
    template_id: templateId,
    version,
    patient_id: patient.id,
    appointment_id: appointmentId,
    answers,
    submitted_at: iso(row.submitted_at),
  };
}
