import type { MessageKey, Translate } from './catalog';
import type { RoiInputs } from './roi';

/** The fields a visitor types; the plan price comes from the plan picker instead. */
export type RoiField = Exclude<keyof RoiInputs, 'planMonthlyPrice'>;

/** The texts are keys of the remote's catalog. */
export interface RoiFieldSpec {
  labelKey: MessageKey;
  unit: string;
  min: number;
  max: number;
  isWholeNumber: boolean;
  defaultValue: number;
  helpKey: MessageKey;
  /** The message when the field is left empty. */
  emptyKey: MessageKey;
}

/** Labels, units, allowed ranges and starting values. The defaults are a modest small practice. */
export const ROI_FIELDS: Record<RoiField, RoiFieldSpec> = {
  appointmentsPerWeek: {
    labelKey: 'roi.field.appointmentsPerWeek.label',
    unit: 'appointments',
    min: 1,
    max: 5000,
    isWholeNumber: true,
    defaultValue: 120,
    helpKey: 'roi.field.appointmentsPerWeek.help',
    emptyKey: 'roi.field.appointmentsPerWeek.empty',
  },
  noShowRatePercent: {
    labelKey: 'roi.field.noShowRatePercent.label',
    unit: '%',
    min: 0,
    max: 100,
    isWholeNumber: false,
    defaultValue: 10,
    helpKey: 'roi.field.noShowRatePercent.help',
    emptyKey: 'roi.field.noShowRatePercent.empty',
  },
  averageFee: {
    labelKey: 'roi.field.averageFee.label',
    unit: '$',
    min: 1,
    max: 10000,
    isWholeNumber: false,
    defaultValue: 85,
    helpKey: 'roi.field.averageFee.help',
    emptyKey: 'roi.field.averageFee.empty',
  },
  reminderReductionPercent: {
    labelKey: 'roi.field.reminderReductionPercent.label',
    unit: '%',
    min: 0,
    max: 100,
    isWholeNumber: false,
    defaultValue: 30,
    helpKey: 'roi.field.reminderReductionPercent.help',
    emptyKey: 'roi.field.reminderReductionPercent.empty',
  },
  weeksOpenPerYear: {
    labelKey: 'roi.field.weeksOpenPerYear.label',
    unit: 'weeks',
    min: 1,
    max: 52,
    isWholeNumber: true,
    defaultValue: 48,
    helpKey: 'roi.field.weeksOpenPerYear.help',
    emptyKey: 'roi.field.weeksOpenPerYear.empty',
  },
};

export const ROI_FIELD_ORDER: readonly RoiField[] = [
  'appointmentsPerWeek',
  'noShowRatePercent',
  'averageFee',
  'reminderReductionPercent',
  'weeksOpenPerYear',
];

export type RoiDraft = Record<RoiField, string>;

export function defaultRoiDraft(): RoiDraft {
  const draft = {} as RoiDraft;
  for (const field of ROI_FIELD_ORDER) draft[field] = String(ROI_FIELDS[field].defaultValue);
  return draft;
}

/** The message for one typed value, or null when it is usable. */
export function validateRoiValue(field: RoiField, raw: string, t: Translate): string | null {
  const spec = ROI_FIELDS[field];
  const text = raw.trim();
  if (text === '') return t(spec.emptyKey);
  // Plain decimals only: Number() would also accept '0x1f' or '1e3', which nobody means here.
  if (!/^\d+(\.\d+)?$/.test(text)) return t('roi.error.notNumber');
  const value = Number(text);
  if (spec.isWholeNumber && !Number.isInteger(value)) return t('roi.error.wholeNumber');
  if (value < spec.min || value > spec.max) {
    return t('roi.error.range', { min: String(spec.min), max: String(spec.max) });
  }
  return null;
}

export type RoiParse =
  | { ok: true; values: Omit<RoiInputs, 'planMonthlyPrice'> }
  | { ok: false; errors: Partial<Record<RoiField, string>> };

/** All fields at once: either every value, or a message per field that needs fixing. */
export function parseRoiDraft(draft: RoiDraft, t: Translate): RoiParse {
  const errors: Partial<Record<RoiField, string>> = {};
  const values = {} as Omit<RoiInputs, 'planMonthlyPrice'>;
  for (const field of ROI_FIELD_ORDER) {
    const problem = validateRoiValue(field, draft[field], t);
    if (problem) errors[field] = problem;
    else values[field] = Number(draft[field].trim());
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}
