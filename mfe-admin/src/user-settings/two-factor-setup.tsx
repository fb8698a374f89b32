import { Box, Code, HStack, Image, List, Stack, Text } from '@chakra-ui/react';
import { TwoFactorVerifyRequest, type TwoFactorSetupResponse } from '@clinio/contracts';
import { Button, Form, FormActions, TextField, toast } from '@clinio/design-system';
import { useForm, useRemote } from '@clinio/platform';
import { copyText, toBase64 } from '../common/clipboard';

/** 'JBSWY3DPEHPK3PXP' -> 'JBSW Y3DP EHPK 3PXP': easier to read aloud and type. */
export function groupKey(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

export interface TwoFactorSetupProps {
  setup: TwoFactorSetupResponse;
  onVerified: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Scan (or type) the key, then prove it works with one code. */
export function TwoFactorSetup({ setup, onVerified, onCancel }: TwoFactorSetupProps) {
  const { api } = useRemote();
  const form = useForm({
    initial: { code: '' },
    check: ({ code }) => TwoFactorVerifyRequest.safeParse({ code, method: 'totp' }),
    send: async (request) => {
      const result = await api.call('enableTwoFactor', { body: request });
      onVerified(result.recovery_codes);
    },
    // A refused code comes without a field list: its message belongs beside the code field.
    fieldForCode: { bad_request: 'code' },
  });
  const key = groupKey(setup.secret);

  async function copyKey() {
    if (await copyText(setup.secret.replace(/\s+/g, ''))) toast.success('Key copied');
    else toast.error('Could not copy. Select the key and copy it by hand.');
  }

  return (
    <Stack gap="4" borderWidth="1px" borderRadius="md" p="4">
      <List.Root as="ol" gap="4" ps="5">
        <List.Item>
          <Text mb="2">
            Scan this QR code with your authenticator app (for example Google Authenticator or 1Password).
          </Text>
          <Box bg="white" p="2" borderWidth="1px" borderRadius="md" width="fit-content">
            <Image
              src={`data:image/svg+xml;base64,${toBase64(setup.qr_code_svg)}`}
              alt="QR code to add Clinio to your authenticator app"
              width="180px"
              height="180px"
            />
          </Box>
        </List.Item>
        <List.Item>
          <Text mb="2">Or enter this key by hand (time-based):</Text>
          <HStack gap="2" wrap="wrap">
            <Code fontSize="md" px="2" py="1" wordBreak="break-word" whiteSpace="normal">
              {key}
            </Code>
            <Button size="sm" variant="outline" onClick={() => void copyKey()}>
              Copy key
            </Button>
          </HStack>
        </List.Item>
        <List.Item>
          <Form form={form} label="Verify two-factor code">
            <Stack gap="3" maxWidth="xs">
              <TextField
                form={form}
                name="code"
                label="6-digit code"
                isRequired
                helper="The code your app shows now."
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                normalize={(typed) => typed.replace(/\D/g, '')}
              />
              <FormActions
                isSending={form.isSending}
                submitLabel="Verify and turn on"
                sendingText="Verifying..."
                onCancel={onCancel}
              />
            </Stack>
          </Form>
        </List.Item>
      </List.Root>
    </Stack>
  );
}
