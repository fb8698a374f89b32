import { Box, Heading, Input, Stack, Text } from '@chakra-ui/react';
import {
  CONSENT_LIMITS,
  ConsentSignRequest,
  consentTextIn,
  textSha256Hex,
  type PaperworkConsent,
} from '@clinio/contracts';
import { Button, FormAlert, FormField, useLocale, useT } from '@clinio/design-system';
import { ApiError, messageOfError } from '@clinio/platform';
import { useCallback, useRef, useState } from 'react';
import { catalog } from '../catalog';
import { SignatureField, type SignatureHandle } from './signature-field';

/**
 * One consent to read and sign: its exact text, a drawn signature and the signer's typed name.
 * `sign` sends it: a visit's consent by its id, or a consent a type of visit needs by its type.
 */
export function SignConsent({
  consent,
  sign: send,
  onSigned,
  onCancel,
}: {
  consent: Pick<PaperworkConsent, 'consent_type' | 'consent_text' | 'consent_text_es'>;
  sign: (request: ConsentSignRequest) => Promise<unknown>;
  onSigned: () => void;
  /** Without it there is no way back but signing (the page has its own). */
  onCancel?: () => void;
}) {
  const t = useT(catalog);
  // The text shown is the one signed: its language goes with the signature (issue 22, ADR 062).
  const shown = consentTextIn(consent, useLocale());
  const signature = useRef<SignatureHandle | null>(null);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ name?: string; signature?: string; form?: string }>({});
  const [isSending, setIsSending] = useState(false);
  const clearSignatureError = useCallback(() => setErrors(({ signature: _drawn, ...rest }) => rest), []);

  async function sign() {
    const png = signature.current?.png() ?? null;
    const problems = {
      ...(name.trim() === '' ? { name: t('sign.nameRequired') } : {}),
      ...(png === null ? { signature: t('sign.drawRequired') } : {}),
    };
    setErrors(problems);
    if (png === null || Object.keys(problems).length > 0) return;
    // The text's hash goes with the signature: a text changed since it was shown is refused.
    const hash = await textSha256Hex(shown.text);
    const request = ConsentSignRequest.safeParse({
      signer_name: name,
      signature_png: png,
      locale: shown.locale,
      ...(hash === null ? {} : { text_sha256: hash }),
    });
    if (!request.success) {
      setErrors({ form: t('sign.tooLarge') });
      return;
    }
    setIsSending(true);
    try {
      await send(request.data);
      onSigned();
    } catch (error) {
      const changed =
        error instanceof ApiError &&
        (error.response?.data as { reason?: string } | undefined)?.reason === 'consent_changed';
      setErrors({ form: changed ? t('sign.changed') : messageOfError(error) });
    } finally {
      setIsSending(false);
    }
  }

  return (
    <Stack as="section" aria-labelledby="sign-title" gap="4">
      <Heading as="h2" id="sign-title" fontSize="xl">
        {t(`consentType.${consent.consent_type}`)}
      </Heading>
      <Box
        borderWidth="1px"
        borderRadius="md"
        p="4"
        maxHeight="60vh"
        overflowY="auto"
        tabIndex={0}
        role="region"
        aria-label={t('sign.textLabel')}
        whiteSpace="pre-wrap"
      >
        <Text lang={shown.locale}>{shown.text}</Text>
      </Box>
      {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
      <FormField label={t('sign.name')} isRequired error={errors.name}>
        <Input
          value={name}
          maxLength={CONSENT_LIMITS.signerName}
          autoComplete="name"
          onChange={(event) => {
            setName(event.target.value);
            setErrors(({ name: _typed, ...rest }) => rest);
          }}
        />
      </FormField>
      <SignatureField
        ref={signature}
        typedName={name}
        error={errors.signature}
        onChange={clearSignatureError}
      />
      <Text fontSize="sm" color="fg.muted">
        {t('sign.agreement')}
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
        <Button onClick={() => void sign()} loading={isSending} loadingText={t('sign.signing')}>
          {t('sign.submit')}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={isSending}>
            {t('common.back')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
