import type { ReactNode } from 'react';
import { AppForm } from '../common/app-form';
import type { CheckResult } from '../common/form-errors';
import { SubmitButton } from '../common/submit-button';
import { TextField } from '../common/text-field';
import { useForm } from '../common/use-form';

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
  const form = useForm<Credentials, Credentials>({
    initial: { username: initialUsername, password: '' },
    check,
    send,
    messageFor,
  });
  return (
    <AppForm label="Sign in" formError={form.formError} attempt={form.attempt} onSubmit={form.submit}>
      <TextField form={form} name="username" label={usernameLabel} autoComplete="username" isRequired />
      <TextField
        form={form}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        isRequired
        autoFocus={initialUsername !== ''}
      />
      {help}
      <SubmitButton isSending={form.isSending} sendingText="Signing in...">
        Sign in
      </SubmitButton>
    </AppForm>
  );
}
