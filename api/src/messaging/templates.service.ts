import type { ENDPOINTS } from '@clinio/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { StaffContext } from '../auth/staff-guard';
import { assertFound } from '../errors/app-error';
import { validationError, type FieldProblem } from '../forms/answer-validator';
import { MAX_SMS_SEGMENTS, smsSegments } from './segments';
import { renderTemplate, sampleValues, TEMPLATE_VARIABLES, unknownVariables } from './templates';

type TemplateInput = z.output<(typeof ENDPOINTS)['createMessageTemplate']['body']>;
type PreviewInput = z.output<(typeof ENDPOINTS)['previewMessageTemplate']['body']>;

interface TemplateRow {
  id: string;
  name: string;
  channel: 'email' | 'sms';
  subject: string;
  body: string;
  subject_es: string;
  body_es: string;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = [
  'id',
  'name',
  'channel',
  'subject',
  'body',
  'subject_es',
  'body_es',
  'is_active',
  'created_at',
  'updated_at',
] as const;

/** An SMS body's segments as sent (with the sample values in place), for the editor's count. */
const segmentsOf = (channel: 'email' | 'sms', body: string) =>
  channel === 'sms' ? smsSegments(renderTemplate(body, sampleValues())) : null;

function present(row: TemplateRow) {
  return {
    ...row,
    segments: segmentsOf(row.channel, row.body),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** What is wrong with a template: an unknown variable, an e-mail without a subject, a long SMS. */
export function templateProblems(input: {
  channel: 'email' | 'sms';
  subject: string;
  body: string;
  subject_es?: string;
  body_es?: string;
}): FieldProblem[] {
  const problems: FieldProblem[] = [...spanishProblems(input)];
  for (const field of ['subject', 'body'] as const) {
    const unknown = unknownVariables(input[field]);
    if (unknown.length > 0)
      problems.push({
        field,
        message: `Unknown variable: ${unknown.map((name) => `{{${name}}}`).join(', ')}`,
      });
  }
  if (input.channel === 'email' && input.subject.trim() === '')
    problems.push({ field: 'subject', message: 'An e-mail needs a subject' });
  const segments = segmentsOf(input.channel, input.body);
  if (segments !== null && segments.segments > MAX_SMS_SEGMENTS)
    problems.push({
      field: 'body',
      message: `An SMS may take at most ${MAX_SMS_SEGMENTS} segments; this one takes ${segments.segments}`,
    });
  return problems;
}

/** The Spanish text follows the same rules, and is whole: an e-mail's needs both its subject and body. */
function spanishProblems(input: {
  channel: 'email' | 'sms';
  subject_es?: string;
  body_es?: string;
}): FieldProblem[] {
  const subject = input.channel === 'email' ? (input.subject_es ?? '') : '';
  const body = input.body_es ?? '';
  if (subject.trim() === '' && body.trim() === '') return [];
  const problems = templateProblems({ channel: input.channel, subject, body }).map((problem) => ({
    ...problem,
    field: `${problem.field}_es`,
  }));
  if (body.trim() === '')
    problems.push({ field: 'body_es', message: 'Write the Spanish text too, or clear its subject' });
  return problems;
}

/** A template's text for a reader: the Spanish one when the reader reads Spanish and there is one. */
export function textFor(
  template: { subject: string; body: string; subject_es: string; body_es: string },
  locale: 'en' | 'es' | null,
): { subject: string; body: string; locale: 'en' | 'es' } {
  return locale === 'es' && template.body_es.trim() !== ''
    ? { subject: template.subject_es, body: template.body_es, locale: 'es' }
    : { subject: template.subject, body: template.body, locale: 'en' };
}

export async function listMessageTemplates(ctx: StaffContext) {
  const rows = await ctx.tx
    .selectFrom('message_templates')
    .select(COLUMNS)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return { items: rows.map(present) };
}

export async function createMessageTemplate(ctx: StaffContext, input: TemplateInput) {
  const problems = templateProblems(input);
  if (problems.length > 0) throw validationError(problems);
  const row = await ctx.tx
    .insertInto('message_templates')
    .values({
      tenant_id: ctx.principal.tenantId,
      ...input,
      subject: input.channel === 'sms' ? '' : input.subject,
      subject_es: input.channel === 'sms' ? '' : input.subject_es,
      created_by: ctx.principal.userId,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return present(row);
}

export async function updateMessageTemplate(ctx: StaffContext, id: string, input: TemplateInput) {
  const problems = templateProblems(input);
  if (problems.length > 0) throw validationError(problems);
  const row = await ctx.tx
    .updateTable('message_templates')
    .set({
      ...input,
      subject: input.channel === 'sms' ? '' : input.subject,
      subject_es: input.channel === 'sms' ? '' : input.subject_es,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
  return present(assertFound(row, 'Template'));
}

/** The template filled in with sample data, its SMS segments and any unknown variables. */
export function previewMessageTemplate(input: PreviewInput) {
  const values = sampleValues();
  return {
    subject: input.channel === 'email' ? renderTemplate(input.subject, values) : '',
    body: renderTemplate(input.body, values),
    segments: segmentsOf(input.channel, input.body),
    unknown_variables: [...new Set([...unknownVariables(input.subject), ...unknownVariables(input.body)])],
    variables: Object.keys(TEMPLATE_VARIABLES),
  };
}
