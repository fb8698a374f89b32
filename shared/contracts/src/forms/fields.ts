/**
 * The form builder's field rules (spec 3 "Field definition", 4.7 "Form builder", 5 "Form save",
 * "Field dialog", "Options"; issue 16, ADR 044). Pure functions: the builder, the preview and the
 * server all use these, so a schema the builder makes is exactly a schema the server accepts.
 */

/** Spec 3's editor types, in the order of the field dialog's list. */
export const FIELD_TYPES = [
  'string',
  'textarea',
  'email',
  'phone',
  'number',
  'date',
  'select',
  'radio',
  'checkbox',
  'boolean',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** The dialog's names of the editor types (spec 3). */
export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  string: 'Text Input',
  textarea: 'Textarea',
  email: 'Email',
  phone: 'Phone',
  number: 'Number',
  date: 'Date',
  select: 'Dropdown',
  radio: 'Radio',
  checkbox: 'Checkbox (Multiple Choice)',
  boolean: 'Yes/No',
};

/** Types whose answers are text, and which therefore take minLength, maxLength and pattern. */
export const TEXT_FIELD_TYPES: readonly FieldType[] = ['string', 'textarea', 'email', 'phone'];
/** Spec 5: options are kept only for select and radio. */
export const CHOICE_FIELD_TYPES: readonly FieldType[] = ['select', 'radio'];

/** The JSON Schema type of each editor type's answer. */
export const ANSWER_TYPE: Record<FieldType, 'string' | 'number' | 'boolean'> = {
  string: 'string',
  textarea: 'string',
  email: 'string',
  phone: 'string',
  number: 'number',
  date: 'string',
  select: 'string',
  radio: 'string',
  checkbox: 'boolean',
  boolean: 'boolean',
};

/** The JSON Schema format of the types that have one (the server checks it; `phone` is ours). */
export const FIELD_FORMAT: Partial<Record<FieldType, 'email' | 'phone' | 'date'>> = {
  email: 'email',
  phone: 'phone',
  date: 'date',
};

export function isTextFieldType(type: FieldType): boolean {
  return TEXT_FIELD_TYPES.includes(type);
}

export function isChoiceFieldType(type: FieldType): boolean {
  return CHOICE_FIELD_TYPES.includes(type);
}

/** Spec 3: the field key is the title lower-cased with whitespace runs replaced by underscores. */
export function fieldKey(title: string): string {
  return title.toLowerCase().replace(/\s+/g, '_');
}

/**
 * Spec 5: options are entered comma-separated, trimmed, empty entries dropped, and kept only for
 * select and radio. A repeated option is kept once (a choice offered twice cannot be told apart).
 */
export function parseOptions(text: string, type: FieldType): string[] | undefined {
  if (!isChoiceFieldType(type)) return undefined;
  const options = text
    .split(',')
    .map((option) => option.trim())
    .filter((option) => option !== '');
  return [...new Set(options)];
}

/** The options as the dialog shows them again for editing. */
export function formatOptions(options: readonly string[] | undefined): string {
  return (options ?? []).join(', ');
}

/**
 * Spec 5: minLength and maxLength are parsed as integers, set only when non-empty. Text that is
 * not a number sets nothing (the dialog says so; it never stores NaN).
 */
export function parseIntegerInput(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number.parseInt(trimmed, 10);
  return Number.isFinite(value) ? value : undefined;
}

/** Spec 5: minimum and maximum are parsed as decimals, set only when non-empty. */
export function parseDecimalInput(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number.parseFloat(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** Spec 5: form save is disabled unless the name is non-empty and at least one field exists. */
export function isFormSaveEnabled(form: { name: string; fieldCount: number }): boolean {
  return form.name.trim() !== '' && form.fieldCount > 0;
}

/** Keys that would reach an object's prototype: no title may make one. */
export const RESERVED_FIELD_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/** Why the dialog cannot save this title (beyond spec 5's empty title), or null. */
export function fieldTitleProblem(title: string): string | null {
  if (RESERVED_FIELD_KEYS.includes(fieldKey(title.trim()))) return 'This title is reserved: choose another';
  return null;
}

/**
 * Spec 5: the field dialog's save is disabled unless the title is non-empty (and, ours, unless its
 * key is one the server refuses: `fieldTitleProblem`).
 */
export function isFieldDialogSaveEnabled(title: string): boolean {
  return title.trim() !== '' && fieldTitleProblem(title) === null;
}
