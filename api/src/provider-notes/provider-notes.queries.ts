import {
  NoteSectionContent,
  noteExcerpt,
  type NoteAddendum,
  type ProviderNote,
  type ProviderNoteSummary,
} from '@clinio/contracts';
import { sql } from 'kysely';
import { z } from 'zod';
import type { TenantTx } from '../db/database';

/** Every query here runs in the caller's tenant transaction: row-level security scopes it. */

const Sections = z.array(NoteSectionContent);

/** The sections column as stored (jsonb), checked on the way out. */
export function readSections(value: unknown): NoteSectionContent[] {
  return Sections.parse(value);
}

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : iso(value);
}

/** A staff member as a note names them: "First Last", else their username. */
function staffName(first: string | null, last: string | null, username: string | null): string {
  const name = [first ?? '', last ?? '']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return name || username || 'Former staff member';
}

/** A note with its patient's name and branch and its author's and signer's names. */
export function noteQuery(tx: TenantTx) {
  return tx
    .selectFrom('provider_notes as n')
    .innerJoin('patients as p', 'p.id', 'n.patient_id')
    .innerJoin('staff_users as a', 'a.id', 'n.author_id')
    .leftJoin('staff_users as s', 's.id', 'n.signed_by')
    .select([
      'n.id',
      'n.patient_id',
      'n.appointment_id',
      'n.author_id',
      'n.template_key',
      'n.template_id',
      'n.template_name',
      'n.sections',
      'n.status',
      'n.version',
      'n.signed_by',
      'n.signed_at',
      'n.content_hash',
      'n.shared_with_patient_at',
      'n.created_at',
      'n.updated_at',
      'p.first_name as patient_first',
      'p.last_name as patient_last',
      'p.branch_id as patient_branch_id',
      'a.first_name as author_first',
      'a.last_name as author_last',
      'a.username as author_username',
      's.first_name as signer_first',
      's.last_name as signer_last',
      's.username as signer_username',
    ]);
}

export type NoteRow = NonNullable<Awaited<ReturnType<ReturnType<typeof noteQuery>['executeTakeFirst']>>>;

/** One note (any status), or undefined. `lock` holds the note's row until the transaction ends. */
export async function findNote(
  tx: TenantTx,
  noteId: string,
  options: { lock?: boolean } = {},
): Promise<NoteRow | undefined> {
  if (options.lock === true) {
    const locked = await tx
      .selectFrom('provider_notes')
      .select('id')
      .where('id', '=', noteId)
      .forUpdate()
      .executeTakeFirst();
    if (locked === undefined) return undefined;
  }
  return noteQuery(tx).where('n.id', '=', noteId).executeTakeFirst();
}

export async function findAddenda(
  tx: TenantTx,
  noteIds: readonly string[],
): Promise<Map<string, NoteAddendum[]>> {
  const found = new Map<string, NoteAddendum[]>();
  if (noteIds.length === 0) return found;
  const rows = await tx
    .selectFrom('provider_note_addenda as d')
    .innerJoin('staff_users as a', 'a.id', 'd.author_id')
    .select([
      'd.id',
      'd.note_id',
      'd.author_id',
      'd.text',
      'd.signed_at',
      'd.content_hash',
      'a.first_name',
      'a.last_name',
      'a.username',
    ])
    .where('d.note_id', 'in', noteIds)
    .orderBy('d.signed_at')
    .orderBy('d.id')
    .execute();
  for (const row of rows) {
    const list = found.get(row.note_id) ?? [];
    list.push({
      id: row.id,
      author_id: row.author_id,
      author_name: staffName(row.first_name, row.last_name, row.username),
      text: row.text,
      signed_at: iso(row.signed_at),
      content_hash: row.content_hash,
    });
    found.set(row.note_id, list);
  }
  return found;
}

export function presentNote(row: NoteRow, addenda: NoteAddendum[]): ProviderNote {
  return {
    id: row.id,
    patient_id: row.patient_id,
    patient_name: `${row.patient_first} ${row.patient_last}`.trim(),
    appointment_id: row.appointment_id,
    author_id: row.author_id,
    author_name: staffName(row.author_first, row.author_last, row.author_username),
    template_id: row.template_key === 'custom' ? (row.template_id ?? '') : row.template_key,
    template_name: row.template_name,
    sections: readSections(row.sections),
    status: row.status,
    version: row.version,
    signed_by: row.signed_by,
    signed_by_name:
      row.signed_by === null ? null : staffName(row.signer_first, row.signer_last, row.signer_username),
    signed_at: isoOrNull(row.signed_at),
    content_hash: row.content_hash,
    shared_with_patient_at: isoOrNull(row.shared_with_patient_at),
    addenda,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function presentNoteSummary(row: NoteRow, userId: string): ProviderNoteSummary {
  const note = presentNote(row, []);
  return {
    id: note.id,
    patient_id: note.patient_id,
    patient_name: note.patient_name,
    appointment_id: note.appointment_id,
    author_id: note.author_id,
    author_name: note.author_name,
    template_name: note.template_name,
    status: note.status,
    signed_at: note.signed_at,
    shared_with_patient_at: note.shared_with_patient_at,
    created_at: note.created_at,
    updated_at: note.updated_at,
    excerpt: noteExcerpt(note.sections),
    is_mine: note.author_id === userId,
  };
}

export interface NoteFilters {
  userId: string;
  /** The caller's branches (null: all): notes of patients elsewhere are not theirs to see. */
  scope: readonly string[] | null;
  patientId?: string | undefined;
  authorId?: string | undefined;
  status?: 'draft' | 'signed' | undefined;
  mineUnsigned?: boolean;
}

/** The notes the caller may see that match the filters (ordering and paging are the caller's). */
function filteredNotes(tx: TenantTx, filters: NoteFilters) {
  const { userId, scope } = filters;
  return noteQuery(tx)
    .where((eb) => eb.or([eb('n.status', '=', 'signed'), eb('n.author_id', '=', userId)]))
    .$if(scope !== null, (query) =>
      query.where((eb) => eb.or([eb('p.branch_id', 'is', null), eb('p.branch_id', 'in', scope ?? [])])),
    )
    .$if(filters.patientId !== undefined, (query) =>
      query.where('n.patient_id', '=', filters.patientId ?? ''),
    )
    .$if(filters.authorId !== undefined, (query) => query.where('n.author_id', '=', filters.authorId ?? ''))
    .$if(filters.status !== undefined, (query) => query.where('n.status', '=', filters.status ?? 'draft'))
    .$if(filters.mineUnsigned === true, (query) =>
      query.where('n.author_id', '=', userId).where('n.status', '=', 'draft'),
    );
}

/**
 * The notes list: signed notes, and the caller's own drafts (a draft is its author's until
 * signed), of patients in the caller's branches. The caller's drafts first, then the newest.
 */
export async function listNotes(
  tx: TenantTx,
  filters: NoteFilters,
  page: { skip: number; limit: number },
): Promise<{ rows: NoteRow[]; total: number }> {
  const rows = await filteredNotes(tx, filters)
    .orderBy(sql`(n.author_id = ${filters.userId} and n.status = 'draft')`, 'desc')
    .orderBy('n.updated_at', 'desc')
    .orderBy('n.id')
    .offset(page.skip)
    .limit(page.limit)
    .execute();
  const count = await filteredNotes(tx, filters)
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}
