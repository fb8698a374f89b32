import { useForm } from '@clinio/platform';
import { TwoFactorLoginRequest, type TwoFactorChallenge } from '@clinio/contracts';
import { Button, Form, SubmitButton, TextField } from '@clinio/design-system';

export interface TwoFactorFormProps {
  challenge: TwoFactorChallenge;
  send: (request: TwoFactorLoginRequest) => Promise<void>;
  onStartOver: () => void;
}

/** The second sign-in step: the authenticator's 6-digit code, or one of the recovery codes. */
export function TwoFactorForm({ challenge, send, onStartOver }: TwoFactorFormProps) {
  const form = useForm({
    initial: { code: '' },
    check: ({ code }) =>
      TwoFactorLoginRequest.safeParse({
        challenge_token: challenge.challenge_token,
        code: code.replace(/\s/g, ''),
      }),
    send,
  });
  return (
    <Form form={form} label="Two-step verification">
      <TextField
        form={form}
        name="code"
        label="Authentication code"
        helper="Enter the 6-digit code from your authenticator app, or one of your recovery codes."
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={20}
        autoFocus
        isRequired
      />
      <SubmitButton isSending={form.isSending} sendingText="Verifying...">
        Verify
      </SubmitButton>
      <Button type="button" variant="ghost" onClick={onStartOver}>
        Use a different account
      </Button>
    </Form>
  );
}
