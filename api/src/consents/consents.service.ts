import type {
  Consent,
  ConsentCreateRequest,
  ConsentSignRequest,
  ConsentType,
  ConsentUpdateRequest,
} from '@clinio/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import { startWorkflow } from '../appointments/workflow.service';
import type { StaffContext } from '../auth/staff-guard';
import type { TenantTx } from '../db/database';
import { AppError, notFound } from '../errors/app-error';
import { validationError } from '../forms/answer-validator';
import { callerClinicId } from '../forms/forms.queries';
import { inScope, staffBranchScope } from '../patients/patients.queries';
import { consentQuery, isSigned, presentConsent, type ConsentRow } from './consents.queries';
import { readSignaturePng, shownTextMatches } from './signature-image';

/**
 * Consents (spec 2.10, 3, 4.5, 5, 7; issue 16, ADR 044). A consent's patient must be in the
 * caller's branches, else the same 404 as a missing one. Once signed, its text, type, patient,
 * expiry and signature never change (the database refuses it too): a changed text is a new consent.
 */

type CreateBody = z.output<typeof ConsentCreateRequest>;
type UpdateBody = z.output<typeof ConsentUpdateRequest>;
type SignBody = z.output<typeof ConsentSignRequest>;

const CONSENT = 'Consent';
const fieldError = (field: string, message: string) => validationError([{ field, message }]);

const signedConsent = (detail: string) => new AppError(409, 'conflict', detail, { reason: 'consent_signed' });

function audit(
  ctx: StaffContext,
  action: string,
  row: Pick<ConsentRow, 'id' | 'patient_branch_id'>,
  changed?: string[],
) {
  return ctx.audit({
    action,
    resourceType: 'consent',
    resourceId: row.id,
    branchId: row.patient_branch_id,
    outcome: 'success',
    ...(changed === undefined ? {} : { changedFields: changed }),
  });
}

async function visibleConsent(ctx: StaffContext, id: string, lock = false): Promise<ConsentRow> {
  let query = consentQuery(ctx.tx).where('c.id', '=', id);
  if (lock) query = query.forUpdate('c');
  const [row, scope] = await Promise.all([query.executeTakeFirst(), staffBranchScope(ctx.tx, ctx.principal)]);
  if (row === undefined || !inScope(row.patient_branch_id, scope)) throw notFound(`${CONSENT} not found`);
  return row;
}

async function reread(ctx: StaffContext, id: string): Promise<Consent> {
  return presentConsent(await visibleConsent(ctx, id));
}

/** The patient of a consent: in the caller's branches, or a field error (never a hint it exists). */
export async function consentPatient(ctx: StaffContext, patientId: string) {
  const [patient, scope] = await Promise.all([
    ctx.tx.selectFrom('patients').select(['id', 'branch_id']).where('id', '=', patientId).executeTakeFirst(),
    staffBranchScope(ctx.tx, ctx.principal),
  ]);
  if (patient === undefined || !inScope(patient.branch_id, scope))
    throw fieldError('patient_id', 'Choose a patient of your clinic');
  return patient;
}

async function checkAppointment(tx: TenantTx, appointmentId: string, patientId: string): Promise<void> {
  const row = await tx
    .selectFrom('appointments')
    .select('patient_id')
    .where('id', '=', appointmentId)
    .executeTakeFirst();
  if (row?.patient_id !== patientId)
    throw fieldError('appointment_id', "Choose one of this patient's appointments");
}

/** Who signs and from where: the kiosk's staff member, or the patient's own login. */
export interface SignatureSource {
  tenantId: string;
  ip: string | null;
  userAgent: string | null;
  staffId: string | null;
  loginId: string | null;
}

/** A signature: drawn (with its PNG) at the kiosk or in the portal, or a typed name from the edit page. */
export async function insertSignature(
  tx: TenantTx,
  consentId: string,
  signature: { signerName: string; png: Buffer | null; locale?: 'en' | 'es' | undefined },
  source: SignatureSource,
): Promise<void> {
  const inserted = await tx
    .insertInto('consent_signatures')
    .values({
      tenant_id: source.tenantId,
      consent_id: consentId,
      signer_name: signature.signerName,
      method: signature.png === null ? 'typed' : 'drawn',
      signature_png: signature.png,
      // The database writes the exact text signed, of this language, and the hash (0019, 0028).
      signed_text: '',
      signed_locale: signature.locale ?? 'en',
      ip_address: source.ip,
      user_agent: source.userAgent?.slice(0, 200) ?? null,
      staff_id: source.staffId,
      patient_login_id: source.loginId,
    })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'consent_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted === undefined) throw signedConsent('This consent is already signed.');
}

