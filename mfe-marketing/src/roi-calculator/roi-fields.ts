import type { RoiInputs } from './roi';

/** The fields a visitor types; the plan price comes from the plan picker instead. */
export type RoiField = Exclude<keyof RoiInputs, 'planMonthlyPrice'>;

export interface RoiFieldSpec {
  label: string;
  unit: string;
  min: number;
  max: number;
  isWholeNumber: boolean;
  defaultValue: number;
  help: string;
}

/** Labels, units, allowed ranges and starting values. The defaults are a modest small practice. */
export const ROI_FIELDS: Record<RoiField, RoiFieldSpec> = {
  appointmentsPerWeek: {
    label: 'Appointments per week',
    unit: 'appointments',
    min: 1,
    max: 5000,
    isWholeNumber: true,
    defaultValue: 120,
    help: 'All providers together, in a typical week.',
  },
  noShowRatePercent: {
    label: 'No-show rate (%)',
    unit: '%',
    min: 0,
    max: 100,
    isWholeNumber: false,
    defaultValue: 10,
    help: 'Share of booked appointments where the patient does not come and the slot is not refilled.',
  },
  averageFee: {
    label: 'Average fee per appointment (USD)',
    unit: '$',
    min: 1,
    max: 10000,
    isWholeNumber: false,
    defaultValue: 85,
    help: 'What the clinic is paid for a typical visit, in US dollars.',
  },
  reminderReductionPercent: {
    label: 'Expected reduction of no-shows with reminders (%)',
    unit: '%',
    min: 0,
    max: 100,
    isWholeNumber: false,
    defaultValue: 30,
    help: 'How many of today’s no-shows you expect reminders to prevent. 30% is a cautious starting point, not a promise.',
  },
  weeksOpenPerYear: {
    label: 'Weeks open per year',
    unit: 'weeks',
    min: 1,
    max: 52,
    isWholeNumber: true,
    defaultValue: 48,
    help: 'Leave out the weeks the clinic is closed for holidays.',
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
export function validateRoiValue(field: RoiField, raw: string): string | null {
  const spec = ROI_FIELDS[field];
  const text = raw.trim();
  if (text === '') return `Enter the ${spec.label.replace(/ \(.*\)$/, '').toLowerCase()}.`;
  // Plain decimals only: Number() would also accept '0x1f' or '1e3', which nobody means here.
  if (!/^\d+(\.\d+)?$/.test(text)) return 'Enter a number, using digits and an optional decimal point.';
  const value = Number(text);
  if (spec.isWholeNumber && !Number.isInteger(value)) return 'Enter a whole number.';
  if (value < spec.min || value > spec.max) return `Enter a value from ${spec.min} to ${spec.max}.`;
  return null;
}

export type RoiParse =
  | { ok: true; values: Omit<RoiInputs, 'planMonthlyPrice'> }
  | { ok: false; errors: Partial<Record<RoiField, string>> };

/** All fields at once: either every value, or a message per field that needs fixing. */
export function parseRoiDraft(draft: RoiDraft): RoiParse {
  const errors: Partial<Record<RoiField, string>> = {};
  const values = {} as Omit<RoiInputs, 'planMonthlyPrice'>;
  for (const field of ROI_FIELD_ORDER) {
    const problem = validateRoiValue(field, draft[field]);
    if (problem) errors[field] = problem;
    else values[field] = Number(draft[field].trim());
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}
