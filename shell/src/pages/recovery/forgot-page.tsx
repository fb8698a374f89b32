import { Form, SubmitButton, TextField, useT } from '@clinio/design-system';
import { ForgotPasswordRequest, ForgotUsernameRequest } from '@clinio/contracts';
import { ApiError, useForm } from '@clinio/platform';
import { useState } from 'react';
import { useShell } from '../../shell-context';
import { AUDIENCE_CALLS, AUDIENCE_PATHS, type Audience } from '../common/audience';
import { AuthLayout } from '../common/auth-layout';
import { AppLink } from '../common/app-link';
import { RecoverySent, type ForgotKind } from './recovery-sent';
import { shellCatalog } from '../../shell-catalog';

const COPY = {
  password: {
    title: 'forgot.password.title',
    lead: 'forgot.password.lead',
    submit: 'forgot.password.submit',
  },
  username: {
    title: 'forgot.username.title',
    lead: 'forgot.username.lead',
    submit: 'forgot.username.submit',
  },
} as const;

/**
 * /forgot-password, /forgot-username and their patient twins. Quality bar 8: whatever the server
 * answers, the page says the same thing, so it never tells whether an account exists.
 */
export function ForgotPage({ audience, kind }: { audience: Audience; kind: ForgotKind }) {
  const { api } = useShell();
  const paths = AUDIENCE_PATHS[audience];
  const [isSent, setIsSent] = useState(false);
  const form = useForm({
    initial: { email: '' },
    check: (values) =>
      kind === 'password' ? ForgotPasswordRequest.safeParse(values) : ForgotUsernameRequest.safeParse(values),
    send: async (request) => {
      try {
        const calls = AUDIENCE_CALLS[audience];
        await (kind === 'password' ? calls.forgotPassword(api, request) : calls.forgotUsername(api, request));
      } catch (error) {
        // Only a call that got no answer at all is reported: it says nothing about any account.
        if (error instanceof ApiError && error.status === 0) throw error;
      }
      setIsSent(true);
    },
  });
  const t = useT(shellCatalog);
  const copy = COPY[kind];

  return (
    <AuthLayout title={t(copy.title)} lead={isSent ? undefined : t(copy.lead)}>
      {isSent ? (
        <RecoverySent kind={kind} loginPath={paths.login} />
      ) : (
        <Form form={form} label={t(copy.title)}>
          <TextField
            form={form}
            name="email"
            label={t('forgot.email')}
            type="email"
            autoComplete="email"
            isRequired
          />
          <SubmitButton isSending={form.isSending} sendingText={t('forgot.sending')}>
            {t(copy.submit)}
          </SubmitButton>
          <AppLink to={paths.login} fontSize="sm" alignSelf="center">
            {t('forgot.back')}
          </AppLink>
        </Form>
      )}
    </AuthLayout>
  );
}
