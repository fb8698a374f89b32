import { z } from 'zod';
import { FORM_LIMITS, type FieldProperty, type FormSchemaInput } from './schema';

/**
 * A patient's answers to one form version, keyed by field key (issue 16). Conditional fields
 * (`show_if`) decide which answers count: a hidden field is neither required nor kept.
 */

export const AnswerValue = z.union([z.string().max(FORM_LIMITS.maxLength), z.number(), z.boolean()]);
export type AnswerValue = z.infer<typeof AnswerValue>;

export const Answers = z
  .record(z.string().max(FORM_LIMITS.title), AnswerValue)
  .refine((answers) => Object.keys(answers).length <= FORM_LIMITS.fields, {
    error: `At most ${FORM_LIMITS.fields} answers`,
  });
export type Answers = z.infer<typeof Answers>;

/** The message of a required field left empty. */
export const REQUIRED_ANSWER_MESSAGE = 'This field is required';

/**
 * Whether a field shows, given the answers: its `show_if` source must itself show and hold the
 * value. A chain of conditions is followed in a loop (a hidden source hides what depends on it);
 * a chain that comes back on itself hides its fields.
 */
function isShown(
  property: FieldProperty,
  properties: FormSchemaInput['properties'],
  answers: Readonly<Record<string, unknown>>,
): boolean {
  const seen = new Set<string>();
  let current = property;
  while (current.show_if) {
    const rule = current.show_if;
    if (seen.has(rule.field)) return false;
    seen.add(rule.field);
    const answered = Object.prototype.hasOwnProperty.call(answers, rule.field);
    const source = properties[rule.field];
    if (!answered || answers[rule.field] !== rule.equals || source === undefined) return false;
    current = source;
  }
  return true;
}

/** The keys of the fields a patient sees, given what they answered so far. */
export function visibleFieldKeys(
  schema: FormSchemaInput,
  answers: Readonly<Record<string, unknown>>,
): string[] {
  const keys = schema.field_order ?? Object.keys(schema.properties);
  return keys.filter((key) => {
    const property = schema.properties[key];
    return property !== undefined && isShown(property, schema.properties, answers);
  });
}

function isEmptyAnswer(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The visible required fields left empty (a Yes/No answered "No" is an answer). */
export function missingRequiredAnswers(
  schema: FormSchemaInput,
  answers: Readonly<Record<string, unknown>>,
): string[] {
  const visible = new Set(visibleFieldKeys(schema, answers));
  return (schema.required ?? []).filter(
    (key) =>
      visible.has(key) &&
      (!Object.prototype.hasOwnProperty.call(answers, key) || isEmptyAnswer(answers[key])),
  );
}

/** The answers that are stored: those of visible fields of the schema, empty ones left out. */
export function keptAnswers(
  schema: FormSchemaInput,
  answers: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const key of visibleFieldKeys(schema, answers)) {
    if (Object.prototype.hasOwnProperty.call(answers, key) && !isEmptyAnswer(answers[key]))
      kept[key] = answers[key];
  }
  return kept;
}

/** The answers naming no field of the schema. */
export function unknownAnswerKeys(
  schema: FormSchemaInput,
  answers: Readonly<Record<string, unknown>>,
): string[] {
  return Object.keys(answers).filter((key) => !Object.prototype.hasOwnProperty.call(schema.properties, key));
}
