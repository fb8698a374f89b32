import { z } from 'zod';
import {
  ANSWER_TYPE,
  RESERVED_FIELD_KEYS,
  FIELD_FORMAT,
  FIELD_TYPES,
  fieldKey,
  isChoiceFieldType,
  isTextFieldType,
  parseDecimalInput,
  parseIntegerInput,
  parseOptions,
  type FieldType,
} from './fields';

/**
 * The stored `form_schema` (spec 3): a JSON Schema object whose `properties` are keyed by field
 * key, with the list of `required` keys. Each property keeps its editor type in `field_type` and
 * the builder's order is `field_order` (a JSON object's key order does not survive storage). The
 * server accepts only what the builder can make: these keywords, these types, these bounds.
 */

/** Bounds shared by the builder and the API. */
export const FORM_LIMITS = {
  fields: 200,
  name: 200,
  templateDescription: 2_000,
  title: 200,
  fieldDescription: 1_000,
  placeholder: 200,
  options: 100,
  option: 200,
  pattern: 200,
  /** The longest answer a text field may set as its maxLength. */
  maxLength: 20_000,
  /** An answer's length when the field sets no maxLength: one line, or a multi-line text. */
  defaultTextLength: 1_000,
  defaultTextareaLength: 10_000,
  appointmentTypes: 20,
} as const;

/** Spec 3's show-only-when rule of the builder (issue 16): another field's answer. */
export const ShowIf = z.strictObject({
  field: z.string().min(1).max(FORM_LIMITS.title),
  equals: z.union([z.string().max(FORM_LIMITS.option), z.boolean()]),
});
export type ShowIf = z.infer<typeof ShowIf>;

const Finite = z.number().refine(Number.isFinite, 'Use a number');
const Length = z.number().int('Use a whole number').min(0).max(FORM_LIMITS.maxLength);

export const FieldProperty = z.strictObject({
  type: z.enum(['string', 'number', 'boolean']),
  field_type: z.enum(FIELD_TYPES, 'Use one of the builder field types'),
  title: z.string().trim().min(1, 'Required').max(FORM_LIMITS.title),
  description: z.string().max(FORM_LIMITS.fieldDescription).optional(),
  placeholder: z.string().max(FORM_LIMITS.placeholder).optional(),
  enum: z
    .array(z.string().trim().min(1).max(FORM_LIMITS.option))
    .min(1, 'Add at least one option')
    .max(FORM_LIMITS.options)
    .optional(),
  widget: z.literal('textarea').optional(),
  format: z.enum(['email', 'phone', 'date']).optional(),
  minLength: Length.optional(),
  maxLength: Length.optional(),
  pattern: z.string().min(1).max(FORM_LIMITS.pattern).optional(),
  minimum: Finite.optional(),
  maximum: Finite.optional(),
  show_if: ShowIf.optional(),
});
export type FieldProperty = z.infer<typeof FieldProperty>;

/** What is wrong with one property beyond its shape (its keywords must fit its editor type). */
export function fieldPropertyProblems(property: FieldProperty): string[] {
  const type = property.field_type;
  const problems: string[] = [];
  if (property.type !== ANSWER_TYPE[type])
    problems.push(`A ${type} field has answers of type ${ANSWER_TYPE[type]}`);
  if ((property.format ?? null) !== (FIELD_FORMAT[type] ?? null))
    problems.push(`A ${type} field has ${FIELD_FORMAT[type] ? `format ${FIELD_FORMAT[type]}` : 'no format'}`);
  if ((property.widget === 'textarea') !== (type === 'textarea'))
    problems.push('Only a textarea field has the textarea widget');
  if (isChoiceFieldType(type) !== (property.enum !== undefined))
    problems.push(
      isChoiceFieldType(type) ? 'Add at least one option' : 'Only select and radio fields have options',
    );
  if (property.enum && new Set(property.enum).size !== property.enum.length)
    problems.push('Options must differ');
  const text = isTextFieldType(type);
  if (!text && (property.minLength ?? property.maxLength ?? property.pattern) !== undefined)
    problems.push('Only text fields take a length or a pattern');
  if (type !== 'number' && (property.minimum ?? property.maximum) !== undefined)
    problems.push('Only number fields take a minimum or a maximum');
  if (
    property.minLength !== undefined &&
    property.maxLength !== undefined &&
    property.minLength > property.maxLength
  )
    problems.push('minLength is more than maxLength');
  if (property.minimum !== undefined && property.maximum !== undefined && property.minimum > property.maximum)
    problems.push('minimum is more than maximum');
  return problems;
}

const Properties = z
  .record(z.string().max(FORM_LIMITS.title), FieldProperty)
  .refine((properties) => Object.keys(properties).length <= FORM_LIMITS.fields, {
    error: `A form has at most ${FORM_LIMITS.fields} fields`,
  });

