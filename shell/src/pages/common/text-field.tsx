import { Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormField } from '@clinio/design-system';
import type { FormController, FormValues } from './use-form';

export interface TextFieldProps<V extends FormValues, K extends keyof V & string> extends Omit<
  InputProps,
  'form' | 'name' | 'value' | 'onChange'
> {
  form: FormController<V>;
  name: K;
  label: string;
  isRequired?: boolean;
  helper?: ReactNode;
  /** Rewrites what is typed, e.g. to upper case. */
  normalize?: (value: string) => string;
}

/** One labelled input bound to a field of the form, with its message beside it. */
export function TextField<V extends FormValues, K extends keyof V & string>({
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
