import { z } from 'zod';
import { FORM_LIMITS, type FieldProperty, type FormSchemaInput } from './schema';

/**
 * A form's questions in another language (issue 22, ADR 062). The clinic writes them in the
 * builder; a patient reading that language is shown them, and every text left empty falls back to
 * the form's own. Keyed by field key and by option value, so the answers keep the form's own
 * option values (the clinic reads a Spanish patient's answers exactly as anyone else's), and one
 * set serves every version: a key or option a version does not have is ignored.
 */

/** The languages a clinic may write its paperwork in besides its own (English). */
export const PAPERWORK_LANGUAGES = ['es'] as const;
export type PaperworkLanguage = (typeof PAPERWORK_LANGUAGES)[number];

const Text = (max: number) => z.string().trim().max(max).optional();

export const FieldTranslation = z.strictObject({
  title: Text(FORM_LIMITS.title),
  description: Text(FORM_LIMITS.fieldDescription),
  placeholder: Text(FORM_LIMITS.placeholder),
  options: z
    .record(z.string().max(FORM_LIMITS.option), z.string().trim().max(FORM_LIMITS.option))
    .refine((options) => Object.keys(options).length <= FORM_LIMITS.options, {
      error: `A field has at most ${FORM_LIMITS.options} options`,
    })
    .optional(),
});
export type FieldTranslation = z.infer<typeof FieldTranslation>;

export const FormTranslation = z.strictObject({
  name: Text(FORM_LIMITS.name),
  description: Text(FORM_LIMITS.templateDescription),
  fields: z
    .record(z.string().max(FORM_LIMITS.title), FieldTranslation)
    .refine((fields) => Object.keys(fields).length <= FORM_LIMITS.fields, {
      error: `A form has at most ${FORM_LIMITS.fields} fields`,
    })
    .default({}),
});
export type FormTranslation = z.infer<typeof FormTranslation>;
export type FormTranslationInput = z.input<typeof FormTranslation>;

export const FormTranslations = z.strictObject({ es: FormTranslation.optional() });
export type FormTranslations = z.infer<typeof FormTranslations>;
export type FormTranslationsInput = z.input<typeof FormTranslations>;

function kept(value: string | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
}

function keptField(property: FieldProperty, field: FieldTranslation): FieldTranslation | null {
  const options = Object.fromEntries(
    Object.entries(field.options ?? {}).flatMap(([option, text]) => {
      const value = kept(text);
      return property.enum?.includes(option) && value !== undefined ? [[option, value]] : [];
    }),
  );
  const result: FieldTranslation = {
    ...(kept(field.title) ? { title: kept(field.title) } : {}),
    ...(kept(field.description) ? { description: kept(field.description) } : {}),
    ...(kept(field.placeholder) ? { placeholder: kept(field.placeholder) } : {}),
    ...(Object.keys(options).length > 0 ? { options } : {}),
  };
  return Object.keys(result).length > 0 ? result : null;
}

/**
 * What is worth keeping of a translation for this schema: no empty text, no field or option the
 * form does not have (a field removed in the builder takes its translation with it). The builder
 * and the server both keep exactly this.
 */
export function keptTranslations(
  schema: Pick<FormSchemaInput, 'properties'>,
  translations: FormTranslationsInput,
): FormTranslations {
  const result: FormTranslations = {};
  for (const language of PAPERWORK_LANGUAGES) {
    const translation = translations[language];
    if (translation === undefined) continue;
    const fields = Object.fromEntries(
      Object.entries(translation.fields ?? {}).flatMap(([key, field]) => {
        const property = schema.properties[key];
        const value = property ? keptField(property, field) : null;
        return value === null ? [] : [[key, value]];
      }),
    );
    const name = kept(translation.name);
    const description = kept(translation.description);
    if (name === undefined && description === undefined && Object.keys(fields).length === 0) continue;
    result[language] = {
      ...(name === undefined ? {} : { name }),
      ...(description === undefined ? {} : { description }),
      fields,
    };
  }
  return result;
}

/** How much of a form a language covers: each field's title and each option counts once. */
export function translationCoverage(
  schema: Pick<FormSchemaInput, 'properties'>,
  translation: FormTranslation | undefined,
): { done: number; total: number } {
  let done = 0;
  let total = 0;
  for (const [key, property] of Object.entries(schema.properties)) {
    const field = translation?.fields[key];
    total += 1 + (property.enum?.length ?? 0);
    if (kept(field?.title)) done += 1;
    for (const option of property.enum ?? []) if (kept(field?.options?.[option])) done += 1;
  }
  return { done, total };
}

/** A form as a reader of `locale` sees it: its texts in that language where the clinic wrote them. */
export interface LocalizedForm<S extends FormSchemaInput> {
  name: string;
  description: string;
  schema: S;
  /** The text shown for an option; the value sent stays the form's own. */
  optionLabel: (key: string, option: string) => string;
}

export function localizeForm<S extends FormSchemaInput>(
  form: { name: string; description: string; form_schema: S; translations?: FormTranslations | undefined },
  locale: string,
): LocalizedForm<S> {
  const translation = (form.translations as Record<string, FormTranslation | undefined> | undefined)?.[
    locale
  ];
  if (translation === undefined)
    return {
      name: form.name,
      description: form.description,
      schema: form.form_schema,
      optionLabel: (_key, option) => option,
    };
  const properties = Object.fromEntries(
    Object.entries(form.form_schema.properties).map(([key, property]) => {
      const field = translation.fields[key];
      if (field === undefined) return [key, property];
      return [
        key,
        {
          ...property,
          title: kept(field.title) ?? property.title,
          ...(kept(field.description) ? { description: kept(field.description) } : {}),
          ...(kept(field.placeholder) ? { placeholder: kept(field.placeholder) } : {}),
        },
      ];
    }),
  );
  return {
    name: kept(translation.name) ?? form.name,
    description: kept(translation.description) ?? form.description,
    schema: { ...form.form_schema, properties },
    optionLabel: (key, option) => kept(translation.fields[key]?.options?.[option]) ?? option,
  };
}

/** A consent's text for a reader of `locale`: the clinic's Spanish when it wrote one. */
export function consentTextIn(
  consent: { consent_text: string; consent_text_es?: string | undefined },
  locale: string,
): { text: string; locale: 'en' | PaperworkLanguage } {
  const spanish = consent.consent_text_es?.trim() ?? '';
  return locale === 'es' && spanish !== ''
    ? { text: consent.consent_text_es as string, locale: 'es' }
    : { text: consent.consent_text, locale: 'en' };
}

/** A consent type's title for a reader of `locale`: the clinic's Spanish title when it wrote one. */
export function consentTitleIn(
  consent: { title: string; title_es?: string | undefined },
  locale: string,
): string {
  const spanish = consent.title_es?.trim() ?? '';
  return locale === 'es' && spanish !== '' ? spanish : consent.title;
}
