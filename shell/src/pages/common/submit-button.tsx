import { Button } from '@clinio/design-system';
import type { ReactNode } from 'react';

/** The form's one primary action: disabled with a spinner while the request is out. */
export function SubmitButton({
  isSending,
  sendingText,
  children,
}: {
  isSending: boolean;
  sendingText: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" width="full" loading={isSending} loadingText={sendingText}>
      {children}
    </Button>
  );
}
