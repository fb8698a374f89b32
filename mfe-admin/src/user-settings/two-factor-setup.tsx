import { Box, Code, HStack, Image, List, Stack, Text } from '@chakra-ui/react';
import { TwoFactorVerifyRequest, type TwoFactorSetupResponse } from '@clinio/contracts';
import { Button, Form, FormActions, TextField, toast, useT } from '@clinio/design-system';
import { useForm, useRemote } from '@clinio/platform';
import { copyText, toBase64 } from '../common/clipboard';
import { catalog } from './catalog';

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
  const t = useT(catalog);
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
    if (await copyText(setup.secret.replace(/\s+/g, ''))) toast.success(t('twoFactor.keyCopied'));
    else toast.error(t('twoFactor.keyNotCopied'));
  }

  return (
    <Stack gap="4" borderWidth="1px" borderRadius="md" p="4">
      <List.Root as="ol" gap="4" ps="5">
        <List.Item>
          <Text mb="2">{t('twoFactor.scan')}</Text>
          <Box bg="white" p="2" borderWidth="1px" borderRadius="md" width="fit-content">
            <Image
              src={`data:image/svg+xml;base64,${toBase64(setup.qr_code_svg)}`}
              alt={t('twoFactor.qrAlt')}
              width="180px"
              height="180px"
            />
          </Box>
        </List.Item>
        <List.Item>
          <Text mb="2">{t('twoFactor.byHand')}</Text>
          <HStack gap="2" wrap="wrap">
            <Code fontSize="md" px="2" py="1" wordBreak="break-word" whiteSpace="normal">
              {key}
            </Code>
            <Button size="sm" variant="outline" onClick={() => void copyKey()}>
              {t('twoFactor.copyKey')}
            </Button>
          </HStack>
        </List.Item>
        <List.Item>
          <Form form={form} label={t('twoFactor.verifyForm')}>
            <Stack gap="3" maxWidth="xs">
              <TextField
                form={form}
                name="code"
                label={t('twoFactor.code')}
                isRequired
                helper={t('twoFactor.codeHelp')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                normalize={(typed) => typed.replace(/\D/g, '')}
              />
              <FormActions
                isSending={form.isSending}
                submitLabel={t('twoFactor.verify')}
                sendingText={t('twoFactor.verifying')}
                onCancel={onCancel}
              />
            </Stack>
          </Form>
        </List.Item>
      </List.Root>
    </Stack>
  );
}
