import { Stack, Text } from '@chakra-ui/react';
import { Button, Notice, PageSpinner, useT } from '@clinio/design-system';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { shellCatalog } from '../../shell-catalog';
import { useShell } from '../../shell-context';
import { ButtonLink } from '../common/app-link';
import { AUDIENCE_PATHS, type Audience } from '../common/audience';
import { AuthLayout } from '../common/auth-layout';
import { ResendLink, canResend } from './resend-link';
import { useVerification } from './use-verification';

/** /verify-email?token=[&kind=patient]: confirms the address on arrival (spec 2.1). */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const audience: Audience = params.get('kind') === 'patient' ? 'patient' : 'staff';
  const isSignedIn = useAuth().snapshot.status === audience;
  const t = useT(shellCatalog);

  if (token === null || token === '') {
    return (
      <AuthLayout title={t('verify.title')}>
        <Stack gap="5">
          <Text>{isSignedIn && canResend(audience) ? t('verify.notConfirmed') : t('verify.incomplete')}</Text>
          <ResendLink audience={audience} isSignedIn={isSignedIn} />
        </Stack>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('verify.title')}>
      <Verification key={`${audience}:${token}`} token={token} audience={audience} isSignedIn={isSignedIn} />
    </AuthLayout>
  );
}

function Verification({
  token,
  audience,
  isSignedIn,
}: {
  token: string;
  audience: Audience;
  isSignedIn: boolean;
}) {
  const { api } = useShell();
  const auth = useAuth();
  const t = useT(shellCatalog);
  const { state, retry } = useVerification(api, audience, token);
  const isVerified = state.status === 'verified';

  // The profile says whether the address is confirmed: read it again, once, now that it is.
  const hasReloaded = useRef(false);
  useEffect(() => {
    if (!isVerified || !isSignedIn || hasReloaded.current) return;
    hasReloaded.current = true;
    auth.reloadProfile().catch(() => undefined);
  }, [isVerified, isSignedIn, auth]);

  const paths = AUDIENCE_PATHS[audience];
  switch (state.status) {
    case 'verifying':
      return <PageSpinner fullPage={false} label={t('verify.confirming')} />;
    case 'verified':
      return (
        <Stack gap="5">
          <Notice tone="success">{t('verify.done')}</Notice>
          <ButtonLink to={isSignedIn ? paths.home : paths.login} size="lg" width="full">
            {isSignedIn ? t('verify.continue') : t('verify.signIn')}
          </ButtonLink>
        </Stack>
      );
    case 'failed':
      return (
        <Stack gap="5">
          <Notice tone="error">
            {state.message} {state.canRetry ? t('verify.retryHint') : t('verify.expiredHint')}
          </Notice>
          {state.canRetry ? (
            <Button size="lg" width="full" onClick={retry}>
              {t('verify.retry')}
            </Button>
          ) : (
            <ResendLink audience={audience} isSignedIn={isSignedIn} />
          )}
        </Stack>
      );
  }
}
