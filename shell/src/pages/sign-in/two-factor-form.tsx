import { useForm } from '@clinio/platform';
import { TwoFactorLoginRequest, type TwoFactorChallenge } from '@clinio/contracts';
import { Button, Form, SubmitButton, TextField, useT } from '@clinio/design-system';
import { shellCatalog } from '../../shell-catalog';

export interface TwoFactorFormProps {
  challenge: TwoFactorChallenge;
  send: (request: TwoFactorLoginRequest) => Promise<void>;
  onStartOver: () => void;
}

/** The second sign-in step: the authenticator's 6-digit code, or one of the recovery codes. */
export function TwoFactorForm({ challenge, send, onStartOver }: TwoFactorFormProps) {
  const t = useT(shellCatalog);
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
    <Form form={form} label={t('login.twoFactorTitle')}>
      <TextField
        form={form}
        name="code"
        label={t('twoFactor.code')}
        helper={t('twoFactor.helper')}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={20}
        autoFocus
        isRequired
      />
      <SubmitButton isSending={form.isSending} sendingText={t('twoFactor.sending')}>
        {t('twoFactor.submit')}
      </SubmitButton>
      <Button type="button" variant="ghost" onClick={onStartOver}>
        {t('twoFactor.startOver')}
      </Button>
    </Form>
  );
}
