import { Logo } from '@clinio/design-system';
import { Box, Heading, Text, VStack } from '@chakra-ui/react';

/** Nothing in the registry can serve this path, not even the landing page. */
export function UnavailablePage() {
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
          We'll be right back
        </Heading>
        <Text color="fg.muted">
          Clinio is being updated and this page is not available at the moment. Please try again in a few
          minutes.
        </Text>
      </VStack>
    </Box>
  );
}
