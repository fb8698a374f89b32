import {
  keptAnswers,
  type DeskFormDraftRequest,
  type FormDraft,
  type FormSchema,
  type FormSubmission,
  type FormSubmissionRequest,
} from '@clinio/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { StaffContext } from '../auth/staff-guard';
import { startWorkflow } from '../appointments/workflow.service';
import type { TenantTx } from '../db/database';
import { inScope, staffBranchScope } from '../patients/patients.queries';
import { answerProblems, validationError } from './answer-validator';
import { findTemplate, iso } from './forms.queries';

/**
 * Answers and drafts (issue 16): a submission is validated against the version the patient was
 * shown, field by field, and nothing is stored from an invalid one; the draft goes when the form
 * is submitted. The kiosk (staff) and the portal (patient) share these.
 */

type SubmissionBody = z.output<typeof FormSubmissionRequest>;
type DeskDraftBody = z.output<typeof DeskFormDraftRequest>;

const fieldError = (field: string, message: string) => validationError([{ field, message }]);

export interface AnswerTarget {
  tenantId: string;
  templateId: string;
  version: number;
  patientId: string;
  appointmentId: string | null;
}

/** The version's schema, after checking the template is live and the visit is the patient's. */
async function checkTarget(tx: TenantTx, target: AnswerTarget): Promise<FormSchema> {
  const template = await findTemplate(tx, target.templateId);
  if (!template.is_active) throw fieldError('template_id', 'This form is no longer in use');
  const stored = await tx
    .selectFrom('form_template_versions')
    .select('form_schema')
    .where('template_id', '=', target.templateId)
    .where('version', '=', target.version)
    .executeTakeFirst();
  if (stored === undefined) throw fieldError('version', 'This form has no such version');
  if (target.appointmentId !== null) {
    const visit = await tx
      .selectFrom('appointments')
      .select('patient_id')
      .where('id', '=', target.appointmentId)
      .executeTakeFirst();
    if (visit?.patient_id !== target.patientId)
      throw fieldError('appointment_id', "Choose one of this patient's appointments");
  }
  return stored.form_schema as unknown as FormSchema;
}

/** Validates and stores a submission, and drops the draft it came from. */
export async function storeSubmission(
  tx: TenantTx,
  target: AnswerTarget,
  input: { answers: Record<string, unknown>; via: 'portal' | 'kiosk'; staffId: string | null },
): Promise<FormSubmission> {
  const schema = await checkTarget(tx, target);
  const problems = answerProblems(schema, input.answers);
  if (problems.length > 0) throw validationError(problems);
  const answers = keptAnswers(schema, input.answers);
  const row = await tx
    .insertInto('form_submissions')
    .values({
      tenant_id: target.tenantId,
      template_id: target.templateId,
      version: target.version,
      patient_id: target.patientId,
      appointment_id: target.appointmentId,
      answers: JSON.stringify(answers),
      submitted_via: input.via,
      kiosk_staff_id: input.staffId,
    })
    .returning(['id', 'submitted_at'])
    .executeTakeFirstOrThrow();
  let drafts = tx
    .deleteFrom('form_drafts')
    .where('template_id', '=', target.templateId)
    .where('patient_id', '=', target.patientId);
  drafts =
    target.appointmentId === null
      ? drafts.where('appointment_id', 'is', null)
      : drafts.where('appointment_id', '=', target.appointmentId);
  await drafts.execute();
  if (target.appointmentId !== null) await startWorkflow(tx, target.tenantId, target.appointmentId);
  return {
    id: row.id,
    template_id: target.templateId,
    version: target.version,
    patient_id: target.patientId,
    appointment_id: target.appointmentId,
    answers,
    submitted_at: iso(row.submitted_at),
  };
}

/** Keeps what the patient typed so far (one draft per form, patient and visit). */
export async function storeDraft(
  tx: TenantTx,
  target: AnswerTarget,
  answers: Record<string, unknown>,
): Promise<FormDraft> {
  await checkTarget(tx, target);
  if (target.appointmentId !== null) await startWorkflow(tx, target.tenantId, target.appointmentId);
  const row = await tx
    .insertInto('form_drafts')
    .values({
      tenant_id: target.tenantId,
      template_id: target.templateId,
      version: target.version,
      patient_id: target.patientId,
      appointment_id: target.appointmentId,
      answers: JSON.stringify(answers),
    })
    .onConflict((conflict) =>
      conflict.columns(['tenant_id', 'template_id', 'patient_id', 'appointment_id']).doUpdateSet({
        version: target.version,
        answers: JSON.stringify(answers),
        updated_at: sql`now()`,
      }),
    )
    .returning(['updated_at'])
    .executeTakeFirstOrThrow();
  return {
    template_id: target.templateId,
    version: target.version,
    appointment_id: target.appointmentId,
    answers,
    updated_at: iso(row.updated_at),
  };
}

/** The patient at the kiosk: in the caller's branches, or a field error (never a hint it exists). */
async function deskPatient(ctx: StaffContext, patientId: string) {
  const [patient, scope] = await Promise.all([
    ctx.tx.selectFrom('patients').select(['id', 'branch_id']).where('id', '=', patientId).executeTakeFirst(),
    staffBranchScope(ctx.tx, ctx.principal),
  ]);
  if (patient === undefined || !inScope(patient.branch_id, scope))
    throw fieldError('patient_id', 'Choose a patient of your clinic');
  return patient;
}

/** POST /api/form-templates/template/:id/submissions: answers given at the kiosk. */
export async function submitFormAtDesk(
  ctx: StaffContext,
  templateId: string,
  body: SubmissionBody,
): Promise<FormSubmission> {
  const template = await findTemplate(ctx.tx, templateId);
  const patient = await deskPatient(ctx, body.patient_id);
  const submission = await storeSubmission(
    ctx.tx,
    {
      tenantId: ctx.principal.tenantId,
      templateId,
      version: body.version ?? template.current_version,
      patientId: patient.id,
      appointmentId: body.appointment_id ?? null,
    },
    { answers: body.answers, via: 'kiosk', staffId: ctx.principal.userId },
  );
  await ctx.audit({
    action: 'form.submitted',
    resourceType: 'patient',
    resourceId: patient.id,
    branchId: patient.branch_id,
    outcome: 'success',
  });
  return submission;
}

/** PUT /api/form-templates/template/:id/draft: the kiosk keeps what the patient typed. */
export async function saveFormDraftAtDesk(
  ctx: StaffContext,
  templateId: string,
  body: DeskDraftBody,
): Promise<FormDraft> {
  await findTemplate(ctx.tx, templateId);
  const patient = await deskPatient(ctx, body.patient_id);
  return storeDraft(
    ctx.tx,
    {
      tenantId: ctx.principal.tenantId,
      templateId,
      version: body.version,
      patientId: patient.id,
      appointmentId: body.appointment_id ?? null,
    },
    body.answers,
  );
}
