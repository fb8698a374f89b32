import { HStack, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { TwoFactorDisableRequest } from '@clinio/contracts';
import { Button, FormField } from '@clinio/design-system';
import { useRemote } from '@clinio/platform';
import { useState, type SubmitEvent } from 'react';
import { issuesToFieldErrors } from '../common/errors';
import { useSubmit } from '../common/use-submit';

export interface TwoFactorDisableProps {
  onDisabled: () => void;
  onCancel: () => void;
}

/** Turning two-factor off asks for the password again (quality bar 9). */
export function TwoFactorDisable({ onDisabled, onCancel }: TwoFactorDisableProps) {
  const { api } = useRemote();
  const [password, setPassword] = useState('');
  const submit = useSubmit();

  async function disable(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = TwoFactorDisableRequest.safeParse({ password });
    if (!check.success) {
      submit.setFieldErrors(issuesToFieldErrors(check.error.issues));
      return;
    }
    const result = await submit.run(() => api.delete('/api/users/2fa/disable', { data: check.data }));
    if (result.ok) onDisabled();
  }

  // A wrong password comes without a field list: its message belongs beside the field.
  const passwordError = submit.fieldErrors.password ?? submit.formError ?? undefined;
  return (
    <chakra.form
      onSubmit={(event) => void disable(event)}
      noValidate
      aria-label="Turn off two-factor authentication"
      borderWidth="1px"
      borderRadius="md"
      p="4"
    >
      <Stack gap="3" maxWidth="sm">
        <Text>
          Enter your password to turn off two-factor authentication. Your recovery codes stop working.
        </Text>
        <FormField label="Password" error={passwordError} isRequired>
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
          <Button type="submit" variant="danger" loading={submit.isPending} loadingText="Turning off...">
            Turn off
          </Button>
          <Button variant="outline" onClick={onCancel} disabled={submit.isPending}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
