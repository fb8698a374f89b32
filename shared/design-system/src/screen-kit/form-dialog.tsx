import { CloseButton, Dialog, HStack, Portal, Stack, Text, chakra } from '@chakra-ui/react';
import { useState, type ReactNode, type SubmitEvent } from 'react';
import { Button, type ButtonVariant } from '../button';
import { useFocusFirstProblem } from './form';
import type { FormStatus } from './form-types';
import { FormAlert } from './notice';
import { kitCatalog } from '../i18n/kit-catalog';
import { useT } from '../i18n/locale-provider';

export interface FormDialogProps {
  isOpen: boolean;
  title: string;
  /** Accessible name of the form inside. */
  formLabel?: string;
  submitLabel: string;
  pendingLabel: string;
  form: FormStatus;
  submitVariant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  role?: 'dialog' | 'alertdialog';
  /** The draft outlives the dialog (it stays mounted while closed), so closing loses nothing: no question. */
  keepsDraftWhenClosed?: boolean;
  /** Keeps the submit button disabled while the draft cannot be saved (spec 5's field dialog). */
  isSubmitDisabled?: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A dialog holding one form: Cancel and a submit button, the server's failure at the top. It stays
 * open on failure and ignores clicks outside; while a request runs nothing closes it; with unsaved
 * changes, Cancel, Escape and the close button first ask whether to discard them.
 */
export function FormDialog({
  isOpen,
  title,
  formLabel = title,
  submitLabel,
  pendingLabel,
  form,
  submitVariant = 'primary',
  size = 'md',
  role = 'dialog',
  keepsDraftWhenClosed = false,
  isSubmitDisabled = false,
  onClose,
  children,
}: FormDialogProps) {
  const t = useT(kitCatalog);
  const [isAskingToDiscard, setIsAskingToDiscard] = useState(false);
  const container = useFocusFirstProblem(form.attempt);

  function requestClose() {
    if (form.isSending) return;
    if (form.isDirty === true && !keepsDraftWhenClosed) setIsAskingToDiscard(true);
    else onClose();
  }

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.isSending && !isSubmitDisabled) void form.submit();
  }

  return (
    <Dialog.Root
      open={isOpen}
      role={role}
      placement="center"
      scrollBehavior="inside"
      size={{ base: 'full', sm: size }}
      closeOnInteractOutside={false}
      closeOnEscape={!form.isSending}
      onOpenChange={(details) => {
        if (!details.open) requestClose();
      }}
      onExitComplete={() => setIsAskingToDiscard(false)}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form
              ref={container}
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
                  {form.formError !== null ? <FormAlert>{form.formError}</FormAlert> : null}
                  {children}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer gap="2" flexWrap="wrap">
                {isAskingToDiscard ? (
                  <HStack role="alert" gap="2" flexWrap="wrap" justify="flex-end" width="full">
                    <Text flex="1" minWidth="40">
                      {t('kit.dialog.discardQuestion')}
                    </Text>
                    <Button variant="outline" onClick={() => setIsAskingToDiscard(false)}>
                      {t('kit.dialog.keepEditing')}
                    </Button>
                    <Button variant="danger" onClick={onClose}>
                      {t('kit.dialog.discard')}
                    </Button>
                  </HStack>
                ) : (
                  <>
                    <Button variant="outline" onClick={requestClose} disabled={form.isSending}>
                      {t('kit.cancel')}
                    </Button>
                    <Button
                      type="submit"
                      variant={submitVariant}
                      loading={form.isSending}
                      loadingText={pendingLabel}
                      disabled={isSubmitDisabled}
                    >
                      {submitLabel}
                    </Button>
                  </>
                )}
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('kit.close')} disabled={form.isSending} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
