import { Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { ButtonLink } from '../common/app-link';

export type ForgotKind = 'password' | 'username';

const SENT: Record<ForgotKind, string> = {
  password:
    'If an account exists for that address, we sent an e-mail with a link to choose a new password. The link works once and expires in 1 hour.',
  username: 'If an account exists for that address, we sent an e-mail with your username.',
};

/** The one confirmation of a recovery request, whatever the server answered. */
export function RecoverySent({ kind, loginPath }: { kind: ForgotKind; loginPath: string }) {
  const message = useRef<HTMLDivElement>(null);
  // The form has gone: put the keyboard and the screen reader on the news.
  useEffect(() => message.current?.focus(), []);
  return (
    <Stack gap="5">
      <Stack ref={message} tabIndex={-1} role="status" gap="3" outline="none">
        <Text fontWeight="600">Check your e-mail</Text>
        <Text>{SENT[kind]}</Text>
        <Text color="fg.muted" fontSize="sm">
          Nothing after a few minutes? Look in your spam folder, or check that you used the address of your
          account.
        </Text>
      </Stack>
      <ButtonLink to={loginPath} size="lg" width="full">
        Back to sign in
      </ButtonLink>
    </Stack>
  );
}
