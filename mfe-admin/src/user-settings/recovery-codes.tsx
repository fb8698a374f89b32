import { HStack, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { Button, FormNotice, toast, useT } from '@clinio/design-system';
import { copyText } from '../common/clipboard';
import { catalog } from './catalog';

export interface RecoveryCodesProps {
  codes: string[];
  onDone: () => void;
}

/** Shown once, right after two-factor is turned on: the server never shows these codes again. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const t = useT(catalog);
  async function copy() {
    if (await copyText(codes.join('\n'))) toast.success(t('recovery.copied'));
    else toast.error(t('recovery.notCopied'));
  }

  return (
    <Stack
      gap="3"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      aria-labelledby="recovery-codes-heading"
      as="section"
    >
      <Heading as="h3" id="recovery-codes-heading" fontSize="md">
        {t('recovery.heading')}
      </Heading>
      <FormNotice tone="warning">
        <Text fontWeight="600">{t('recovery.storeNow')}</Text>
        <Text fontSize="sm">{t('recovery.keepSafe')}</Text>
      </FormNotice>
      <SimpleGrid
        as="ul"
        aria-label={t('recovery.list')}
        columns={{ base: 1, sm: 2 }}
        gap="2"
        listStyleType="none"
        fontFamily="mono"
        fontSize="md"
      >
        {codes.map((code) => (
          <chakra.li key={code} bg="bg.muted" borderRadius="sm" px="2" py="1">
            {code}
          </chakra.li>
        ))}
      </SimpleGrid>
      <HStack gap="2" wrap="wrap">
        <Button variant="outline" onClick={() => void copy()}>
          {t('recovery.copy')}
        </Button>
        <Button onClick={onDone}>{t('recovery.stored')}</Button>
      </HStack>
    </Stack>
  );
}
