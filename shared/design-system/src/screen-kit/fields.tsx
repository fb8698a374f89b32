import {
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  chakra,
  type InputProps,
  type TextareaProps,
} from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { FormField } from '../form-field';
import type { FieldOf, FormController } from './form-types';

interface BoundField<V extends object, K extends FieldOf<V>> {
  form: FormController<V>;
  name: K;
}

export interface TextFieldProps<V extends object, K extends FieldOf<V>>
  extends BoundField<V, K>, Omit<InputProps, 'form' | 'name' | 'value' | 'onChange'> {
  label: string;
  isRequired?: boolean;
  helper?: ReactNode;
  /** Rewrites what is typed, e.g. to upper case. */
  normalize?: (value: string) => string;
}

/** One labelled input bound to a text field of the form, with its message beside it. */
export function TextField<V extends object, K extends FieldOf<V>>({
  form,
  name,
  label,
  isRequired = false,
  helper,
  normalize,
  ...input
}: TextFieldProps<V, K>) {
  const value = form.values[name];
  return (
    <FormField label={label} error={form.errors[name]} isRequired={isRequired} helper={helper}>
      <Input
        name={name}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => {
          const typed = normalize ? normalize(event.target.value) : event.target.value;
          form.update(name, typed as V[K]);
        }}
        {...input}
      />
    </FormField>
  );
}

export interface TextareaFieldProps<V extends object, K extends FieldOf<V>>
  extends BoundField<V, K>, Omit<TextareaProps, 'form' | 'name' | 'value' | 'onChange'> {
  label: string;
  isRequired?: boolean;
  helper?: ReactNode;
}

/** Several lines of text bound to a field of the form (a description, a reason). */
export function TextareaField<V extends object, K extends FieldOf<V>>({
  form,
  name,
  label,
  isRequired = false,
  helper,
  ...textarea
}: TextareaFieldProps<V, K>) {
  const value = form.values[name];
  return (
    <FormField label={label} error={form.errors[name]} isRequired={isRequired} helper={helper}>
      <Textarea
        name={name}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => form.update(name, event.target.value as V[K])}
        {...textarea}
      />
    </FormField>
  );
}

export interface SelectFieldProps<V extends object, K extends FieldOf<V>> extends BoundField<V, K> {
  label: string;
  options: readonly { value: string; label: string }[];
  isRequired?: boolean;
  helper?: ReactNode;
}

