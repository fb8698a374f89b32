import { createHash } from 'node:crypto';
import {
  applySectionTexts,
  BUILTIN_TEMPLATES,
  blankSections,
  canonicalAddendumContent,
  canonicalNoteContent,
  isBlankNote,
  isBuiltinTemplate,
  unknownSectionKeys,
  type NoteAddendumRequest,
  type NoteCreateRequest,
  type NoteDraftUpdate,
  type NoteListQuery,
  type NoteListResponse,
  type NoteSectionContent,
  type NoteSignRequest,
  type ProviderNote,
} from '@clinio/contracts';
import type { z } from 'zod';
import type { StaffContext } from '../auth/staff-guard';
import type { TenantTx } from '../db/database';
import { AppError, forbidden, notFound } from '../errors/app-error';
import { inScope, staffBranchScope } from '../patients/patients.queries';
import {
  findAddenda,
  findNote,
  listNotes,
  presentNote,
  presentNoteSummary,
  type NoteRow,
} from './provider-notes.queries';
import { findTemplate } from './templates.service';

type ListQuery = z.output<typeof NoteListQuery>;
type CreateBody = z.output<typeof NoteCreateRequest>;
type DraftBody = z.output<typeof NoteDraftUpdate>;

const NOTE = 'Note';

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

function fieldError(field: string, message: string): AppError {
  return new AppError(400, 'validation_error', `${field}: ${message}`, { fields: [{ field, message }] });
}

const lockedNote = () =>
  new AppError(409, 'conflict', 'This note is signed and locked. Add an addendum instead.', {
    reason: 'note_signed',
  });

function audit(
  ctx: StaffContext,
  action: string,
  row: Pick<NoteRow, 'id' | 'patient_branch_id'>,
  changed?: string[],
) {
  return ctx.audit({
    action,
    resourceType: 'provider_note',
    resourceId: row.id,
    branchId: row.patient_branch_id,
    outcome: 'success',
    ...(changed === undefined ? {} : { changedFields: changed }),
  });
}

/**
 * The note, when the caller may see it: a patient in their branches, and signed or their own
 * draft. Anything else answers the same 404 as a missing id (quality bar 1).
 */
async function visibleNote(
  ctx: StaffContext,
  noteId: string,
  options: { lock?: boolean } = {},
): Promise<NoteRow> {
  const [row, scope] = await Promise.all([
    findNote(ctx.tx, noteId, options),
    staffBranchScope(ctx.tx, ctx.principal),
  ]);
  const visible =
    row !== undefined &&
    inScope(row.patient_branch_id, scope) &&
    (row.status === 'signed' || row.author_id === ctx.principal.userId);
  if (!visible) throw notFound(`${NOTE} not found`);
  return row;
}

/** A draft the caller wrote, at the version they read: the only note that can change. */
function assertOwnDraft(ctx: StaffContext, row: NoteRow, version: number): void {
  if (row.status === 'signed') throw lockedNote();
  if (row.author_id !== ctx.principal.userId)
    throw forbidden('Only the author can change or sign this draft');
  if (row.version !== version) {
    throw new AppError(
      409,
      'conflict',
      'This draft was changed in another window. Reload it to see the latest text.',
      { reason: 'version_conflict', version: row.version },
    );
  }
}

async function answer(ctx: StaffContext, noteId: string): Promise<ProviderNote> {
  const row = await findNote(ctx.tx, noteId);
  if (row === undefined) throw notFound(`${NOTE} not found`);
  const addenda = await findAddenda(ctx.tx, [noteId]);
  return presentNote(row, addenda.get(noteId) ?? []);
}

function checkTexts(sections: readonly NoteSectionContent[], texts: Record<string, string>): void {
  const unknown = unknownSectionKeys(sections, texts);
  if (unknown.length > 0) throw fieldError('sections', `No such section: ${unknown.join(', ')}`);
}

// ---------------------------------------------------------------------------------------------

/** GET /api/provider-notes: one audit row per call (never the filters' values). */
export async function listProviderNotes(ctx: StaffContext, query: ListQuery): Promise<NoteListResponse> {
  const scope = await staffBranchScope(ctx.tx, ctx.principal);
  const { rows, total } = await listNotes(
    ctx.tx,
    {
      userId: ctx.principal.userId,
      scope,
      patientId: query.patient_id,
      authorId: query.author_id,
      status: query.status,
      mineUnsigned: query.unsigned === 'mine',
    },
    { skip: query.skip, limit: query.limit },
  );
  await ctx.audit({
    action: 'provider_notes.listed',
    resourceType: query.patient_id === undefined ? 'provider_note_list' : 'patient',
    resourceId: query.patient_id ?? null,
    outcome: 'success',
  });
  return { results: rows.map((row) => presentNoteSummary(row, ctx.principal.userId)), total };
}

/** GET /api/provider-notes/:id (audited as a view). */
export async function getProviderNote(ctx: StaffContext, noteId: string): Promise<ProviderNote> {
  const row = await visibleNote(ctx, noteId);
  await audit(ctx, 'provider_note.viewed', row);
  const addenda = await findAddenda(ctx.tx, [noteId]);
  return presentNote(row, addenda.get(noteId) ?? []);
}

