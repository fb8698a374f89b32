import { useForm } from '@clinio/platform';
import { Form, Notice, SubmitButton, TextField } from '@clinio/design-system';
import { PASSWORD_MIN_LENGTH, ResetPasswordRequest } from '@clinio/contracts';
import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useShell } from '../../shell-context';
import { AppLink, ButtonLink } from '../common/app-link';
import { AUDIENCE_CALLS, AUDIENCE_PATHS, type Audience } from '../common/audience';
import { AuthLayout } from '../common/auth-layout';

/** Reset tokens are long random strings; anything shorter cannot be one. */
const isPlausibleToken = (token: string | null): token is string => token !== null && token.length >= 10;

/** /reset-password?token= and /patient-reset-password?token=: choose a new password from the e-mail's link. */
export function ResetPasswordPage({ audience }: { audience: Audience }) {
  const [params] = useSearchParams();
  const token = params.get('token');
  const paths = AUDIENCE_PATHS[audience];
  const [isDone, setIsDone] = useState(false);

  if (!isPlausibleToken(token)) {
    return (
      <AuthLayout title="Choose a new password">
        <Stack gap="5">
          <Notice tone="error">
            This link is incomplete. Open the link from the e-mail again, or ask for a new one.
          </Notice>
          <ButtonLink to={paths.forgotPassword} size="lg" width="full">
            Ask for a new link
          </ButtonLink>
        </Stack>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Choose a new password">
      {isDone ? (
        <Stack gap="5">
          <Notice tone="success">Your password has been changed. You can now sign in with it.</Notice>
          <ButtonLink to={paths.login} size="lg" width="full">
            Sign in
          </ButtonLink>
        </Stack>
      ) : (
        <NewPasswordForm
          token={token}
          audience={audience}
          forgotPath={paths.forgotPassword}
          onDone={() => setIsDone(true)}
        />
      )}
    </AuthLayout>
  );
}

function NewPasswordForm(props: {
  token: string;
  audience: Audience;
  forgotPath: string;
  onDone: () => void;
}) {
  const { api } = useShell();
  const form = useForm({
    initial: { new_password: '', confirm_password: '' },
    check: (values) => ResetPasswordRequest.safeParse({ token: props.token, ...values }),
    send: async (request) => {
      await AUDIENCE_CALLS[props.audience].resetPassword(api, request);
      props.onDone();
    },
  });
  return (
    <Form form={form} label="Choose a new password">
      <TextField
        form={form}
        name="new_password"
        label="New password"
        type="password"
        autoComplete="new-password"
        helper={`At least ${PASSWORD_MIN_LENGTH} characters. Avoid common passwords and your name.`}
        isRequired
      />
      <TextField
        form={form}
        name="confirm_password"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        isRequired
      />
      <SubmitButton isSending={form.isSending} sendingText="Saving...">
        Change password
      </SubmitButton>
      <Text fontSize="sm" textAlign="center">
        Link expired? <AppLink to={props.forgotPath}>Ask for a new one</AppLink>
      </Text>
    </Form>
  );
}
