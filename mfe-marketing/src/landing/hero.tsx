import { Box, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { catalog } from '../catalog';
import { ButtonLink } from '../common/app-link';

/** The landing page's first screen: the one h1, the promise and two ways forward. */
export function Hero() {
  const t = useT(catalog);
  return (
    <Box
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg"
      pt={{ base: '12', md: '20' }}
      pb={{ base: '12', md: '16' }}
    >
      <Container maxW="6xl" px={{ base: '4', md: '8' }}>
        <Stack gap="6" maxW="3xl">
          <Text
            fontSize="sm"
            fontWeight="700"
            letterSpacing="0.08em"
            textTransform="uppercase"
            color="brand.fg"
          >
            {t('landing.eyebrow')}
          </Text>
          <Heading as="h1" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.08" letterSpacing="-0.03em">
            {t('landing.title')}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
            {t('landing.lead')}
          </Text>
          <HStack gap="3" wrap="wrap">
            <ButtonLink to="/contact-us" size="lg">
              {t('nav.bookDemo')}
            </ButtonLink>
            <ButtonLink to="/product-details" size="lg" variant="outline">
              {t('landing.seeWhatItDoes')}
            </ButtonLink>
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}
