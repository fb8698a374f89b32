import { ON_BRAND_FOCUS } from '@clinio/design-system';
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { ButtonLink } from './app-link';

export interface CtaBandProps {
  title?: string;
  text?: string;
}

/** The closing call to action shared by the inner pages. */
export function CtaBand({
  title = 'See Clinio with your own schedule',
  text = 'Tell us how your clinic works today. We will walk you through the calendar, the patient portal and billing with your real appointment types.',
}: CtaBandProps) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      css={ON_BRAND_FOCUS}
      bg="brand.solid"
      color="brand.contrast"
      py={{ base: '12', md: '16' }}
    >
      <Container maxW="6xl" px={{ base: '4', md: '8' }}>
        <Stack
          direction={{ base: 'column', md: 'row' }}
          gap="6"
          align={{ base: 'start', md: 'center' }}
          justify="space-between"
        >
          <Box maxW="2xl">
            <Heading as="h2" id={headingId} fontSize={{ base: '2xl', md: '3xl' }}>
              {title}
            </Heading>
            <Text mt="3" fontSize="lg">
              {text}
            </Text>
          </Box>
          <ButtonLink to="/contact-us" variant="outline" size="lg" bg="white" flexShrink={0}>
            Book a demo
          </ButtonLink>
        </Stack>
      </Container>
    </Box>
  );
}
