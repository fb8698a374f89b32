import { Box, Stack, Text } from '@chakra-ui/react';
import { CurrentPassword, type TwoFactorSetupResponse } from '@clinio/contracts';
import { Form, FormActions, TextField, useT } from '@clinio/design-system';
import { useForm, useRemote, type CheckResult } from '@clinio/platform';
import { catalog } from './catalog';

export interface TwoFactorStartProps {
  onStarted: (setup: TwoFactorSetupResponse) => void;
  onCancel: () => void;
}

/** Turning two-factor on asks for the password again, as turning it off does (quality bar 9). */
export function TwoFactorStart({ onStarted, onCancel }: TwoFactorStartProps) {
  const t = useT(catalog);
  const { api } = useRemote();
  const form = useForm({
    initial: { password: '' },
    check: ({ password }): CheckResult<string> => {
      const checked = CurrentPassword.safeParse(password);
      return checked.success
        ? checked
        : {
            success: false,
            error: { issues: checked.error.issues.map((issue) => ({ ...issue, path: ['password'] })) },
          };
    },
    send: async (password) => {
      onStarted(await api.call('startTwoFactorSetup', { body: { method: 'totp', password } }));
    },
  });

  return (
    <Box borderWidth="1px" borderRadius="md" p="4">
      <Form form={form} label={t('twoFactor.startForm')}>
        <Stack gap="3" maxWidth="sm">
          <Text>{t('twoFactor.startLead')}</Text>
          <TextField
            form={form}
            name="password"
            label={t('twoFactor.password')}
            type="password"
            autoComplete="current-password"
            isRequired
          />
          <FormActions
            isSending={form.isSending}
            submitLabel={t('twoFactor.continue')}
            sendingText={t('twoFactor.starting')}
            onCancel={onCancel}
          />
        </Stack>
      </Form>
    </Box>
  );
}
