import {
  CONSENT_TYPE_LABELS,
  type FormSchema,
  type FormSubmissionDetail,
  type FormSubmissionSummary,
} from '@clinio/contracts';
import { sql } from 'kysely';
import type { StaffContext } from '../auth/staff-guard';
import type { TenantTx } from '../db/database';
import { notFound } from '../errors/app-error';
import { inScope, staffBranchScope } from '../patients/patients.queries';
import { iso } from './forms.queries';
import { consentPdf, submissionPdf, type PdfClinic } from './pdf';

/** The chart's answers (issue 16): listed, read with their version, and as a PDF; consents as PDFs. */

function submissionQuery(tx: TenantTx) {
  return tx
    .selectFrom('form_submissions as s')
    .innerJoin('form_template_versions as v', (join) =>
      join
        .onRef('v.tenant_id', '=', 's.tenant_id')
        .onRef('v.template_id', '=', 's.template_id')
        .onRef('v.version', '=', 's.version'),
    )
    .innerJoin('form_templates as t', (join) =>
      join.onRef('t.tenant_id', '=', 's.tenant_id').onRef('t.id', '=', 's.template_id'),
    )
    .innerJoin('patients as p', (join) =>
      join.onRef('p.tenant_id', '=', 's.tenant_id').onRef('p.id', '=', 's.patient_id'),
    )
    .select([
      's.id',
      's.template_id',
      'v.name as form_name',
      't.form_type',
      's.version',
      's.appointment_id',
      's.submitted_via',
      's.submitted_at',
      's.patient_id',
      'p.branch_id as patient_branch_id',
      sql<string>`trim(p.first_name || ' ' || p.last_name)`.as('patient_name'),
    ]);
}

type SubmissionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof submissionQuery>['executeTakeFirst']>>>;

function summary(row: SubmissionRow): FormSubmissionSummary {
  return {
    id: row.id,
    template_id: row.template_id,
    form_name: row.form_name,
    form_type: row.form_type,
    version: row.version,
    appointment_id: row.appointment_id,
    submitted_via: row.submitted_via,
    submitted_at: iso(row.submitted_at),
  };
}

async function patientInScope(ctx: StaffContext, patientId: string) {
  const [patient, scope] = await Promise.all([
    ctx.tx.selectFrom('patients').select(['id', 'branch_id']).where('id', '=', patientId).executeTakeFirst(),
    staffBranchScope(ctx.tx, ctx.principal),
  ]);
  if (patient === undefined || !inScope(patient.branch_id, scope)) throw notFound('Patient not found');
  return patient;
}

async function visibleSubmission(ctx: StaffContext, id: string): Promise<SubmissionRow> {
  const [row, scope] = await Promise.all([
    submissionQuery(ctx.tx).where('s.id', '=', id).executeTakeFirst(),
    staffBranchScope(ctx.tx, ctx.principal),
  ]);
  if (row === undefined || !inScope(row.patient_branch_id, scope))
    throw notFound('Form submission not found');
  return row;
}

export async function clinicOf(tx: TenantTx): Promise<PdfClinic> {
  const clinic = await tx.selectFrom('clinics').select(['name', 'primary_color']).executeTakeFirst();
  return { name: clinic?.name ?? 'Clinic', primaryColor: clinic?.primary_color ?? null };
}

/** GET /api/form-submissions/patient/:patientId: newest first. */
export async function listPatientFormSubmissions(
  ctx: StaffContext,
  patientId: string,
): Promise<FormSubmissionSummary[]> {
  const patient = await patientInScope(ctx, patientId);
  const rows = await submissionQuery(ctx.tx)
    .where('s.patient_id', '=', patient.id)
    .orderBy('s.submitted_at', 'desc')
    .orderBy('s.id')
    .limit(500)
    .execute();
  await ctx.audit({
    action: 'form_submissions.listed',
    resourceType: 'patient',
    resourceId: patient.id,
    branchId: patient.branch_id,
    outcome: 'success',
  });
  return rows.map(summary);
}

