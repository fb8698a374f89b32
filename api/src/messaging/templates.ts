/**
 * Message templates (issue 18): `{{variable}}` placeholders, checked when a template is saved and
 * filled in when a message is made. Pure: no database, no clock.
 */

/** The variables a template may use, with the sample value the preview shows. */
export const TEMPLATE_VARIABLES = {
  patient_first_name: 'Maria',
  patient_last_name: 'Garcia',
  appointment_date: 'Tuesday, March 10, 2026',
  appointment_time: '9:30 AM',
  appointment_type: 'Consultation',
  provider_name: 'Dr. Lee',
  branch_name: 'Downtown',
  branch_address: '100 Main St, Springfield',
  branch_phone: '(555) 010-0100',
  clinic_name: 'Demo Family Clinic',
} as const;

export type TemplateVariable = keyof typeof TEMPLATE_VARIABLES;
export type TemplateValues = Partial<Record<TemplateVariable, string>>;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

function isVariable(name: string): name is TemplateVariable {
  return Object.prototype.hasOwnProperty.call(TEMPLATE_VARIABLES, name);
}

/** The placeholders of `text` that are not template variables (each once, in order). */
export function unknownVariables(text: string): string[] {
  const unknown: string[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!isVariable(name) && !unknown.includes(name)) unknown.push(name);
  }
  return unknown;
}

/** `text` with each placeholder replaced by its value (an empty string when the value is missing). */
export function renderTemplate(text: string, values: TemplateValues): string {
  return text.replace(PLACEHOLDER, (_whole, name: string) => (isVariable(name) ? (values[name] ?? '') : ''));
}

/** The sample values, for a preview. */
export function sampleValues(): TemplateValues {
  return { ...TEMPLATE_VARIABLES };
}
