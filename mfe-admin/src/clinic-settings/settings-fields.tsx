import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { FormField, useT } from '@clinio/design-system';
import type { ReactNode } from 'react';
import { timeZoneChoices } from '../common/time-zones';
import { catalog } from './catalog';

export interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
  isRequired?: boolean;
  readOnly?: boolean;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  helper?: string;
  onChange: (value: string) => void;
}

/** One labelled text input with its server or client message. */
export function TextField({
  name,
  label,
  value,
  error,
  isRequired = false,
  readOnly = false,
  type = 'text',
  autoComplete,
  helper,
  onChange,
}: TextFieldProps) {
  return (
    <FormField label={label} error={error} isRequired={isRequired} helper={helper}>
      <Input
        name={name}
        type={type}
        value={value}
        readOnly={readOnly}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}

export interface SelectFieldProps {
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
  isRequired?: boolean;
  disabled?: boolean;
  helper?: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

/**
 * FormField's markup with a disabled state: a native select takes it from the field around it,
 * which FormField always answers as enabled.
 */
export function SelectField({
  name,
  label,
  value,
  error,
  isRequired = false,
  disabled = false,
  helper,
  onChange,
  children,
}: SelectFieldProps) {
  return (
    <Field.Root invalid={error !== undefined} required={isRequired} disabled={disabled}>
      <Field.Label>
        {label}
        {isRequired ? <Field.RequiredIndicator color="red.700" /> : null}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value} onChange={(event) => onChange(event.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error !== undefined ? (
        <Field.ErrorText color="red.700">{error}</Field.ErrorText>
      ) : helper ? (
        <Field.HelperText>{helper}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}

export interface TimeZoneSelectProps {
  value: string;
  error?: string | undefined;
  disabled?: boolean;
  helper?: string;
  onChange: (value: string) => void;
}

/** IANA time zone names (America/New_York), never offsets: those ignore daylight saving. */
export function TimeZoneSelect({ value, error, disabled = false, helper, onChange }: TimeZoneSelectProps) {
  const t = useT(catalog);
  return (
    <SelectField
      name="timezone"
      label={t('field.timeZone')}
      value={value}
      error={error}
      isRequired
      disabled={disabled}
      helper={helper}
      onChange={onChange}
    >
      {value === '' ? <option value="">{t('field.timeZoneChoose')}</option> : null}
      {timeZoneChoices(value).map((zone) => (
        <option key={zone} value={zone}>
          {zone.replace(/_/g, ' ')}
        </option>
      ))}
    </SelectField>
  );
}
