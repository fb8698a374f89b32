import { Box, Stack, Text } from '@chakra-ui/react';
import { TwoFactorDisableRequest } from '@clinio/contracts';
import { Form, FormActions, TextField } from '@clinio/design-system';
import { useForm, useRemote } from '@clinio/platform';

export interface TwoFactorDisableProps {
  onDisabled: () => void;
  onCancel: () => void;
}

/** Turning two-factor off asks for the password again (quality bar 9). */
export function TwoFactorDisable({ onDisabled, onCancel }: TwoFactorDisableProps) {
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
      <Form form={form} label="Turn off two-factor authentication">
        <Stack gap="3" maxWidth="sm">
          <Text>
            Enter your password to turn off two-factor authentication. Your recovery codes stop working.
          </Text>
          <TextField
            form={form}
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            isRequired
          />
          <FormActions
            isSending={form.isSending}
            submitLabel="Turn off"
            sendingText="Turning off..."
            submitVariant="danger"
            onCancel={onCancel}
          />
        </Stack>
      </Form>
    </Box>
  );
}
