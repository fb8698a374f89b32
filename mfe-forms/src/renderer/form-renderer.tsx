import { HStack, Input, NativeSelect, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { visibleFieldKeys, type FieldProperty, type FormSchemaInput } from '@clinio/contracts';
import { FormField, useT } from '@clinio/design-system';
import { useId } from 'react';
import { catalog } from '../catalog';

export type AnswerMap = Record<string, unknown>;

export interface FormRendererProps {
  schema: FormSchemaInput;
  answers: AnswerMap;
  onChange: (key: string, value: unknown) => void;
  /** Messages by field key (the server's, or the required check before sending). */
  errors?: Readonly<Record<string, string>>;
  /** The text shown for an option (the reader's language, `localizeForm`); the value stays. */
  optionLabel?: (key: string, option: string) => string;
}

const sameOption = (_key: string, option: string) => option;

const INPUT_TYPES: Partial<Record<FieldProperty['field_type'], string>> = {
  email: 'email',
  phone: 'tel',
  date: 'date',
  number: 'number',
};

function ChoiceGroup({
  label,
  isRequired,
  error,
  choices,
  value,
  onChange,
}: {
  label: string;
  isRequired: boolean;
  error: string | undefined;
  choices: readonly { label: string; value: string | boolean }[];
  value: unknown;
  onChange: (value: string | boolean) => void;
}) {
  const name = useId();
  return (
    <chakra.fieldset
      aria-invalid={error !== undefined ? true : undefined}
      aria-describedby={error ? `${name}-e` : undefined}
    >
      <chakra.legend fontWeight="medium" fontSize="sm" mb="1.5">
        {label}
        {isRequired ? (
          <chakra.span color="red.700" aria-hidden="true">
            {' *'}
          </chakra.span>
        ) : null}
      </chakra.legend>
      <Stack gap="1.5">
        {choices.map((choice) => (
          <HStack as="label" key={String(choice.value)} gap="2" cursor="pointer" fontSize="sm">
            <chakra.input
              type="radio"
              name={name}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              boxSize="4"
              accentColor="var(--clinio-brand-primary, #3e16d0)"
            />
            <span>{choice.label}</span>
          </HStack>
        ))}
      </Stack>
      {error ? (
        <Text id={`${name}-e`} color="red.700" fontSize="sm" mt="1">
          {error}
        </Text>
      ) : null}
    </chakra.fieldset>
  );
}

function FieldInput({
  property,
  isRequired,
  value,
  error,
  onChange,
  labelOf,
}: {
  property: FieldProperty;
  isRequired: boolean;
  value: unknown;
  error: string | undefined;
  onChange: (value: unknown) => void;
  labelOf: (option: string) => string;
}) {
  const t = useT(catalog);
  const checkboxId = useId();
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const common = { placeholder: property.placeholder, 'aria-required': isRequired || undefined };
  switch (property.field_type) {
    case 'radio':
    case 'boolean':
      return (
        <ChoiceGroup
          label={property.title}
          isRequired={isRequired}
          error={error}
          value={value}
          onChange={onChange}
          choices={
            property.field_type === 'boolean'
              ? [
                  { label: t('fill.yes'), value: true },
                  { label: t('fill.no'), value: false },
                ]
              : (property.enum ?? []).map((option) => ({ label: labelOf(option), value: option }))
          }
        />
      );
    case 'checkbox':
      return (
        <Stack gap="1">
          <HStack gap="2.5" align="flex-start">
            <chakra.input
              id={checkboxId}
              type="checkbox"
              checked={value === true}
              onChange={(event) => onChange(event.target.checked)}
              aria-invalid={error !== undefined ? true : undefined}
              boxSize="4"
              mt="0.5"
              accentColor="var(--clinio-brand-primary, #3e16d0)"
            />
            <chakra.label htmlFor={checkboxId} fontSize="sm" fontWeight="medium">
              {property.title}
              {isRequired ? <chakra.span color="red.700">{' *'}</chakra.span> : null}
            </chakra.label>
          </HStack>
          {error ? (
            <Text color="red.700" fontSize="sm">
              {error}
            </Text>
          ) : null}
        </Stack>
      );
    default:
      return (
        <FormField label={property.title} error={error} isRequired={isRequired} helper={property.description}>
          {property.field_type === 'textarea' ? (
            <Textarea {...common} value={text} onChange={(event) => onChange(event.target.value)} />
          ) : property.field_type === 'select' ? (
            <NativeSelect.Root>
              <NativeSelect.Field value={text} onChange={(event) => onChange(event.target.value)}>
                <option value="">{t('fill.choose')}</option>
                {(property.enum ?? []).map((option) => (
                  <option key={option} value={option}>
                    {labelOf(option)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          ) : (
            <Input
              {...common}
              type={INPUT_TYPES[property.field_type] ?? 'text'}
              value={text}
              min={property.minimum}
              max={property.maximum}
              onChange={(event) => {
                const typed = event.target.value;
                if (property.field_type !== 'number') onChange(typed);
                else onChange(typed === '' || Number.isNaN(Number(typed)) ? typed : Number(typed));
              }}
            />
          )}
        </FormField>
      );
  }
}

/**
 * The one renderer of a form: the builder's preview, the portal and the kiosk show exactly this.
 * Only the fields whose `show_if` holds are shown (the rule of contracts' `visibleFieldKeys`).
 */
export function FormRenderer({
  schema,
  answers,
  onChange,
  errors = {},
  optionLabel = sameOption,
}: FormRendererProps) {
  const required = new Set(schema.required ?? []);
  return (
    <Stack gap="5">
      {visibleFieldKeys(schema, answers).map((key) => {
        const property = schema.properties[key];
        if (!property) return null;
        return (
          <Stack key={key} gap="1" data-field={key}>
            <FieldInput
              property={property}
              isRequired={required.has(key)}
              value={answers[key]}
              error={errors[key]}
              onChange={(value) => onChange(key, value)}
              labelOf={(option) => optionLabel(key, option)}
            />
            {property.description && ['radio', 'boolean', 'checkbox'].includes(property.field_type) ? (
              <Text fontSize="sm" color="fg.muted">
                {property.description}
              </Text>
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}
