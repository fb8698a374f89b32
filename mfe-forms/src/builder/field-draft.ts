import {
  EMPTY_FIELD_DIALOG,
  dialogFromField,
  fieldFromDialog,
  fieldPropertyProblems,
  fieldTitleProblem,
  isFieldDialogSaveEnabled,
  type BuilderField,
  type FieldDialogValues,
} from '@clinio/contracts';
import type { CheckResult } from '@clinio/platform';

/** The field dialog's inputs as typed: spec 5's values plus the show-only-when choice as text. */
export type FieldDraft = Omit<FieldDialogValues, 'showIf'> & { showIfField: string; showIfValue: string };

export const EMPTY_DRAFT: FieldDraft = { ...EMPTY_FIELD_DIALOG, showIfField: '', showIfValue: '' };

export function draftOf(field: BuilderField): FieldDraft {
  const { showIf, ...values } = dialogFromField(field);
  return {
    ...values,
    showIfField: showIf?.field ?? '',
    showIfValue: showIf === undefined ? '' : String(showIf.equals),
  };
}

/** The fields another field may depend on: yes/no and choice fields other than itself. */
export function conditionSources(fields: readonly BuilderField[], editingKey: string | undefined) {
  return fields.filter(
    (field) => field.key !== editingKey && ['boolean', 'select', 'radio'].includes(field.property.field_type),
  );
}

type Issue = { path: (keyof FieldDraft)[]; message: string };

/** Where the dialog shows one of contracts' property problems. */
function placeOf(message: string): (keyof FieldDraft)[] {
  if (/option/i.test(message)) return ['options'];
  if (/minLength|length/i.test(message)) return ['maxLength'];
  if (/minimum|maximum/i.test(message)) return ['maximum'];
  return [];
}

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

/**
 * Spec 5's field from the dialog (`fieldFromDialog`), refused while the title is empty or reserved,
 * and with contracts' own property rules, so the builder never holds a field the server refuses.
 */
export function checkFieldDraft(
  draft: FieldDraft,
  fields: readonly BuilderField[],
  messages: { required: string; badPattern: string },
): CheckResult<BuilderField> {
  const issues: Issue[] = [];
  if (!isFieldDialogSaveEnabled(draft.title))
    issues.push({ path: ['title'], message: fieldTitleProblem(draft.title) ?? messages.required });
  const { showIfField, showIfValue, ...values } = draft;
  const source = fields.find((field) => field.key === showIfField);
  const showIf =
    source === undefined || showIfValue === ''
      ? undefined
      : {
          field: source.key,
          equals: source.property.field_type === 'boolean' ? showIfValue === 'true' : showIfValue,
        };
  const field = fieldFromDialog({ ...values, showIf });
  if (field.property.pattern !== undefined && !compiles(field.property.pattern))
    issues.push({ path: ['pattern'], message: messages.badPattern });
  for (const message of fieldPropertyProblems(field.property))
    issues.push({ path: placeOf(message), message });
  return issues.length === 0 ? { success: true, data: field } : { success: false, error: { issues } };
}
