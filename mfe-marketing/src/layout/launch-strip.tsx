import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import { COMING_SOON_COPY } from '@clinio/contracts';
import { ComingSoonSignup } from '@clinio/design-system';
import { useRemote } from '@clinio/platform';
import { Rocket } from 'lucide-react';

/**
 * Spec 2.1's coming-soon banner for the inner marketing pages. The shell leaves marketing routes
 * to this remote; the landing page carries the full section instead of this strip.
 */
export function LaunchStrip() {
  const { api, bus, config } = useRemote();

  async function subscribe(email: string) {
    await api.post('/api/coming-soon/signup', { email, source: 'banner' });
    bus.publish('marketing.signup-completed', { source: 'banner' });
  }

  return (
    <Box as="aside" aria-label="Launch announcement" bg="brand.solid" color="brand.contrast" px={{ base: '4', md: '8' }} py="3">
      <Flex maxW="7xl" mx="auto" gap={{ base: '3', lg: '6' }} direction={{ base: 'column', lg: 'row' }} align={{ base: 'stretch', lg: 'center' }}>
        <Flex gap="3" align="center" flex="1" wrap="wrap">
          <Rocket size={18} aria-hidden="true" />
          <Badge bg="whiteAlpha.300" color="white">
            Estimated launch: {config.estimatedLaunch}
          </Badge>
          <Text fontSize="sm" fontWeight="500">
            {COMING_SOON_COPY.message}
          </Text>
        </Flex>
        <Box width={{ base: 'full', lg: '420px' }}>
          <ComingSoonSignup layout="inline" tone="dark" onSubmit={subscribe} />
        </Box>
      </Flex>
    </Box>
  );
}
