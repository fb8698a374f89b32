import { ON_BRAND_FOCUS, useT } from '@clinio/design-system';
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { catalog } from '../catalog';
import { ButtonLink } from './app-link';

export interface CtaBandProps {
  /** Already translated; the catalog's invitation when left out. */
  title?: string;
  text?: string;
}

/** The closing call to action shared by the inner pages. */
export function CtaBand({ title, text }: CtaBandProps) {
  const t = useT(catalog);
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
              {title ?? t('cta.title')}
            </Heading>
            <Text mt="3" fontSize="lg">
              {text ?? t('cta.text')}
            </Text>
          </Box>
          <ButtonLink to="/contact-us" variant="outline" size="lg" bg="white" flexShrink={0}>
            {t('nav.bookDemo')}
          </ButtonLink>
        </Stack>
      </Container>
    </Box>
  );
}
