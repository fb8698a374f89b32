import { NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormField } from '@clinio/design-system';
import type { FormController, FormValues } from './use-form';

export interface SelectFieldProps<V extends FormValues, K extends keyof V & string> {
  form: FormController<V>;
  name: K;
  label: string;
  options: readonly { value: string; label: string }[];
  isRequired?: boolean;
  helper?: ReactNode;
}

/** A native select (reliable on phones and with screen readers) bound to a field of the form. */
export function SelectField<V extends FormValues, K extends keyof V & string>({
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