/** A native select (reliable on phones and with screen readers) bound to a field of the form. */
export function SelectField<V extends object, K extends FieldOf<V>>({
  form,
  name,
  label,
  options,
  isRequired = false,
  helper,
}: SelectFieldProps<V, K>) {
  const value = form.values[name];
  return (
    <FormField label={label} error={form.errors[name]} isRequired={isRequired} helper={helper}>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => form.update(name, event.target.value as V[K])}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

/** A yes/no field (accept the terms): a native checkbox, its label, and its message under it. */
export function CheckboxField<V extends object, K extends FieldOf<V>>({
  form,
  name,
  children,
}: BoundField<V, K> & { children: ReactNode }) {
  const id = useId();
  const error = form.errors[name];
  const errorId = `${id}-error`;
  return (
    <Stack gap="1">
      <HStack align="flex-start" gap="2.5">
        <chakra.input
          id={id}
          type="checkbox"
          name={name}
          checked={form.values[name] === true}
          onChange={(event) => form.update(name, event.target.checked as V[K])}
          aria-invalid={error !== undefined ? true : undefined}
          aria-describedby={error !== undefined ? errorId : undefined}
          boxSize="4"
          mt="0.5"
          flexShrink="0"
          accentColor="var(--clinio-brand-primary, #3e16d0)"
          cursor="pointer"
        />
        <chakra.label htmlFor={id} fontSize="sm" cursor="pointer">
          {children}
        </chakra.label>
      </HStack>
      {error !== undefined ? (
        <Text id={errorId} color="red.700" fontSize="sm">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

export interface RadioListOption {
  value: string;
  label: string;
  /** A second, quieter line (a number's town, a plan's price). */
  detail?: string;
}

/** The fieldset both list fields draw: one 44 px row per option, the chosen ones marked. */
function ChoiceList({
  type,
  label,
  error,
  options,
  isChosen,
  onToggle,
}: {
  type: 'radio' | 'checkbox';
  label: string;
  error: string | undefined;
  options: readonly RadioListOption[];
  isChosen: (value: string) => boolean;
  onToggle: (value: string, on: boolean) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <chakra.fieldset
      aria-invalid={error !== undefined ? true : undefined}
      aria-describedby={error !== undefined ? errorId : undefined}
    >
      <chakra.legend fontSize="sm" fontWeight="medium" mb="1.5">
        {label}
      </chakra.legend>
      <Stack gap="1.5">
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          const checked = isChosen(option.value);
          return (
            <chakra.label
              key={option.value}
              htmlFor={optionId}
              display="flex"
              alignItems="center"
              gap="2.5"
              borderWidth="1px"
              borderRadius="md"
              px="3"
              py="2"
              minHeight="44px"
              cursor="pointer"
              bg={checked ? 'brand.subtle' : undefined}
              borderColor={checked ? 'brand.solid' : undefined}
            >
              <chakra.input
                id={optionId}
                type={type}
                name={type === 'radio' ? `${id}-choice` : undefined}
                value={option.value}
                checked={checked}
                onChange={(event) => onToggle(option.value, event.target.checked)}
                boxSize="4"
                flexShrink="0"
                accentColor="var(--clinio-brand-primary, #3e16d0)"
              />
              <Stack gap="0">
                <Text fontSize="sm" fontWeight="medium">
                  {option.label}
                </Text>
                {option.detail ? (
                  <Text fontSize="xs" color="fg.muted">
                    {option.detail}
                  </Text>
                ) : null}
              </Stack>
            </chakra.label>
          );
        })}
      </Stack>
      {error !== undefined ? (
        <Text id={errorId} color="red.700" fontSize="sm" mt="1">
          {error}
        </Text>
      ) : null}
    </chakra.fieldset>
  );
}

/**
 * One choice among a short list the screen just found (a number to buy, a time to book): native
 * radios in a fieldset named by `label`, each a 44 px target, the chosen one marked, and the
 * message under the list. Arrow keys move between them as the browser's radios do.
 */
export function RadioListField<V extends object, K extends FieldOf<V>>({
  form,
  name,
  label,
  options,
}: BoundField<V, K> & { label: string; options: readonly RadioListOption[] }) {
  return (
    <ChoiceList
      type="radio"
      label={label}
      error={form.errors[name]}
      options={options}
      isChosen={(value) => form.values[name] === value}
      onToggle={(value) => form.update(name, value as V[K])}
    />
  );
}

/**
 * Several choices among a short list (the numbers a registration covers): native checkboxes in a
 * fieldset named by `label`, bound to a list of the chosen values, each a 44 px target, and the
 * message under the list. Space toggles the focused one, as the browser's checkboxes do.
 */
export function CheckboxListField<V extends object, K extends FieldOf<V>>({
  form,
  name,
  label,
  options,
}: BoundField<V, K> & { label: string; options: readonly RadioListOption[] }) {
  const chosen = Array.isArray(form.values[name]) ? (form.values[name] as readonly string[]) : [];
  return (
    <ChoiceList
      type="checkbox"
      label={label}
      error={form.errors[name]}
      options={options}
      isChosen={(value) => chosen.includes(value)}
      onToggle={(value, on) =>
        form.update(
          name,
          (on
            ? [...chosen.filter((item) => item !== value), value]
            : chosen.filter((item) => item !== value)) as V[K],
        )
      }
    />
  );
}
