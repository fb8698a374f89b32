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
  // As long as a real one (so the SMS segment count is honest): the signed page where the patient
  // confirms, moves or cancels the visit.
  // A telemedicine visit's Zoom link (empty for a visit in person).
  video_link: 'https://us02web.zoom.us/j/84512345678?pwd=QmVzdFZpc2l0MTIzNDU2Nzg5MA',
  manage_link:
    'https://app.clinio.example/embed/calendar/1e5aa895-998f-436a-abe6-33576ebfb52b/manage#WyIzZjM2OTcyOC0zNWY1LTQwYmMtYTljYS04NmZmNGMwM2M2NTkiLCI2NmJlMGYwYy1mNjUwLTQ2YzQtOWZiYS0yMGRkMzMzNmFjMmUiLDE3OTU5MzY5ODk3MTld.xH38bNwTJQzttvyj-xz7U7K-Ec5LPCCbfhqFkWuspnw',
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
