import {
  CONSENT_TYPES,
  type ConsentTemplate,
  type ConsentTemplateUpdate,
  type ConsentType,
} from '@clinio/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { StaffContext } from '../auth/staff-guard';

/** The clinic's standard text of each consent type (issue 16, ADR 044): one per type. */

type UpdateBody = z.output<typeof ConsentTemplateUpdate>;

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** GET /api/consent-templates: the clinic's texts, in spec 5's order of the types. */
export async function listConsentTemplates(ctx: StaffContext): Promise<ConsentTemplate[]> {
  const rows = await ctx.tx
    .selectFrom('consent_templates')
    .select([
      'consent_type',
      'title',
      'consent_text',
      'title_es',
      'consent_text_es',
      'valid_days',
      'updated_at',
    ])
    .execute();
  return CONSENT_TYPES.flatMap((type) => {
    const row = rows.find((item) => item.consent_type === type);
    return row ? [{ ...row, consent_type: type, updated_at: iso(row.updated_at) }] : [];
  });
}

/** PUT /api/consent-templates/:consentType: a consent given later starts from this text. */
export async function saveConsentTemplate(
  ctx: StaffContext,
  consentType: ConsentType,
  body: UpdateBody,
): Promise<ConsentTemplate> {
  const row = await ctx.tx
    .insertInto('consent_templates')
    .values({ tenant_id: ctx.principal.tenantId, consent_type: consentType, ...body })
    .onConflict((conflict) =>
      conflict.columns(['tenant_id', 'consent_type']).doUpdateSet({ ...body, updated_at: sql`now()` }),
    )
    .returning(['title', 'consent_text', 'title_es', 'consent_text_es', 'valid_days', 'updated_at'])
    .executeTakeFirstOrThrow();
  await ctx.audit({
    action: 'consent_template.saved',
    resourceType: 'consent_template',
    resourceId: null,
    outcome: 'success',
    changedFields: Object.keys(body),
  });
  return { consent_type: consentType, ...row, updated_at: iso(row.updated_at) };
}
