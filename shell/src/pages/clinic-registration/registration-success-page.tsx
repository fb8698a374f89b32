import { List, Stack, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { useShell } from '../../shell-context';
import { ButtonLink } from '../common/app-link';
import { AuthLayout } from '../common/auth-layout';

function emailFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { email } = state as Record<string, unknown>;
  return typeof email === 'string' && email !== '' ? email : null;
}

/** /registration-success: what happens next after the clinic sign-up. */
export function RegistrationSuccessPage() {
  const email = emailFrom(useLocation().state);
  const { flags } = useShell().config;
  return (
    <AuthLayout title="Check your e-mail">
      <Stack gap="5">
        <Text role="status">
          Your clinic account has been created. We sent a confirmation link to{' '}
          {email ? <strong>{email}</strong> : 'the address you registered with'}.
        </Text>
        <List.Root as="ol" ps="5" gap="2">
          <List.Item>
            Open the e-mail from Clinio and confirm your address. The link works for 48 hours.
          </List.Item>
          <List.Item>Sign in with the username and password you just chose.</List.Item>
          <List.Item>
            Invite your team and set up your schedule: your clinic starts on the free trial.
          </List.Item>
        </List.Root>
        <Text fontSize="sm" color="fg.muted">
          No e-mail after a few minutes? Check your spam folder. Once signed in, you can ask for a new link.
        </Text>
        {flags.ENABLE_LOGIN ? (
          <ButtonLink to="/login" size="lg" width="full">
            Go to sign in
          </ButtonLink>
        ) : null}
      </Stack>
    </AuthLayout>
  );
}
