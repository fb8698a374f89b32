import { useForm } from '@clinio/platform';
import { Form, Notice, SubmitButton, TextField, useT } from '@clinio/design-system';
import { PASSWORD_MIN_LENGTH, ResetPasswordRequest } from '@clinio/contracts';
import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useShell } from '../../shell-context';
import { AppLink, ButtonLink } from '../common/app-link';
import { AUDIENCE_CALLS, AUDIENCE_PATHS, type Audience } from '../common/audience';
import { AuthLayout } from '../common/auth-layout';
import { shellCatalog } from '../../shell-catalog';

/**
 * Reset tokens are long random strings; anything shorter cannot be one. The pre-rendered frame of
 * the form is served only for a token this long (ADR 067), so the two cannot disagree.
 */
export const PLAUSIBLE_TOKEN_LENGTH = 10;
const isPlausibleToken = (token: string | null): token is string =>
  token !== null && token.length >= PLAUSIBLE_TOKEN_LENGTH;

/** /reset-password?token= and /patient-reset-password?token=: choose a new password from the e-mail's link. */
export function ResetPasswordPage({ audience }: { audience: Audience }) {
  const [params] = useSearchParams();
  const token = params.get('token');
  const paths = AUDIENCE_PATHS[audience];
  const [isDone, setIsDone] = useState(false);
  const t = useT(shellCatalog);

  if (!isPlausibleToken(token)) {
    return (
      <AuthLayout title={t('reset.title')}>
        <Stack gap="5">
          <Notice tone="error">{t('reset.incomplete')}</Notice>
          <ButtonLink to={paths.forgotPassword} size="lg" width="full">
            {t('reset.askNewLink')}
          </ButtonLink>
        </Stack>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('reset.title')}>
      {isDone ? (
        <Stack gap="5">
          <Notice tone="success">{t('reset.done')}</Notice>
          <ButtonLink to={paths.login} size="lg" width="full">
            {t('reset.signIn')}
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
  const t = useT(shellCatalog);
  const form = useForm({
    initial: { new_password: '', confirm_password: '' },
    check: (values) => ResetPasswordRequest.safeParse({ token: props.token, ...values }),
    send: async (request) => {
      await AUDIENCE_CALLS[props.audience].resetPassword(api, request);
      props.onDone();
    },
  });
  return (
    <Form form={form} label={t('reset.title')}>
      <TextField
        form={form}
        name="new_password"
        label={t('reset.newPassword')}
        type="password"
        autoComplete="new-password"
        helper={t('reset.helper', { min: PASSWORD_MIN_LENGTH })}
        isRequired
      />
      <TextField
        form={form}
        name="confirm_password"
        label={t('reset.confirm')}
        type="password"
        autoComplete="new-password"
        isRequired
      />
      <SubmitButton isSending={form.isSending} sendingText={t('reset.saving')}>
        {t('reset.submit')}
      </SubmitButton>
      <Text fontSize="sm" textAlign="center">
        {t('reset.expired')} <AppLink to={props.forgotPath}>{t('reset.askNewOne')}</AppLink>
      </Text>
    </Form>
  );
}
