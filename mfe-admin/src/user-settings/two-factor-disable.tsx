import { Box, Stack, Text } from '@chakra-ui/react';
import { TwoFactorDisableRequest } from '@clinio/contracts';
import { Form, FormActions, TextField, useT } from '@clinio/design-system';
import { useForm, useRemote } from '@clinio/platform';
import { catalog } from './catalog';

export interface TwoFactorDisableProps {
  onDisabled: () => void;
  onCancel: () => void;
}

/** Turning two-factor off asks for the password again (quality bar 9). */
export function TwoFactorDisable({ onDisabled, onCancel }: TwoFactorDisableProps) {
  const t = useT(catalog);
  const { api } = useRemote();
  const form = useForm({
    initial: { password: '' },
    check: (values) => TwoFactorDisableRequest.safeParse(values),
    send: async (request) => {
      await api.call('disableTwoFactor', { body: request });
      onDisabled();
    },
    // A wrong password comes without a field list: its message belongs beside the field.
    fieldForCode: { bad_request: 'password' },
  });

  return (
    <Box borderWidth="1px" borderRadius="md" p="4">
      <Form form={form} label={t('twoFactor.disableForm')}>
        <Stack gap="3" maxWidth="sm">
          <Text>{t('twoFactor.disableLead')}</Text>
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
            submitLabel={t('twoFactor.disable')}
            sendingText={t('twoFactor.disabling')}
            submitVariant="danger"
            onCancel={onCancel}
          />
        </Stack>
      </Form>
    </Box>
  );
}