function staffSource(ctx: StaffContext): SignatureSource {
  return {
    tenantId: ctx.principal.tenantId,
    ip: ctx.actor.ip,
    userAgent: ctx.actor.userAgent,
    staffId: ctx.principal.userId,
    loginId: null,
  };
}

/** Spec 4.5's checks before a drawn signature, then the signature (kiosk or portal). */
export async function signDrawn(
  tx: TenantTx,
  row: ConsentRow,
  body: SignBody,
  source: SignatureSource,
): Promise<void> {
  if (isSigned(row)) throw signedConsent('This consent is already signed.');
  if (!row.is_active)
    throw new AppError(409, 'conflict', 'This consent is no longer active.', { reason: 'consent_inactive' });
  if (row.expires_at !== null && new Date(row.expires_at).getTime() < Date.now())
    throw new AppError(409, 'conflict', 'This consent has expired. Create a new one to sign.', {
      reason: 'consent_expired',
    });
  if (!shownTextMatches(row, body.locale, body.text_sha256))
    throw new AppError(
      409,
      'conflict',
      'The text of this consent changed after it was shown. Reload the page to read it again before signing.',
      { reason: 'consent_changed' },
    );
  const image = readSignaturePng(body.signature_png);
  if (!image.ok) throw fieldError('signature_png', image.message);
  await insertSignature(
    tx,
    row.id,
    { signerName: body.signer_name, png: image.bytes, locale: body.locale },
    source,
  );
}

/**
 * The Spanish text a consent given by hand carries (issue 22, ADR 062): its type's standard
 * Spanish text when the English is the standard text unchanged; a text staff wrote themselves has
 * no translation, so a Spanish reader is shown it as written.
 */
export async function spanishOfStandardText(tx: TenantTx, type: string, text: string): Promise<string> {
  const standard = await tx
    .selectFrom('consent_templates')
    .select(['consent_text', 'consent_text_es'])
    .where('consent_type', '=', type as ConsentType)
    .executeTakeFirst();
  return standard !== undefined && standard.consent_text.trim() === text.trim()
    ? standard.consent_text_es
    : '';
}

