import { Stack, chakra } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode, type SubmitEvent } from 'react';
import { Notice } from './notice';

export interface AppFormProps {
  /** The form's accessible name. */
  label: string;
  formError: string | null;
  attempt: number;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}

/** A form without browser validation (the API's schema checks it), its error on top, focus on the problem. */
export function AppForm({ label, formError, attempt, onSubmit, children }: AppFormProps) {
  const form = useRef<HTMLFormElement>(null);

  // After a refused attempt, take the keyboard to the first field that needs attention.
  useEffect(() => {
    if (attempt === 0) return;
    const target =
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form.current?.querySelector<HTMLElement>('[role="alert"]');
    target?.focus();
  }, [attempt]);

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void onSubmit();
  }

  return (
    <chakra.form ref={form} onSubmit={handleSubmit} noValidate aria-label={label}>
      <Stack gap="5">
        {formError ? <Notice tone="error">{formError}</Notice> : null}
        {children}
      </Stack>
    </chakra.form>
  );
}