async function answersOf(tx: TenantTx, id: string) {
  return tx
    .selectFrom('form_submissions as s')
    .innerJoin('form_template_versions as v', (join) =>
      join
        .onRef('v.tenant_id', '=', 's.tenant_id')
        .onRef('v.template_id', '=', 's.template_id')
        .onRef('v.version', '=', 's.version'),
    )
    .select(['s.answers', 'v.form_schema'])
    .where('s.id', '=', id)
    .executeTakeFirstOrThrow();
}

/** GET /api/form-submissions/:id: the answers with their version's schema (audited as a view). */
export async function getFormSubmission(ctx: StaffContext, id: string): Promise<FormSubmissionDetail> {
  const row = await visibleSubmission(ctx, id);
  const { answers, form_schema } = await answersOf(ctx.tx, id);
  await ctx.audit({
    action: 'form_submission.viewed',
    resourceType: 'form_submission',
    resourceId: id,
    branchId: row.patient_branch_id,
    outcome: 'success',
  });
  return {
    ...summary(row),
    patient_id: row.patient_id,
    form_schema: form_schema as unknown as FormSchema,
    answers: answers as Record<string, unknown>,
  };
}

/** GET /api/form-submissions/:id/pdf (audited as an export). */
export async function formSubmissionPdf(
  ctx: StaffContext,
  id: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await visibleSubmission(ctx, id);
  const [{ answers, form_schema }, clinic] = await Promise.all([answersOf(ctx.tx, id), clinicOf(ctx.tx)]);
  const pdf = await submissionPdf({
    clinic,
    formName: row.form_name,
    version: row.version,
    schema: form_schema as unknown as FormSchema,
    answers: answers as Record<string, unknown>,
    patientName: row.patient_name,
    submittedAt: new Date(row.submitted_at),
    via: row.submitted_via,
  });
  await ctx.audit({
    action: 'form_submission.exported',
    resourceType: 'form_submission',
    resourceId: id,
    branchId: row.patient_branch_id,
    outcome: 'success',
  });
  return { pdf, fileName: `form-${id.slice(0, 8)}.pdf` };
}

/** GET /api/consents/:consentId/pdf: its exact text, the drawn signature and the hash. */
export async function consentPdfOf(
  ctx: StaffContext,
  consentId: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const scope = await staffBranchScope(ctx.tx, ctx.principal);
  const row = await ctx.tx
    .selectFrom('consents as c')
    .innerJoin('patients as p', (join) =>
      join.onRef('p.tenant_id', '=', 'c.tenant_id').onRef('p.id', '=', 'c.patient_id'),
    )
    .leftJoin('consent_signatures as s', (join) =>
      join.onRef('s.tenant_id', '=', 'c.tenant_id').onRef('s.consent_id', '=', 'c.id'),
    )
    .select([
      'c.consent_type',
      'c.consent_text',
      'p.branch_id',
      sql<string>`trim(p.first_name || ' ' || p.last_name)`.as('patient_name'),
      's.signer_name',
      's.signed_at',
      's.signed_text',
      's.content_hash',
      's.signature_png',
    ])
    .where('c.id', '=', consentId)
    .executeTakeFirst();
  if (row === undefined || !inScope(row.branch_id, scope)) throw notFound('Consent not found');
  const pdf = await consentPdf({
    clinic: await clinicOf(ctx.tx),
    title: `${CONSENT_TYPE_LABELS[row.consent_type]} consent`,
    text: row.signed_text ?? row.consent_text,
    patientName: row.patient_name,
    signature:
      row.signed_at === null
        ? null
        : {
            signerName: row.signer_name ?? '',
            signedAt: new Date(row.signed_at),
            hash: row.content_hash ?? '',
            png: row.signature_png,
          },
  });
  await ctx.audit({
    action: 'consent.exported',
    resourceType: 'consent',
    resourceId: consentId,
    branchId: row.branch_id,
    outcome: 'success',
  });
  return { pdf, fileName: `consent-${consentId.slice(0, 8)}.pdf` };
}
