import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormDialog } from './form-dialog';
import { useSubmit } from './use-submit';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** The call to make; the dialog shows the server's message if it fails and stays open. */
  onConfirm: () => Promise<unknown>;
  /** After the call succeeded. */
  onDone: () => void;
  onClose: () => void;
  isDestructive?: boolean;
  children?: ReactNode;
}

/** "Are you sure?" before an action that signs someone out or removes something. */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmLabel,
  pendingLabel,
  onConfirm,
  onDone,
  onClose,
  isDestructive = true,
  children,
}: ConfirmDialogProps) {
  const submit = useSubmit();

  async function confirm() {
    if ((await submit.run(onConfirm)).ok) onDone();
  }

  return (
    <FormDialog
      isOpen={isOpen}
      role="alertdialog"
      title={title}
      submitLabel={confirmLabel}
      pendingLabel={pendingLabel}
      submitVariant={isDestructive ? 'danger' : 'primary'}
      isPending={submit.isPending}
      formError={submit.formError}
      onSubmit={() => void confirm()}
      onClose={() => {
        submit.reset();
        onClose();
      }}
    >
      {typeof message === 'string' ? <Text>{message}</Text> : message}
      {children}
    </FormDialog>
  );
}
