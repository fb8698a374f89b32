import { type CheckResult, useForm } from '@clinio/platform';
import { Form, SubmitButton, TextField, useT } from '@clinio/design-system';
import type { ReactNode } from 'react';
import { shellCatalog } from '../../shell-catalog';

export type Credentials = { username: string; password: string };

export interface CredentialsFormProps {
  usernameLabel: string;
  initialUsername?: string;
  check: (values: Credentials) => CheckResult<Credentials>;
  send: (credentials: Credentials) => Promise<void>;
  messageFor?: (error: unknown, standard: string) => string;
  /** Links shown under the password field (forgot password, forgot username). */
  help?: ReactNode;
}

/** Username (or e-mail) and password, checked with the API's schema; nothing typed is lost on failure. */
export function CredentialsForm({
  usernameLabel,
  initialUsername = '',
  check,
  send,
  messageFor,
  help,
}: CredentialsFormProps) {
  const t = useT(shellCatalog);
  const form = useForm<Credentials, Credentials>({
    initial: { username: initialUsername, password: '' },
    check,
    send,
    messageFor,
  });
  return (
    <Form form={form} label={t('signIn.formLabel')}>
      <TextField form={form} name="username" label={usernameLabel} autoComplete="username" isRequired />
      <TextField
        form={form}
        name="password"
        label={t('signIn.password')}
        type="password"
        autoComplete="current-password"
        isRequired
        autoFocus={initialUsername !== ''}
      />
      {help}
      <SubmitButton isSending={form.isSending} sendingText={t('signIn.sending')}>
        {t('signIn.submit')}
      </SubmitButton>
    </Form>
  );
}
