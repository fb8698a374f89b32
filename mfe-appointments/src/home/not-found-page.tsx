import { Box, Heading, Text } from '@chakra-ui/react';

/** Spec 2.2: a dashboard path nothing serves is 'Page Not Found' inside the dashboard. */
export function NotFoundPage() {
  return (
    <Box as="main" px={{ base: '4', md: '8' }} py="6">
      <Heading as="h1" size="xl" mb="2">
        Page Not Found
      </Heading>
      <Text>The requested dashboard page could not be found.</Text>
    </Box>
  );
}
