import {
  BUILTIN_TEMPLATE_KEYS,
  BUILTIN_TEMPLATES,
  NoteSection,
  templateSections,
  type NoteTemplate,
  type NoteTemplateInput,
  type NoteTemplateList,
  type NoteTemplateUpdate,
} from '@clinio/contracts';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { StaffContext } from '../auth/staff-guard';
import type { TenantTx } from '../db/database';
import type { NoteTemplates } from '../db/schema';
import { AppError, notFound } from '../errors/app-error';

const Sections = z.array(NoteSection);

function present(row: Selectable<NoteTemplates>): NoteTemplate {
  return {
    id: row.id,
    name: row.name,
    sections: Sections.parse(row.sections),
    is_builtin: false,
    archived: row.archived_at !== null,
  };
}

const BUILTINS: NoteTemplate[] = BUILTIN_TEMPLATE_KEYS.map((key) => ({
  id: key,
  name: BUILTIN_TEMPLATES[key].name,
  sections: [...BUILTIN_TEMPLATES[key].sections],
  is_builtin: true,
  archived: false,
}));

/** One of the clinic's templates (archived ones too), or undefined. */
export async function findTemplate(tx: TenantTx, id: string): Promise<NoteTemplate | undefined> {
  const row = await tx.selectFrom('note_templates').selectAll().where('id', '=', id).executeTakeFirst();
  return row === undefined ? undefined : present(row);
}

/** GET /api/note-templates: the built-in ones, then the clinic's by name. */
export async function listNoteTemplates(ctx: StaffContext): Promise<NoteTemplateList> {
  const rows = await ctx.tx.selectFrom('note_templates').selectAll().orderBy('name').orderBy('id').execute();
  return { results: [...BUILTINS, ...rows.map(present)] };
}

function nameTaken(): AppError {
  const message = 'Another template already has this name';
  return new AppError(400, 'validation_error', `name: ${message}`, { fields: [{ field: 'name', message }] });
}

async function assertNameFree(tx: TenantTx, name: string, exceptId?: string): Promise<void> {
  const builtin = BUILTINS.some((template) => template.name.toLowerCase() === name.toLowerCase());
  const row = await tx
    .selectFrom('note_templates')
    .select('id')
    // The database lowers both sides, as its unique index does: JavaScript's toLowerCase and
    // PostgreSQL's lower() disagree outside ASCII under some collations ("ÅÉÎ" made a 500).
    .where((eb) => eb(eb.fn('lower', ['name']), '=', eb.fn('lower', [eb.val(name)])))
    .where('archived_at', 'is', null)
    .$if(exceptId !== undefined, (query) => query.where('id', '<>', exceptId ?? ''))
    .executeTakeFirst();
  if (builtin || row !== undefined) throw nameTaken();
}

/** POST /api/note-templates: the clinic's own template (name and section headings). */
export async function createNoteTemplate(
  ctx: StaffContext,
  body: z.output<typeof NoteTemplateInput>,
): Promise<NoteTemplate> {
  await assertNameFree(ctx.tx, body.name);
  const row = await ctx.tx
    .insertInto('note_templates')
    .values({
      tenant_id: ctx.principal.tenantId,
      name: body.name,
      sections: JSON.stringify(templateSections(body.sections)),
      created_by: ctx.principal.userId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await ctx.audit({
    action: 'note_template.created',
    resourceType: 'note_template',
    resourceId: row.id,
    outcome: 'success',
  });
  return present(row);
}

/**
 * PATCH /api/note-templates/:id: rename, new headings, archive or restore. Notes keep
 * the headings they were started with (they hold their own copy).
 */
export async function updateNoteTemplate(
  ctx: StaffContext,
  id: string,
  body: z.output<typeof NoteTemplateUpdate>,
): Promise<NoteTemplate> {
  const current = await ctx.tx
    .selectFrom('note_templates')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (current === undefined) throw notFound('Template not found');
  const archived = body.archived ?? current.archived_at !== null;
  if (!archived) await assertNameFree(ctx.tx, body.name ?? current.name, id);
  const row = await ctx.tx
    .updateTable('note_templates')
    .set({
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.sections === undefined ? {} : { sections: JSON.stringify(templateSections(body.sections)) }),
      archived_at: archived ? (current.archived_at ?? new Date()) : null,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await ctx.audit({
    action: 'note_template.updated',
    resourceType: 'note_template',
    resourceId: id,
    outcome: 'success',
    changedFields: Object.keys(body),
  });
  return present(row);
}