/** POST /api/consents */
export async function createConsent(ctx: StaffContext, body: CreateBody): Promise<Consent> {
  const { tx, principal } = ctx;
  const clinicId = await callerClinicId(tx, body.clinic_id);
  const patient = await consentPatient(ctx, body.patient_id);
  const appointmentId = body.appointment_id ?? null;
  if (appointmentId !== null) await checkAppointment(tx, appointmentId, patient.id);
  const { id } = await tx
    .insertInto('consents')
    .values({
      tenant_id: principal.tenantId,
      clinic_id: clinicId,
      patient_id: patient.id,
      appointment_id: appointmentId,
      consent_type: body.consent_type,
      consent_text: body.consent_text,
      consent_text_es: await spanishOfStandardText(tx, body.consent_type, body.consent_text),
      is_required: body.is_required,
      appointment_types: body.appointment_types,
      expires_at: body.expires_at ?? null,
      notes: body.notes ?? null,
      created_by: principal.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (appointmentId !== null) await startWorkflow(tx, principal.tenantId, appointmentId);
  const typed = body.patient_signature ?? '';
  if (typed !== '') await insertSignature(tx, id, { signerName: typed, png: null }, staffSource(ctx));
  await audit(ctx, 'consent.created', { id, patient_branch_id: patient.branch_id });
  return reread(ctx, id);
}

/** GET /api/consents/:consentId (audited as a view of patient data). */
export async function getConsent(ctx: StaffContext, id: string): Promise<Consent> {
  const row = await visibleConsent(ctx, id);
  await audit(ctx, 'consent.viewed', row);
  return presentConsent(row);
}

function sameInstant(a: string | null | undefined, b: Date | string | null): boolean {
  const left = a ?? null;
  if (left === null || b === null) return left === b;
  return Date.parse(left) === new Date(b).getTime();
}

/** PUT /api/consents/:consentId: the edit page's fields; a signed consent keeps what was signed. */
export async function updateConsent(ctx: StaffContext, id: string, body: UpdateBody): Promise<Consent> {
  const { tx } = ctx;
  const row = await visibleConsent(ctx, id, true);
  await callerClinicId(tx, body.clinic_id);
  const locked: string[] = [];
  if (body.consent_text !== undefined && body.consent_text !== row.consent_text) locked.push('consent_text');
  if (body.consent_type !== undefined && body.consent_type !== row.consent_type) locked.push('consent_type');
  if (body.patient_id !== undefined && body.patient_id !== row.patient_id) locked.push('patient_id');
  if (body.expires_at !== undefined && !sameInstant(body.expires_at, row.expires_at))
    locked.push('expires_at');
  const typed = body.patient_signature === undefined ? undefined : (body.patient_signature ?? '');
  if (isSigned(row) && typed !== undefined && typed !== row.signer_name) locked.push('patient_signature');
  if (isSigned(row) && locked.length > 0)
    throw signedConsent(
      'This consent is signed: its text and signature cannot change. Create a new consent instead.',
    );
  if (body.patient_id !== undefined && body.patient_id !== row.patient_id)
    await consentPatient(ctx, body.patient_id);
  const changes = {
    ...(body.patient_id === undefined ? {} : { patient_id: body.patient_id }),
    ...(body.consent_type === undefined ? {} : { consent_type: body.consent_type }),
    ...(body.consent_text === undefined && body.consent_type === undefined
      ? {}
      : {
          consent_text: body.consent_text ?? row.consent_text,
          consent_text_es: await spanishOfStandardText(
            tx,
            body.consent_type ?? row.consent_type,
            body.consent_text ?? row.consent_text,
          ),
        }),
    ...(body.is_required === undefined ? {} : { is_required: body.is_required }),
    ...(body.is_active === undefined ? {} : { is_active: body.is_active }),
    ...(body.appointment_types === undefined ? {} : { appointment_types: body.appointment_types }),
    ...(body.expires_at === undefined ? {} : { expires_at: body.expires_at }),
    ...(body.notes === undefined ? {} : { notes: body.notes }),
  };
  const changed = Object.keys(changes);
  if (changed.length > 0)
    await tx
      .updateTable('consents')
      .set({ ...changes, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  if (!isSigned(row) && typed !== undefined && typed !== '') {
    await insertSignature(tx, id, { signerName: typed, png: null }, staffSource(ctx));
    changed.push('patient_signature');
  }
  await audit(ctx, 'consent.updated', row, changed);
  return reread(ctx, id);
}

/** GET /api/consent-records/patient/:patientId: the patient's consents, newest first. */
export async function listPatientConsentRecords(ctx: StaffContext, patientId: string): Promise<Consent[]> {
  const [patient, scope] = await Promise.all([
    ctx.tx.selectFrom('patients').select(['id', 'branch_id']).where('id', '=', patientId).executeTakeFirst(),
    staffBranchScope(ctx.tx, ctx.principal),
  ]);
  if (patient === undefined || !inScope(patient.branch_id, scope)) throw notFound('Patient not found');
  const rows = await consentQuery(ctx.tx)
    .where('c.patient_id', '=', patientId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id')
    .execute();
  await ctx.audit({
    action: 'consents.listed',
    resourceType: 'patient',
    resourceId: patientId,
    branchId: patient.branch_id,
    outcome: 'success',
  });
  const now = new Date();
  return rows.map((row) => presentConsent(row, now));
}

/** POST /api/consents/:consentId/signature: the patient signs at the kiosk (drawn + typed name). */
export async function signConsentAtDesk(ctx: StaffContext, id: string, body: SignBody): Promise<Consent> {
  const row = await visibleConsent(ctx, id, true);
  await signDrawn(ctx.tx, row, body, staffSource(ctx));
  await audit(ctx, 'consent.signed', row);
  return reread(ctx, id);
}
