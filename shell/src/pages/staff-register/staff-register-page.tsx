import { Stack, Text } from '@chakra-ui/react';
import { Button, Notice, PageSpinner } from '@clinio/design-system';
import { useSearchParams } from 'react-router-dom';
import { useShell } from '../../shell-context';
import { AppLink } from '../common/app-link';
import { AuthLayout } from '../common/auth-layout';
import { InvitationSummary } from './invitation-summary';
import { StaffRegisterForm } from './staff-register-form';
import { useInvitation } from './use-invitation';

const TITLE = 'Join your clinic';

function InvalidInvitation({ canSignIn }: { canSignIn: boolean }) {
  return (
    <Stack gap="5">
      <Notice tone="error">
        This invitation link is invalid or has expired. Invitations work once and for 7 days: ask your
        clinic's administrator to send you a new one.
      </Notice>
      {canSignIn ? (
        <Text fontSize="sm">
          Already accepted it? <AppLink to="/login">Sign in</AppLink>
        </Text>
      ) : null}
    </Stack>
  );
}

/** /staff-register?token=: accept an invitation from a clinic (spec 2.1). */
export function StaffRegisterPage() {
  const token = useSearchParams()[0].get('token');
  const { flags } = useShell().config;
  return (
    <AuthLayout title={TITLE} width="lg">
      {token === null || token.length < 10 ? (
        <InvalidInvitation canSignIn={flags.ENABLE_LOGIN} />
      ) : (
        <Invitation key={token} token={token} canSignIn={flags.ENABLE_LOGIN} />
      )}
    </AuthLayout>
  );
}

function Invitation({ token, canSignIn }: { token: string; canSignIn: boolean }) {
  const { api } = useShell();
  const { state, retry } = useInvitation(api, token);
  switch (state.status) {
    case 'loading':
      return <PageSpinner fullPage={false} label="Loading your invitation…" />;
    case 'invalid':
      return <InvalidInvitation canSignIn={canSignIn} />;
    case 'failed':
      return (
        <Stack gap="5">
          <Notice tone="error">We could not load your invitation just now. Please try again.</Notice>
          <Button size="lg" width="full" onClick={retry}>
            Try again
          </Button>
        </Stack>
      );
    case 'ready':
      return (
        <>
          <Text color="fg.muted" mb="4">
            You have been invited to join {state.invitation.clinic_name} on Clinio. Choose how you will sign
            in.
          </Text>
          <InvitationSummary invitation={state.invitation} />
          <StaffRegisterForm token={token} invitation={state.invitation} />
        </>
      );
  }
}
