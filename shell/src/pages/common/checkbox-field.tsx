import { HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import type { FormController, FormValues } from './use-form';

export interface CheckboxFieldProps<V extends FormValues, K extends keyof V & string> {
  form: FormController<V>;
  name: K;
  children: ReactNode;
}

/** A yes/no field (accept the terms): a native checkbox, its label, and its message under it. */
export function CheckboxField<V extends FormValues, K extends keyof V & string>({
  form,
  name,
  children,
}: CheckboxFieldProps<V, K>) {
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
