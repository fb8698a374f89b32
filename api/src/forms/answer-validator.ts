import { createHash } from 'node:crypto';
import {
  FORM_LIMITS,
  REQUIRED_ANSWER_MESSAGE,
  keptAnswers,
  missingRequiredAnswers,
  unknownAnswerKeys,
  type FieldProperty,
  type FormSchema,
} from '@clinio/contracts';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { AppError } from '../errors/app-error';
import { linearRegExp } from './linear-regexp';

/**
 * Answers are checked against their template version's schema (issue 16): unknown fields, the
 * visible required fields, then ajv on the kept answers (types, formats, lengths, bounds,
 * options and patterns, the last in linear time). Each version's validator is compiled once.
 */

export interface FieldProblem {
  field: string;
  message: string;
}

const ajv = new Ajv({
  allErrors: true,
  strict: true,
  code: { regExp: linearRegExp },
  keywords: ['field_type', 'widget', 'placeholder', 'show_if', 'field_order'],
});
addFormats(ajv, ['email', 'date']);
ajv.addFormat('phone', /^\+?[0-9 ().-]{6,30}$/);

/** The JSON Schema ajv runs: the builder's keywords, a length cap on every text answer. */
function ajvSchemaOf(schema: FormSchema): object {
  const properties: Record<string, FieldProperty> = {};
  for (const [key, property] of Object.entries(schema.properties)) {
    const cap =
      property.field_type === 'textarea' ? FORM_LIMITS.defaultTextareaLength : FORM_LIMITS.defaultTextLength;
    properties[key] =
      property.type === 'string' && property.maxLength === undefined
        ? { ...property, maxLength: cap }
        : property;
  }
  return { type: 'object', properties, additionalProperties: false };
}

const MAX_CACHED = 500;
const cache = new Map<string, ValidateFunction>();

function validatorOf(schema: FormSchema): ValidateFunction {
  const key = createHash('sha256').update(JSON.stringify(schema)).digest('hex');
  const known = cache.get(key);
  if (known) return known;
  const compiled = ajv.compile(ajvSchemaOf(schema));
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
  cache.set(key, compiled);
  return compiled;
}

function messageOf(error: ErrorObject, property: FieldProperty | undefined): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type':
      return property?.type === 'number'
        ? 'Enter a number'
        : property?.type === 'boolean'
          ? 'Choose yes or no'
          : 'Enter text';
    case 'format':
      return params.format === 'email'
        ? 'Enter a valid email address'
        : params.format === 'date'
          ? 'Enter a date as YYYY-MM-DD'
          : 'Enter a valid phone number';
    case 'maxLength':
      return `At most ${String(params.limit)} characters`;
    case 'minLength':
      return `At least ${String(params.limit)} characters`;
    case 'pattern':
      return 'This answer is not in the format the field asks for';
    case 'minimum':
      return `At least ${String(params.limit)}`;
    case 'maximum':
      return `At most ${String(params.limit)}`;
    case 'enum':
      return 'Choose one of the options';
    default:
      return 'This answer is not valid';
  }
}

/** The field-by-field problems of a submission; empty when it may be stored as `keptAnswers`. */
export function answerProblems(schema: FormSchema, answers: Record<string, unknown>): FieldProblem[] {
  const problems: FieldProblem[] = unknownAnswerKeys(schema, answers).map((field) => ({
    field,
    message: 'This form has no such field',
  }));
  for (const field of missingRequiredAnswers(schema, answers))
    problems.push({ field, message: REQUIRED_ANSWER_MESSAGE });
  const validate = validatorOf(schema);
  if (validate(keptAnswers(schema, answers))) return problems;
  const seen = new Set(problems.map((problem) => problem.field));
  for (const error of validate.errors ?? []) {
    const field = error.instancePath.replace(/^\//, '').replaceAll('~1', '/').replaceAll('~0', '~');
    if (seen.has(field)) continue;
    seen.add(field);
    problems.push({ field, message: messageOf(error, schema.properties[field]) });
  }
  return problems;
}

export function validationError(problems: readonly FieldProblem[]): AppError {
  return new AppError(400, 'validation_error', problems.map((p) => `${p.field}: ${p.message}`).join('; '), {
    fields: problems,
  });
}
