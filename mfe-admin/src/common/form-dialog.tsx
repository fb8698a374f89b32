import { CloseButton, Dialog, Portal, Stack, chakra } from '@chakra-ui/react';
import { Button, type ButtonVariant, FormAlert } from '@clinio/design-system';
import type { ReactNode, SubmitEvent } from 'react';

export interface FormDialogProps {
  isOpen: boolean;
  title: string;
  /** Accessible name of the form inside. */
  formLabel?: string;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  formError: string | null;
  submitVariant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  role?: 'dialog' | 'alertdialog';
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A dialog holding one form: Cancel and a submit button, the server's failure at the top. It
 * stays open on failure and ignores clicks outside, so nothing typed is lost by accident; Escape and
 * Cancel close it unless a request runs.
 */
export function FormDialog({
  isOpen,
  title,
  formLabel = title,
  submitLabel,
  pendingLabel,
  isPending,
  formError,
  submitVariant = 'primary',
  size = 'md',
  role = 'dialog',
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isPending) onSubmit();
  }

  return (
    <Dialog.Root
      open={isOpen}
      role={role}
      placement="center"
      scrollBehavior="inside"
      size={{ base: 'full', sm: size }}
      closeOnInteractOutside={false}
      closeOnEscape={!isPending}
      onOpenChange={(details) => {
        if (!details.open && !isPending) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form
              onSubmit={handleSubmit}
              noValidate
              aria-label={formLabel}
              display="flex"
              flexDirection="column"
              minHeight="0"
              flex="1"
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {formError !== null ? <FormAlert>{formError}</FormAlert> : null}
                  {children}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer gap="2" flexWrap="wrap">
                <Button variant="outline" onClick={onClose} disabled={isPending}>
                  Cancel
                </Button>
                <Button type="submit" variant={submitVariant} loading={isPending} loadingText={pendingLabel}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={isPending} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
