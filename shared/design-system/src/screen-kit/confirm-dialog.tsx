import { Text } from '@chakra-ui/react';
import { UNKNOWN_MESSAGE } from '@clinio/contracts';
import { useRef, useState, type ReactNode } from 'react';
import { FormDialog } from './form-dialog';

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

function messageOf(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : UNKNOWN_MESSAGE;
}

/**
 * The one "Are you sure?": before an action that signs someone out, removes or changes something
 * for others. The confirm button runs the call (once, however often it is clicked); a failure
 * shows the server's sentence and keeps the dialog open.
 */
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
  const [isSending, setIsSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const inFlight = useRef(false);

  async function submit() {
    if (inFlight.current) return;
    inFlight.current = true;
    setIsSending(true);
    setFormError(null);
    try {
      await onConfirm();
      onDone();
    } catch (error) {
      setFormError(messageOf(error));
    } finally {
      inFlight.current = false;
      setIsSending(false);
    }
  }

  return (
    <FormDialog
      isOpen={isOpen}
      role="alertdialog"
      title={title}
      submitLabel={confirmLabel}
      pendingLabel={pendingLabel}
      submitVariant={isDestructive ? 'danger' : 'primary'}
      form={{ isSending, formError, submit }}
      onClose={() => {
        setFormError(null);
        onClose();
      }}
    >
      {typeof message === 'string' ? <Text>{message}</Text> : message}
      {children}
    </FormDialog>
  );
}
