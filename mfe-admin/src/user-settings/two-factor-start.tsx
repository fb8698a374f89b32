import { HStack, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { CurrentPassword, type TwoFactorSetupResponse } from '@clinio/contracts';
import { Button, FormAlert, FormField } from '@clinio/design-system';
import { useRemote } from '@clinio/platform';
import { useState, type SubmitEvent } from 'react';
import { useSubmit } from '../common/use-submit';

export interface TwoFactorStartProps {
  onStarted: (setup: TwoFactorSetupResponse) => void;
  onCancel: () => void;
}

/** Turning two-factor on asks for the password again, as turning it off does (quality bar 9). */
export function TwoFactorStart({ onStarted, onCancel }: TwoFactorStartProps) {
  const { api } = useRemote();
  const [password, setPassword] = useState('');
  const submit = useSubmit();

  async function start(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = CurrentPassword.safeParse(password);
    if (!check.success) {
      submit.setFieldErrors({ password: check.error.issues[0]?.message ?? 'Password is required' });
      return;
    }
    const result = await submit.run(() =>
      api.post<TwoFactorSetupResponse>('/api/users/2fa/setup', { method: 'totp', password: check.data }),
    );
    if (result.ok) onStarted(result.value);
  }

  return (
    <chakra.form
      onSubmit={(event) => void start(event)}
      noValidate
      aria-label="Confirm your password to set up two-factor"
      borderWidth="1px"
      borderRadius="md"
      p="4"
    >
      <Stack gap="3" maxWidth="sm">
        <Text>Enter your password to set up two-factor authentication.</Text>
        {submit.formError !== null ? <FormAlert>{submit.formError}</FormAlert> : null}
        <FormField label="Password" error={submit.fieldErrors.password} isRequired>
          <Input
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              submit.reset();
            }}
          />
        </FormField>
        <HStack gap="2" wrap="wrap">
          <Button type="submit" loading={submit.isPending} loadingText="Starting...">
            Continue
          </Button>
          <Button variant="outline" onClick={onCancel} disabled={submit.isPending}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
