import { COMING_SOON_COPY } from '@clinio/contracts';
import { ComingSoonSignup } from '@clinio/design-system';
import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import { Rocket } from 'lucide-react';
import { useShell } from '../shell-context';

/** Spec 2.1: with SHOW_COMING_SOON on, public pages carry the launch estimate and a sign-up. */
export function ComingSoonBanner() {
  const { api, bus, config } = useShell();

  async function subscribe(email: string) {
    await api.post('/api/coming-soon/signup', { email, source: 'banner' });
    bus.publish('marketing.signup-completed', { source: 'banner' });
  }

  return (
    <Box
      as="aside"
      aria-label="Launch announcement"
      data-testid="coming-soon-banner"
      bgGradient="to-r"
      gradientFrom="brand.solid"
      gradientTo="accent.solid"
      color="white"
      px={{ base: '4', md: '8' }}
      py="3"
    >
      <Flex
        maxWidth="7xl"
        mx="auto"
        gap={{ base: '3', lg: '6' }}
        direction={{ base: 'column', lg: 'row' }}
        align={{ base: 'stretch', lg: 'center' }}
      >
        <Flex gap="3" align="center" flex="1">
          <Rocket size={20} aria-hidden="true" />
          <Badge bg="whiteAlpha.300" color="white" flexShrink={0}>
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
