import {
  keptTranslations,
  type FormSchema,
  type FormTemplate,
  type FormTemplateCreateQuery,
  type FormTemplateInput,
  type FormTranslations,
} from '@clinio/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { StaffContext } from '../auth/staff-guard';
import { validationError, type FieldProblem } from './answer-validator';
import {
  callerClinicId,
  findTemplate,
  presentTemplate,
  templateQuery,
  versionHasAnswers,
} from './forms.queries';
import { patternProblem } from './linear-regexp';

/**
 * Form templates (spec 2.7, 2.8, 7; issue 16, ADR 044). Saving a template whose current version
 * has answers makes a new version; one without answers is changed in place.
 */

type TemplateBody = z.output<typeof FormTemplateInput>;
type CreateQuery = z.output<typeof FormTemplateCreateQuery>;

/** Every pattern must compile in both engines and be free of nested repetition. */
function checkPatterns(schema: FormSchema): void {
  const problems: FieldProblem[] = [];
  for (const [key, property] of Object.entries(schema.properties)) {
    if (property.pattern === undefined) continue;
    const problem = patternProblem(property.pattern);
    if (problem !== null) problems.push({ field: `form_schema.properties.${key}.pattern`, message: problem });
  }
  if (problems.length > 0) throw validationError(problems);
}

/** The same JSON whatever the key order (jsonb stores keys sorted). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function audit(ctx: StaffContext, action: string, id: string, changedFields?: string[]) {
  return ctx.audit({
    action,
    resourceType: 'form_template',
    resourceId: id,
    outcome: 'success',
    ...(changedFields === undefined ? {} : { changedFields }),
  });
}

/** GET /api/form-templates/template/:id */
export async function getFormTemplate(ctx: StaffContext, id: string): Promise<FormTemplate> {
  return presentTemplate(await findTemplate(ctx.tx, id));
}

/** GET /api/form-templates/:clinicId: the clinic's templates, newest first. */
export async function listFormTemplates(ctx: StaffContext, clinicId: string): Promise<FormTemplate[]> {
  await callerClinicId(ctx.tx, clinicId);
  const rows = await templateQuery(ctx.tx)
    .where('t.is_active', '=', true)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id')
    .execute();
  return rows.map(presentTemplate);
}

/** POST /api/form-templates?clinicId=…: version 1 of a new template. */
export async function createFormTemplate(
  ctx: StaffContext,
  query: CreateQuery,
  body: TemplateBody,
): Promise<FormTemplate> {
  const { tx, principal } = ctx;
  const clinicId = await callerClinicId(tx, query.clinicId, body.clinic_id);
  checkPatterns(body.form_schema);
  const { id } = await tx
    .insertInto('form_templates')
    .values({
      tenant_id: principal.tenantId,
      clinic_id: clinicId,
      name: body.name,
      description: body.description,
      form_type: body.form_type,
      is_required: body.is_required,
      appointment_types: body.appointment_types,
      translations: JSON.stringify(keptTranslations(body.form_schema, body.translations ?? {})),
      created_by: principal.userId,
      updated_by: principal.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('form_template_versions')
    .values({
      tenant_id: principal.tenantId,
      template_id: id,
      version: 1,
      name: body.name,
      description: body.description,
      form_schema: JSON.stringify(body.form_schema),
      created_by: principal.userId,
    })
    .execute();
  await audit(ctx, 'form_template.created', id);
  return presentTemplate(await findTemplate(tx, id));
}

/** PUT /api/form-templates/:id: the builder's output replaces the template's. */
export async function updateFormTemplate(
  ctx: StaffContext,
  id: string,
  body: TemplateBody,
): Promise<FormTemplate> {
  const { tx, principal } = ctx;
  const current = await findTemplate(tx, id, true);
  await callerClinicId(tx, body.clinic_id);
  checkPatterns(body.form_schema);
  const changed: string[] = (
    ['name', 'description', 'form_type', 'is_required', 'appointment_types'] as const
  ).filter((field) => canonical(body[field]) !== canonical(current[field]));
  const schemaChanged = canonical(body.form_schema) !== canonical(current.form_schema);
  // Kept for the schema saved: a field removed takes its translation with it.
  const translations = keptTranslations(
    body.form_schema,
    body.translations ?? (current.translations as FormTranslations),
  );
  if (canonical(translations) !== canonical(current.translations)) changed.push('translations');
  const versionChanged = schemaChanged || changed.includes('name') || changed.includes('description');
  let version = current.current_version;
  if (versionChanged) {
    const content = {
      name: body.name,
      description: body.description,
      form_schema: JSON.stringify(body.form_schema),
    };
    if (await versionHasAnswers(tx, id, version)) {
      version += 1;
      await tx
        .insertInto('form_template_versions')
        .values({
          tenant_id: principal.tenantId,
          template_id: id,
          version,
          created_by: principal.userId,
          ...content,
        })
        .execute();
    } else {
      await tx
        .updateTable('form_template_versions')
        .set(content)
        .where('template_id', '=', id)
        .where('version', '=', version)
        .execute();
    }
  }
  await tx
    .updateTable('form_templates')
    .set({
      name: body.name,
      description: body.description,
      form_type: body.form_type,
      is_required: body.is_required,
      appointment_types: body.appointment_types,
      current_version: version,
      translations: JSON.stringify(translations),
      updated_by: principal.userId,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
  await audit(ctx, 'form_template.updated', id, schemaChanged ? [...changed, 'form_schema'] : changed);
  return presentTemplate(await findTemplate(tx, id));
}