/** The patient of a new note: in the caller's branches, or a field error (never a hint it exists). */
async function notePatient(ctx: StaffContext, patientId: string) {
  const [patient, scope] = await Promise.all([
    ctx.tx.selectFrom('patients').select(['id', 'branch_id']).where('id', '=', patientId).executeTakeFirst(),
    staffBranchScope(ctx.tx, ctx.principal),
  ]);
  if (patient === undefined || !inScope(patient.branch_id, scope)) {
    throw fieldError('patient_id', 'Choose a patient of your clinic');
  }
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

/** One of the clinic's templates that is not archived, or a field error. */
async function liveTemplate(tx: TenantTx, id: string) {
  const template = await findTemplate(tx, id);
  if (template === undefined || template.archived) {
    throw fieldError('template_id', 'Choose one of the clinic’s templates');
  }
  return template;
}

/** POST /api/provider-notes: a draft from a template, written by the caller. */
export async function createProviderNote(ctx: StaffContext, body: CreateBody): Promise<ProviderNote> {
  const { tx, principal } = ctx;
  const patient = await notePatient(ctx, body.patient_id);
  const appointmentId = body.appointment_id ?? null;
  if (appointmentId !== null) await checkAppointment(tx, appointmentId, patient.id);
  const template = isBuiltinTemplate(body.template_id)
    ? { id: null, key: body.template_id, ...BUILTIN_TEMPLATES[body.template_id] }
    : { ...(await liveTemplate(tx, body.template_id)), key: 'custom' as const };
  const texts = body.sections ?? {};
  const start = blankSections(template.sections);
  checkTexts(start, texts);
  const inserted = await tx
    .insertInto('provider_notes')
    .values({
      tenant_id: principal.tenantId,
      patient_id: patient.id,
      appointment_id: appointmentId,
      author_id: principal.userId,
      template_key: template.key,
      template_id: template.id,
      template_name: template.name,
      sections: JSON.stringify(applySectionTexts(start, texts)),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await audit(ctx, 'provider_note.created', { id: inserted.id, patient_branch_id: patient.branch_id });
  return answer(ctx, inserted.id);
}

/** PATCH /api/provider-notes/:id: the autosave of the author's draft (version checked). */
export async function saveProviderNoteDraft(
  ctx: StaffContext,
  noteId: string,
  body: DraftBody,
): Promise<ProviderNote> {
  const row = await visibleNote(ctx, noteId, { lock: true });
  assertOwnDraft(ctx, row, body.version);
  const current = presentNote(row, []).sections;
  checkTexts(current, body.sections);
  await ctx.tx
    .updateTable('provider_notes')
    .set({
      sections: JSON.stringify(applySectionTexts(current, body.sections)),
      version: row.version + 1,
      updated_at: new Date(),
    })
    .where('id', '=', noteId)
    .execute();
  await audit(ctx, 'provider_note.draft_saved', row, Object.keys(body.sections));
  return answer(ctx, noteId);
}

/** POST /api/provider-notes/:id/sign: locks the note; the signer, time and content hash are kept. */
export async function signProviderNote(
  ctx: StaffContext,
  noteId: string,
  body: z.output<typeof NoteSignRequest>,
): Promise<ProviderNote> {
  const row = await visibleNote(ctx, noteId, { lock: true });
  assertOwnDraft(ctx, row, body.version);
  const sections = presentNote(row, []).sections;
  if (isBlankNote(sections)) throw fieldError('sections', 'Write the note before signing it');
  await ctx.tx
    .updateTable('provider_notes')
    .set({
      status: 'signed',
      signed_by: ctx.principal.userId,
      signed_at: new Date(),
      content_hash: sha256(canonicalNoteContent(sections)),
      updated_at: new Date(),
    })
    .where('id', '=', noteId)
    .execute();
  await audit(ctx, 'provider_note.signed', row);
  return answer(ctx, noteId);
}

/** POST /api/provider-notes/:id/addenda: after signing only; signed and dated as it is written. */
export async function addProviderNoteAddendum(
  ctx: StaffContext,
  noteId: string,
  body: z.output<typeof NoteAddendumRequest>,
): Promise<ProviderNote> {
  const row = await visibleNote(ctx, noteId, { lock: true });
  if (row.status !== 'signed' || row.content_hash === null) {
    throw new AppError(409, 'conflict', 'Addenda follow a signed note; this draft can still be edited.', {
      reason: 'note_unsigned',
    });
  }
  const signedAt = new Date();
  await ctx.tx
    .insertInto('provider_note_addenda')
    .values({
      tenant_id: ctx.principal.tenantId,
      note_id: noteId,
      author_id: ctx.principal.userId,
      text: body.text,
      signed_at: signedAt,
      content_hash: sha256(
        canonicalAddendumContent({
          noteHash: row.content_hash,
          text: body.text,
          signedAt: signedAt.toISOString(),
        }),
      ),
    })
    .execute();
  await audit(ctx, 'provider_note.addendum_added', row);
  return answer(ctx, noteId);
}

/** POST and DELETE /api/provider-notes/:id/share: a signed note, shown to (or hidden from) the patient. */
export async function setNoteSharing(
  ctx: StaffContext,
  noteId: string,
  shared: boolean,
): Promise<ProviderNote> {
  const row = await visibleNote(ctx, noteId, { lock: true });
  if (row.status !== 'signed') {
    throw new AppError(409, 'conflict', 'Sign the note before sharing it with the patient.', {
      reason: 'note_unsigned',
    });
  }
  if ((row.shared_with_patient_at !== null) !== shared) {
    await ctx.tx
      .updateTable('provider_notes')
      .set({
        shared_with_patient_at: shared ? new Date() : null,
        shared_by: shared ? ctx.principal.userId : null,
        updated_at: new Date(),
      })
      .where('id', '=', noteId)
      .execute();
    await audit(ctx, shared ? 'provider_note.shared' : 'provider_note.unshared', row);
  }
  return answer(ctx, noteId);
}
