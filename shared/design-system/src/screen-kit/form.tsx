import { HStack, Stack, chakra } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode, type SubmitEvent } from 'react';
import { Button, type ButtonVariant } from '../button';
import type { FormStatus } from './form-types';
import { FormAlert } from './notice';
import { kitCatalog } from '../i18n/kit-catalog';
import { useT } from '../i18n/locale-provider';

/** After a refused attempt, take the keyboard to the first field that needs attention. */
export function useFocusFirstProblem(attempt: number | undefined) {
  const container = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!attempt) return;
    const target =
      container.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      container.current?.querySelector<HTMLElement>('[role="alert"]');
    target?.focus();
  }, [attempt]);
  return container;
}

export interface FormProps {
  form: FormStatus;
  /** The form's accessible name. */
  label: string;
  children: ReactNode;
}

/** A page form without browser validation (the schema checks it): its failure on top, focus on the problem. */
export function Form({ form, label, children }: FormProps) {
  const container = useFocusFirstProblem(form.attempt);

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.isSending) void form.submit();
  }

  return (
    <chakra.form ref={container} onSubmit={handleSubmit} noValidate aria-label={label}>
      <Stack gap="5">
        {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
        {children}
      </Stack>
    </chakra.form>
  );
}

/** The form's one primary action: disabled with a spinner while the request is out. */
export function SubmitButton({
  isSending,
  sendingText,
  children,
  width = 'full',
}: {
  isSending: boolean;
  sendingText: string;
  children: ReactNode;
  width?: 'full' | 'auto';
}) {
  return (
    <Button type="submit" size="lg" width={width} loading={isSending} loadingText={sendingText}>
      {children}
    </Button>
  );
}

export interface FormActionsProps {
  isSending: boolean;
  submitLabel: string;
  sendingText: string;
  submitVariant?: ButtonVariant;
  /** Shows a Cancel button (disabled while the request is out). */
  onCancel?: () => void;
}

/** A page form's buttons: submit (spinner while sending) and, when it can be left, Cancel. */
export function FormActions({
  isSending,
  submitLabel,
  sendingText,
  submitVariant = 'primary',
  onCancel,
}: FormActionsProps) {
  const t = useT(kitCatalog);
  return (
    <HStack gap="2" wrap="wrap">
      <Button type="submit" variant={submitVariant} loading={isSending} loadingText={sendingText}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button variant="outline" onClick={onCancel} disabled={isSending}>
          {t('kit.cancel')}
        </Button>
      ) : null}
    </HStack>
  );
}
