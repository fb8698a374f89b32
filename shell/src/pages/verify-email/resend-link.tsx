import { Stack, Text } from '@chakra-ui/react';
import { Button, Notice, useT } from '@clinio/design-system';
import { ApiError, type ApiClient } from '@clinio/platform';
import { useState } from 'react';
import { shellCatalog } from '../../shell-catalog';
import { useShell } from '../../shell-context';
import { AppLink } from '../common/app-link';
import { AUDIENCE_CALLS, AUDIENCE_PATHS, type Audience } from '../common/audience';
import { withQuery } from '../common/safe-next';

type ResendState = { status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; message: string };

/** Whether this page can offer a new link to this audience at all. */
export const canResend = (audience: Audience) => AUDIENCE_CALLS[audience].resendVerification !== null;

/** A new link for the signed-in person; a signed-out visitor is asked to sign in first. */
export function ResendLink({ audience, isSignedIn }: { audience: Audience; isSignedIn: boolean }) {
  const t = useT(shellCatalog);
  const resend = AUDIENCE_CALLS[audience].resendVerification;
  if (resend === null) return null;
  if (isSignedIn) return <ResendButton send={resend} />;
  const back = withQuery('/verify-email', { kind: audience === 'patient' ? 'patient' : null });
  return (
    <Text fontSize="sm">
      {t('resend.needNew')}{' '}
      <AppLink to={withQuery(AUDIENCE_PATHS[audience].login, { next: back })}>{t('resend.signIn')}</AppLink>{' '}
      {t('resend.askHere')}
    </Text>
  );
}

function ResendButton({ send }: { send: (api: ApiClient) => Promise<unknown> }) {
  const { api } = useShell();
  const t = useT(shellCatalog);
  const [state, setState] = useState<ResendState>({ status: 'idle' });

  if (state.status === 'sent') {
    return <Notice tone="success">{t('resend.sent')}</Notice>;
  }

  async function resend() {
    setState({ status: 'sending' });
    try {
      await send(api);
      setState({ status: 'sent' });
    } catch (error) {
      // e.g. 409 'Your e-mail address is already confirmed.', or a 429 in the server's words.
      setState({
        status: 'failed',
        message: error instanceof ApiError ? error.message : t('resend.failed'),
      });
    }
  }

  return (
    <Stack gap="3">
      {state.status === 'failed' ? <Notice tone="error">{state.message}</Notice> : null}
      <Button
        size="lg"
        width="full"
        onClick={() => void resend()}
        loading={state.status === 'sending'}
        loadingText={t('resend.sending')}
      >
        {t('resend.submit')}
      </Button>
    </Stack>
  );
}
