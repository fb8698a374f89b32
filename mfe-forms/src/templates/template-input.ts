import type { FormTemplate, FormTemplateInput } from '@clinio/contracts';

/** The builder's request for a template as it is (the fields the server keeps). */
export function inputOf(template: FormTemplate): FormTemplateInput {
  return {
    name: template.name,
    description: template.description,
    form_type: template.form_type,
    is_required: template.is_required,
    appointment_types: template.appointment_types,
    form_schema: template.form_schema,
    translations: template.translations,
  };
}

/** A copy of a template under a new name (issue 16: duplicate a template). */
export function duplicateOf(template: FormTemplate, name: string): FormTemplateInput {
  return { ...inputOf(template), name: name.slice(0, 200), clinic_id: template.clinic_id };
}
