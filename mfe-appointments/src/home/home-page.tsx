import { Box, Heading, Text } from '@chakra-ui/react';
import { useRemote } from '@clinio/platform';
import { useEffect } from 'react';

/** The remote's first screen: replace it with the area's real one. */
export function HomePage() {
  const { auth } = useRemote();
  useEffect(() => {
    document.title = 'Appointments — Clinio';
  }, []);
  return (
    <Box as="main" px={{ base: '4', md: '8' }} py="6">
      <Heading as="h1" size="xl" mb="2">
        Appointments
      </Heading>
      <Text color="fg.muted" data-testid="appointments-version">
        {`mfe-appointments v${__MFE_VERSION__}${auth.user ? ` · signed in as ${auth.user.username}` : ''}`}
      </Text>
    </Box>
  );
}
