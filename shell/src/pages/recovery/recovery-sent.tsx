import { Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { ButtonLink } from '../common/app-link';
import { useT } from '@clinio/design-system';
import { shellCatalog } from '../../shell-catalog';

export type ForgotKind = 'password' | 'username';

const SENT = { password: 'sent.password', username: 'sent.username' } as const satisfies Record<
  ForgotKind,
  string
>;

/** The one confirmation of a recovery request, whatever the server answered. */
export function RecoverySent({ kind, loginPath }: { kind: ForgotKind; loginPath: string }) {
  const t = useT(shellCatalog);
  const message = useRef<HTMLDivElement>(null);
  // The form has gone: put the keyboard and the screen reader on the news.
  useEffect(() => message.current?.focus(), []);
  return (
    <Stack gap="5">
      <Stack ref={message} tabIndex={-1} role="status" gap="3" outline="none">
        <Text fontWeight="600">{t('sent.title')}</Text>
        <Text>{t(SENT[kind])}</Text>
        <Text color="fg.muted" fontSize="sm">
          {t('sent.spam')}
        </Text>
      </Stack>
      <ButtonLink to={loginPath} size="lg" width="full">
        {t('forgot.back')}
      </ButtonLink>
    </Stack>
  );
}