/** Every shape of a builder-made schema, and the rules that tie its parts together. */
export const FormSchema = z
  .strictObject({
    type: z.literal('object'),
    properties: Properties,
    required: z.array(z.string().max(FORM_LIMITS.title)).max(FORM_LIMITS.fields).default([]),
    field_order: z.array(z.string().max(FORM_LIMITS.title)).max(FORM_LIMITS.fields).optional(),
  })
  .superRefine((schema, ctx) => {
    for (const problem of formSchemaProblems(schema)) ctx.addIssue({ code: 'custom', ...problem });
  });
export type FormSchema = z.output<typeof FormSchema>;
export type FormSchemaInput = z.input<typeof FormSchema>;

/** The problems of a schema whose parts each have the right shape, each with its path. */
export function formSchemaProblems(schema: {
  properties: Record<string, FieldProperty>;
  required: readonly string[];
  field_order?: readonly string[] | undefined;
}): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  const keys = Object.keys(schema.properties);
  for (const key of keys) {
    const property = schema.properties[key] as FieldProperty;
    const at = ['properties', key];
    if (RESERVED_FIELD_KEYS.includes(key))
      problems.push({ path: at, message: `The title ${property.title} is reserved` });
    if (fieldKey(property.title) !== key)
      problems.push({
        path: at,
        message: `The key of a field is its title lower-cased with underscores: ${fieldKey(property.title)}`,
      });
    for (const message of fieldPropertyProblems(property)) problems.push({ path: at, message });
    const showIf = property.show_if;
    if (showIf) {
      const source = schema.properties[showIf.field];
      if (!source || showIf.field === key || !['boolean', 'select', 'radio'].includes(source.field_type))
        problems.push({
          path: [...at, 'show_if'],
          message: 'Show a field only after a yes/no or choice field',
        });
      else if (
        source.field_type === 'boolean'
          ? typeof showIf.equals !== 'boolean'
          : !source.enum?.includes(String(showIf.equals))
      )
        problems.push({ path: [...at, 'show_if'], message: 'Choose one of that field’s answers' });
    }
  }
  const present = new Set(keys);
  if (
    schema.required.some((key) => !present.has(key)) ||
    new Set(schema.required).size !== schema.required.length
  )
    problems.push({ path: ['required'], message: 'Required lists each field key once' });
  const order = schema.field_order;
  if (
    order &&
    (order.length !== keys.length ||
      new Set(order).size !== order.length ||
      order.some((key) => !present.has(key)))
  )
    problems.push({ path: ['field_order'], message: 'The order lists each field key once' });
  return problems;
}

/** One field as the builder edits it: its key, its property and whether it is required. */
export interface BuilderField {
  key: string;
  property: FieldProperty;
  required: boolean;
}

/** The builder's fields in their order (the schema's `field_order`, else its key order). */
export function fieldsOfSchema(schema: FormSchemaInput): BuilderField[] {
  const required = new Set(schema.required ?? []);
  const keys = schema.field_order ?? Object.keys(schema.properties);
  return keys.flatMap((key) => {
    const property = schema.properties[key];
    return property ? [{ key, property, required: required.has(key) }] : [];
  });
}

/** What changed between two versions of a form: fields by their titles, and whether the order moved. */
export interface SchemaChanges {
  added: string[];
  removed: string[];
  changed: string[];
  reordered: boolean;
}

/**
 * The builder's comparison of a version with the one before it (issue 16): a field is matched by
 * its key; it changed when its question (title, type, options, limits, show-if…) or whether it
 * is required differs. `reordered`: the fields both have are asked in another order.
 */
export function schemaChanges(before: FormSchemaInput, after: FormSchemaInput): SchemaChanges {
  const old = new Map(fieldsOfSchema(before).map((field) => [field.key, field]));
  const now = fieldsOfSchema(after);
  const kept = new Set(now.filter((field) => old.has(field.key)).map((field) => field.key));
  const sameField = (a: BuilderField, b: BuilderField) =>
    a.required === b.required && JSON.stringify(a.property) === JSON.stringify(b.property);
  const oldOrder = [...old.keys()].filter((key) => kept.has(key));
  const newOrder = now.map((field) => field.key).filter((key) => kept.has(key));
  return {
    added: now.filter((field) => !old.has(field.key)).map((field) => field.property.title),
    removed: [...old.values()]
      .filter((field) => !now.some((next) => next.key === field.key))
      .map((field) => field.property.title),
    changed: now
      .filter((field) => {
        const previous = old.get(field.key);
        return previous !== undefined && !sameField(previous, field);
      })
      .map((field) => field.property.title),
    reordered: oldOrder.some((key, index) => newOrder[index] !== key),
  };
}

