import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  label: string;
  error?: string | undefined;
  isRequired?: boolean;
  helper?: ReactNode;
  children: ReactNode;
}

/**
 * Label, control and message wired together by Chakra's field context (ids, aria-invalid,
 * aria-describedby). Messages use red.700: the theme's default red is below AA contrast on white.
 */
export function FormField({ label, error, isRequired = false, helper, children }: FormFieldProps) {
  return (
    <Field.Root invalid={error !== undefined} required={isRequired}>
      <Field.Label>
        {label}
        {isRequired ? <Field.RequiredIndicator color="red.700" /> : null}
      </Field.Label>
      {children}
      {error !== undefined ? (
        <Field.ErrorText color="red.700">{error}</Field.ErrorText>
      ) : helper ? (
        <Field.HelperText>{helper}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
