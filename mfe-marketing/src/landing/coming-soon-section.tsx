import { Badge, Box, Container, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { COMING_SOON_COPY } from '@clinio/contracts';
import { ComingSoonSignup, ON_BRAND_FOCUS, useT } from '@clinio/design-system';
import { useRemote } from '@clinio/platform';
import { CircleCheck } from 'lucide-react';
import { catalog } from '../catalog';

/** Spec 2.11: the launch estimate, the message, the five features and the notify-me sign-up. */
export function ComingSoonSection() {
  const t = useT(catalog);
  const { api, bus, config } = useRemote();

  async function subscribe(email: string) {
    await api.call('signUpForLaunchNews', { body: { email, source: 'landing' } });
    bus.publish('marketing.signup-completed', { source: 'landing' });
  }

  return (
    <Box as="section" id="launch" aria-labelledby="launch-heading" py={{ base: '10', md: '14' }}>
      <Container maxW="6xl" px={{ base: '4', md: '8' }}>
        <SimpleGrid
          columns={{ base: 1, md: 2 }}
          gap={{ base: '8', md: '12' }}
          bg="brand.solid"
          color="brand.contrast"
          css={ON_BRAND_FOCUS}
          borderRadius="2xl"
          p={{ base: '6', md: '10' }}
        >
          <Stack gap="4">
            <Badge alignSelf="start" bg="whiteAlpha.300" color="white" size="lg">
              {t('landing.launch', { date: config.estimatedLaunch })}
            </Badge>
            <Heading as="h2" id="launch-heading" fontSize={{ base: '2xl', md: '3xl' }}>
              {t('landing.comingSoon')}
            </Heading>
            <Text fontSize="lg">{COMING_SOON_COPY.message}</Text>
            <Box pt="2">
              <ComingSoonSignup tone="dark" onSubmit={subscribe} />
            </Box>
          </Stack>
          <Box>
            <Text fontWeight="700" mb="3">
              {t('landing.atLaunch')}
            </Text>
            <List.Root gap="3" variant="plain">
              {COMING_SOON_COPY.features.map((feature) => (
                <List.Item key={feature} fontSize="lg" alignItems="center">
                  <List.Indicator asChild>
                    <CircleCheck size={20} aria-hidden="true" />
                  </List.Indicator>
                  {feature}
                </List.Item>
              ))}
            </List.Root>
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
