import type { FormSchema, FormTemplate, FormTranslations } from '@clinio/contracts';
import type { TenantTx } from '../db/database';
import { assertFound, notFound } from '../errors/app-error';

/** Reads of form templates (issue 16): a template with its current version's schema. */

export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function templateQuery(tx: TenantTx) {
  return tx
    .selectFrom('form_templates as t')
    .innerJoin('form_template_versions as v', (join) =>
      join
        .onRef('v.tenant_id', '=', 't.tenant_id')
        .onRef('v.template_id', '=', 't.id')
        .onRef('v.version', '=', 't.current_version'),
    )
    .select([
      't.id',
      't.clinic_id',
      't.name',
      't.description',
      't.form_type',
      't.is_required',
      't.appointment_types',
      't.current_version',
      't.is_active',
      't.created_at',
      't.updated_at',
      't.translations',
      'v.form_schema',
    ]);
}

export type TemplateRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof templateQuery>['executeTakeFirst']>>
>;

export function presentTemplate(row: TemplateRow): FormTemplate {
  return {
    id: row.id,
    clinic_id: row.clinic_id,
    name: row.name,
    description: row.description,
    form_type: row.form_type,
    is_required: row.is_required,
    appointment_types: row.appointment_types,
    form_schema: row.form_schema as unknown as FormSchema,
    translations: row.translations as FormTranslations,
    version: row.current_version,
    is_active: row.is_active,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export async function findTemplate(tx: TenantTx, id: string, lock = false): Promise<TemplateRow> {
  let query = templateQuery(tx).where('t.id', '=', id);
  if (lock) query = query.forUpdate('t');
  return assertFound(await query.executeTakeFirst(), 'Form template');
}

/** The caller's clinic (one per tenant); a clinic id the caller names must be it (else 404). */
export async function callerClinicId(tx: TenantTx, ...named: (string | undefined)[]): Promise<string> {
  const clinic = await tx.selectFrom('clinics').select('id').executeTakeFirst();
  if (clinic === undefined || named.some((id) => id !== undefined && id !== clinic.id))
    throw notFound('Clinic not found');
  return clinic.id;
}

/** Whether any answer was given on this version (then it never changes). */
export async function versionHasAnswers(tx: TenantTx, templateId: string, version: number): Promise<boolean> {
  const row = await tx
    .selectFrom('form_submissions')
    .select('id')
    .where('template_id', '=', templateId)
    .where('version', '=', version)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
