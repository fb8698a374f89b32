import { Fieldset, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  FORM_LIMITS,
  buildFormSchema,
  translationCoverage,
  type BuilderField,
  type FieldTranslation,
  type FormTranslation,
} from '@clinio/contracts';
import { EmptyState, FormField, useT } from '@clinio/design-system';
import { staffCatalog } from '../staff-texts/catalog';

/** A translation with nothing in it yet. */
export const EMPTY_TRANSLATION: FormTranslation = { fields: {} };

/** The translation after a field's key changed in the field dialog (its title was edited). */
export function renamedTranslation(value: FormTranslation, oldKey: string, newKey: string): FormTranslation {
  const moved = value.fields[oldKey];
  if (oldKey === newKey || moved === undefined) return value;
  const { [oldKey]: _old, ...others } = value.fields;
  return { ...value, fields: { ...others, [newKey]: moved } };
}

/** One Spanish text, with the English it translates as its help. */
function SpanishInput({
  label,
  helper,
  value,
  maxLength,
  onChange,
}: {
  label: string;
  helper?: string | undefined;
  value: string | undefined;
  maxLength: number;
  onChange: (text: string) => void;
}) {
  return (
    <FormField label={label} helper={helper}>
      <Input
        lang="es"
        value={value ?? ''}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}

/**
 * The form's texts in Spanish (issue 22, ADR 062): the name, the description and, for each field,
 * its question, help text, placeholder and options, each beside the English it translates. What is
 * left empty shows the English to a Spanish reader; answers keep the English option values.
 */
export function TranslationTab({
  name,
  description,
  fields,
  value,
  onChange,
}: {
  name: string;
  description: string;
  fields: readonly BuilderField[];
  value: FormTranslation;
  onChange: (next: FormTranslation) => void;
}) {
  const t = useT(staffCatalog);
  const coverage = translationCoverage(buildFormSchema([...fields]), value);
  const setField = (key: string, change: Partial<FieldTranslation>) =>
    onChange({ ...value, fields: { ...value.fields, [key]: { ...value.fields[key], ...change } } });
  const english = (text: string) => t('translation.english', { text });
  return (
    <Stack gap="5" maxWidth="2xl">
      <Text color="fg.muted">{t('translation.lead')}</Text>
      <Text fontWeight="medium" role="status" data-testid="translation-coverage">
        {t('translation.coverage', { done: coverage.done, total: coverage.total })}
      </Text>
      <SpanishInput
        label={t('translation.name')}
        helper={name ? english(name) : undefined}
        value={value.name}
        maxLength={FORM_LIMITS.name}
        onChange={(text) => onChange({ ...value, name: text })}
      />
      <FormField label={t('translation.description')} helper={description ? english(description) : undefined}>
        <Textarea
          lang="es"
          rows={2}
          value={value.description ?? ''}
          maxLength={FORM_LIMITS.templateDescription}
          onChange={(event) => onChange({ ...value, description: event.target.value })}
        />
      </FormField>
      {fields.length === 0 ? <EmptyState title={t('translation.noFields')} /> : null}
      {fields.map(({ key, property }) => {
        const field = value.fields[key] ?? {};
        return (
          <Fieldset.Root key={key} borderWidth="1px" borderRadius="md" p="3">
            <Fieldset.Legend fontWeight="semibold" wordBreak="break-word" px="1">
              {property.title}
            </Fieldset.Legend>
            <Stack gap="3">
              <SpanishInput
                label={t('translation.question')}
                value={field.title}
                maxLength={FORM_LIMITS.title}
                onChange={(text) => setField(key, { title: text })}
              />
              {property.description ? (
                <SpanishInput
                  label={t('translation.help')}
                  helper={english(property.description)}
                  value={field.description}
                  maxLength={FORM_LIMITS.fieldDescription}
                  onChange={(text) => setField(key, { description: text })}
                />
              ) : null}
              {property.placeholder ? (
                <SpanishInput
                  label={t('translation.placeholder')}
                  helper={english(property.placeholder)}
                  value={field.placeholder}
                  maxLength={FORM_LIMITS.placeholder}
                  onChange={(text) => setField(key, { placeholder: text })}
                />
              ) : null}
              {(property.enum ?? []).map((option) => (
                <SpanishInput
                  key={option}
                  label={t('translation.option', { option })}
                  value={field.options?.[option]}
                  maxLength={FORM_LIMITS.option}
                  onChange={(text) => setField(key, { options: { ...field.options, [option]: text } })}
                />
              ))}
            </Stack>
          </Fieldset.Root>
        );
      })}
    </Stack>
  );
}
