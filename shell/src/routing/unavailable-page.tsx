import { Logo, useT } from '@clinio/design-system';
import { Box, Heading, Text, VStack } from '@chakra-ui/react';
import { shellCatalog } from '../shell-catalog';

/** Nothing in the registry can serve this path, not even the landing page. */
export function UnavailablePage() {
  const t = useT(shellCatalog);
  return (
    <Box
      role="alert"
      data-testid="unavailable-page"
      minHeight="100vh"
      display="flex"
      alignItems="center"
      justifyContent="center"
      px="6"
    >
      <VStack gap="4" textAlign="center" maxWidth="md">
        <Logo variant="branded" />
        <Heading as="h1" size="xl">
          {t('unavailable.title')}
        </Heading>
        <Text color="fg.muted">{t('unavailable.body')}</Text>
      </VStack>
    </Box>
  );
}
