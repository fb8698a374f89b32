import type {
  FormSchema,
  FormTranslations,
  Paperwork,
  PaperworkConsent,
  PaperworkForm,
} from '@clinio/contracts';
import { sql } from 'kysely';
import type { StaffContext } from '../auth/staff-guard';
import type { TenantTx } from '../db/database';
import { notFound } from '../errors/app-error';
import { consentQuery, presentConsent, type ConsentRow } from '../consents/consents.queries';
import { inScope, staffBranchScope } from '../patients/patients.queries';
import { iso } from './forms.queries';

/**
 * A patient's paperwork (issue 16 section 2): for each upcoming visit, the forms its type
 * requires (a required template for `general` or that type, or one the type lists), with the
 * version to fill, the draft so far or the submission; and the patient's active consents.
 */

const UPCOMING = ['booked', 'confirmed', 'checked_in'] as const;
const MAX_VISITS = 20;

export function paperworkConsent(row: ConsentRow, now: Date): PaperworkConsent {
  const consent = presentConsent(row, now);
  return {
    id: consent.id,
    consent_type: consent.consent_type,
    consent_text: consent.consent_text,
    consent_text_es: consent.consent_text_es,
    status: consent.status,
    is_required: consent.is_required,
    expires_at: consent.expires_at,
    appointment_id: consent.appointment_id,
    signature: consent.signature,
  };
}

export async function paperworkOf(tx: TenantTx, patientId: string): Promise<Paperwork> {
  const visits = await tx
    .selectFrom('appointments')
    .select(['id', 'start_time', 'appointment_type'])
    .where('patient_id', '=', patientId)
    .where('start_time', '>', sql<Date>`now()`)
    .where('status', 'in', UPCOMING)
    .orderBy('start_time')
    .limit(MAX_VISITS)
    .execute();
  const now = new Date();
  const consents = (
    await consentQuery(tx)
      .where('c.patient_id', '=', patientId)
      .where('c.is_active', '=', true)
      .orderBy('c.created_at', 'desc')
      .execute()
  ).map((row) => paperworkConsent(row, now));
  if (visits.length === 0) return { forms: [], consents };
  const types = [...new Set(visits.map((visit) => visit.appointment_type))];
  const visitIds = visits.map((visit) => visit.id);
  const [templates, listed, submitted, drafts] = await Promise.all([
    tx
      .selectFrom('form_templates as t')
      .innerJoin('form_template_versions as v', (join) =>
        join
          .onRef('v.tenant_id', '=', 't.tenant_id')
          .onRef('v.template_id', '=', 't.id')
          .onRef('v.version', '=', 't.current_version'),
      )
      .select([
        't.id',
        't.name',
        't.description',
        't.form_type',
        't.is_required',
        't.appointment_types',
        't.current_version',
        't.translations',
        'v.form_schema',
      ])
      .where('t.is_active', '=', true)
      .orderBy('t.created_at')
      .execute(),
    tx
      .selectFrom('appointment_type_forms')
      .select(['appointment_type', 'form_template_id'])
      .where('appointment_type', 'in', types)
      .execute(),
    tx
      .selectFrom('form_submissions as s')
      .innerJoin('form_template_versions as v', (join) =>
        join
          .onRef('v.tenant_id', '=', 's.tenant_id')
          .onRef('v.template_id', '=', 's.template_id')
          .onRef('v.version', '=', 's.version'),
      )
      .select(['s.template_id', 's.appointment_id', 's.version', 's.submitted_at', 'v.form_schema'])
      .where('s.patient_id', '=', patientId)
      .where('s.appointment_id', 'in', visitIds)
      .orderBy('s.submitted_at', 'desc')
      .execute(),
    tx
      .selectFrom('form_drafts')
      .select(['template_id', 'appointment_id', 'version', 'answers'])
      .where('patient_id', '=', patientId)
      .where('appointment_id', 'in', visitIds)
      .execute(),
  ]);
  const forms: PaperworkForm[] = [];
  for (const visit of visits) {
    const needs = (template: (typeof templates)[number]) =>
      (template.is_required &&
        (template.appointment_types.includes('general') ||
          template.appointment_types.includes(visit.appointment_type))) ||
      listed.some(
        (row) => row.form_template_id === template.id && row.appointment_type === visit.appointment_type,
      );
    for (const template of templates.filter(needs)) {
      const done = submitted.find(
        (row) => row.template_id === template.id && row.appointment_id === visit.id,
      );
      const draft = drafts.find(
        (row) =>
          row.template_id === template.id &&
          row.appointment_id === visit.id &&
          row.version === template.current_version,
      );
      forms.push({
        template_id: template.id,
        version: done?.version ?? template.current_version,
        name: template.name,
        description: template.description,
        form_type: template.form_type,
        form_schema: (done?.form_schema ?? template.form_schema) as unknown as FormSchema,
        translations: template.translations as FormTranslations,
        appointment_id: visit.id,
        appointment_start: iso(visit.start_time),
        appointment_type: visit.appointment_type,
        submitted_at: done === undefined ? null : iso(done.submitted_at),
        draft: done === undefined && draft !== undefined ? (draft.answers as Record<string, unknown>) : null,
      });
    }
  }
  return { forms, consents };
}

/** GET /api/patient-paperwork/:patientId: what the kiosk shows the patient at the tablet. */
export async function getPatientPaperwork(ctx: StaffContext, patientId: string): Promise<Paperwork> {
  const [patient, scope] = await Promise.all([
    ctx.tx.selectFrom('patients').select(['id', 'branch_id']).where('id', '=', patientId).executeTakeFirst(),
    staffBranchScope(ctx.tx, ctx.principal),
  ]);
  if (patient === undefined || !inScope(patient.branch_id, scope)) throw notFound('Patient not found');
  await ctx.audit({
    action: 'paperwork.viewed',
    resourceType: 'patient',
    resourceId: patient.id,
    branchId: patient.branch_id,
    outcome: 'success',
  });
  return paperworkOf(ctx.tx, patient.id);
}
