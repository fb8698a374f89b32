import type { FormSchema, FormTemplateVersionList } from '@clinio/contracts';
import { sql } from 'kysely';
import type { StaffContext } from '../auth/staff-guard';
import { findTemplate } from './forms.queries';

/**
 * GET /api/form-templates/template/:id/versions: the template's history, newest first. Each version
 * as patients were shown it, who saved it and when, and how many answers name it; another clinic's
 * template is not found.
 */
export async function listTemplateVersions(ctx: StaffContext, id: string): Promise<FormTemplateVersionList> {
  await findTemplate(ctx.tx, id);
  const rows = await ctx.tx
    .selectFrom('form_template_versions as v')
    .leftJoin('staff_users as s', 's.id', 'v.created_by')
    .select([
      'v.version',
      'v.name',
      'v.description',
      'v.form_schema',
      'v.created_at',
      sql<string | null>`nullif(trim(coalesce(s.first_name, '') || ' ' || coalesce(s.last_name, '')), '')`.as(
        'created_by_name',
      ),
      (eb) =>
        eb
          .selectFrom('form_submissions as f')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('f.template_id', '=', 'v.template_id')
          .whereRef('f.version', '=', 'v.version')
          .as('answer_count'),
    ])
    .where('v.template_id', '=', id)
    .orderBy('v.version', 'desc')
    .execute();
  return {
    items: rows.map((row) => ({
      version: row.version,
      name: row.name,
      description: row.description,
      form_schema: row.form_schema as FormSchema,
      answer_count: Number(row.answer_count ?? 0),
      created_at: row.created_at.toISOString(),
      created_by_name: row.created_by_name,
    })),
  };
}