/** Spec 3's object schema from the builder's fields, in their order. */
export function buildFormSchema(fields: readonly BuilderField[]): FormSchema {
  const properties: Record<string, FieldProperty> = {};
  for (const field of fields) properties[field.key] = field.property;
  return {
    type: 'object',
    properties,
    required: fields.filter((field) => field.required).map((field) => field.key),
    field_order: fields.map((field) => field.key),
  };
}

/** What the field dialog holds: the text of each input, as typed. */
export interface FieldDialogValues {
  type: FieldType;
  title: string;
  description: string;
  placeholder: string;
  options: string;
  required: boolean;
  minLength: string;
  maxLength: string;
  pattern: string;
  minimum: string;
  maximum: string;
  showIf?: ShowIf | undefined;
}

/** The dialog's values for a new field (Text Input, nothing typed). */
export const EMPTY_FIELD_DIALOG: FieldDialogValues = {
  type: 'string',
  title: '',
  description: '',
  placeholder: '',
  options: '',
  required: false,
  minLength: '',
  maxLength: '',
  pattern: '',
  minimum: '',
  maximum: '',
};

/**
 * Spec 5's field from the dialog: options parsed and kept for select and radio only, lengths as
 * integers and bounds as decimals each set only when non-empty, the placeholder kept only if
 * non-empty; keywords that do not apply to the type are left out.
 */
export function fieldFromDialog(values: FieldDialogValues): BuilderField {
  const { type } = values;
  const title = values.title.trim();
  const property: FieldProperty = { type: ANSWER_TYPE[type], field_type: type, title };
  const description = values.description.trim();
  if (description !== '') property.description = description;
  if (values.placeholder !== '') property.placeholder = values.placeholder;
  const options = parseOptions(values.options, type);
  if (options !== undefined) property.enum = options;
  if (type === 'textarea') property.widget = 'textarea';
  const format = FIELD_FORMAT[type];
  if (format !== undefined) property.format = format;
  if (isTextFieldType(type)) {
    const minLength = parseIntegerInput(values.minLength);
    const maxLength = parseIntegerInput(values.maxLength);
    if (minLength !== undefined) property.minLength = minLength;
    if (maxLength !== undefined) property.maxLength = maxLength;
    if (values.pattern !== '') property.pattern = values.pattern;
  }
  if (type === 'number') {
    const minimum = parseDecimalInput(values.minimum);
    const maximum = parseDecimalInput(values.maximum);
    if (minimum !== undefined) property.minimum = minimum;
    if (maximum !== undefined) property.maximum = maximum;
  }
  if (values.showIf) property.show_if = values.showIf;
  return { key: fieldKey(title), property, required: values.required };
}

/** The dialog's values to edit an existing field. */
export function dialogFromField(field: BuilderField): FieldDialogValues {
  const { property } = field;
  const text = (value: number | undefined) => (value === undefined ? '' : String(value));
  return {
    type: property.field_type,
    title: property.title,
    description: property.description ?? '',
    placeholder: property.placeholder ?? '',
    options: (property.enum ?? []).join(', '),
    required: field.required,
    minLength: text(property.minLength),
    maxLength: text(property.maxLength),
    pattern: property.pattern ?? '',
    minimum: text(property.minimum),
    maximum: text(property.maximum),
    showIf: property.show_if,
  };
}

/**
 * Spec 4.7: the dialog adds a field, or edits one in place: the old key is replaced by the new one
 * (in the order and in the required list). A field whose new key another field has replaces it.
 */
export function saveField(
  fields: readonly BuilderField[],
  field: BuilderField,
  oldKey?: string,
): BuilderField[] {
  const others = fields.filter((item) => item.key !== field.key || item.key === oldKey);
  const at = oldKey === undefined ? -1 : others.findIndex((item) => item.key === oldKey);
  if (at === -1) return [...others, field];
  return others.map((item, index) => (index === at ? field : item));
}

/** Spec 4.7: deleting a field also removes it from the required list (and from conditions on it). */
export function removeField(fields: readonly BuilderField[], key: string): BuilderField[] {
  return fields
    .filter((field) => field.key !== key)
    .map((field) => {
      if (field.property.show_if?.field !== key) return field;
      const { show_if: _dropped, ...property } = field.property;
      return { ...field, property };
    });
}

/** Moves a field (drag or keyboard) from one position to another. */
export function moveField(fields: readonly BuilderField[], from: number, to: number): BuilderField[] {
  if (from < 0 || from >= fields.length || to < 0 || to >= fields.length) return [...fields];
  const moved = [...fields];
  const [field] = moved.splice(from, 1);
  if (field) moved.splice(to, 0, field);
  return moved;
}
