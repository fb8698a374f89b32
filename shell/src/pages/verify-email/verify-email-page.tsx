import { Stack, Text } from '@chakra-ui/react';
import { Button, Notice, PageSpinner } from '@clinio/design-system';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { useShell } from '../../shell-context';
import { ButtonLink } from '../common/app-link';
import { AUDIENCE_PATHS, type Audience } from '../common/audience';
import { AuthLayout } from '../common/auth-layout';
import { ResendLink, canResend } from './resend-link';
import { useVerification } from './use-verification';

const TITLE = 'Confirm your e-mail address';

/** /verify-email?token=[&kind=patient]: confirms the address on arrival (spec 2.1). */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const audience: Audience = params.get('kind') === 'patient' ? 'patient' : 'staff';
  const isSignedIn = useAuth().snapshot.status === audience;

  if (token === null || token === '') {
    return (
      <AuthLayout title={TITLE}>
        <Stack gap="5">
          <Text>
            {isSignedIn && canResend(audience)
              ? 'Your address is not confirmed yet. We can send you a new confirmation link.'
              : 'This link is incomplete. Open the link from the e-mail again.'}
          </Text>
          <ResendLink audience={audience} isSignedIn={isSignedIn} />
        </Stack>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={TITLE}>
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
      return <PageSpinner fullPage={false} label="Confirming your e-mail address…" />;
    case 'verified':
      return (
        <Stack gap="5">
          <Notice tone="success">Thank you: your e-mail address is confirmed.</Notice>
          <ButtonLink to={isSignedIn ? paths.home : paths.login} size="lg" width="full">
            {isSignedIn ? 'Continue' : 'Sign in'}
          </ButtonLink>
        </Stack>
      );
    case 'failed':
      return (
        <Stack gap="5">
          <Notice tone="error">
            {state.message}{' '}
            {state.canRetry ? 'Please try again.' : 'Confirmation links work once and expire after 48 hours.'}
          </Notice>
          {state.canRetry ? (
            <Button size="lg" width="full" onClick={retry}>
              Try again
            </Button>
          ) : (
            <ResendLink audience={audience} isSignedIn={isSignedIn} />
          )}
        </Stack>
      );
  }
}
