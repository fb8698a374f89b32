import { HStack, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { Button, FormNotice, toast } from '@clinio/design-system';
import { copyText } from '../common/clipboard';

export interface RecoveryCodesProps {
  codes: string[];
  onDone: () => void;
}

/** Shown once, right after two-factor is turned on: the server never shows these codes again. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  async function copy() {
    if (await copyText(codes.join('\n'))) toast.success('Recovery codes copied');
    else toast.error('Could not copy. Select the codes and copy them by hand.');
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
        Your recovery codes
      </Heading>
      <FormNotice tone="warning">
        <Text fontWeight="600">Store these now: they are shown only this once.</Text>
        <Text fontSize="sm">
          Keep them somewhere safe, such as a password manager. If you lose your phone, each code signs you in
          one time instead of a code from your app.
        </Text>
      </FormNotice>
      <SimpleGrid
        as="ul"
        aria-label="Recovery codes"
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
          Copy codes
        </Button>
        <Button onClick={onDone}>I have stored my codes</Button>
      </HStack>
    </Stack>
  );
}
