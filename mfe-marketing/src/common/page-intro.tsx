import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageIntroProps {
  /** The page's one h1. */
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The top band of every inner page: a small label, the h1 and a lead paragraph. */
export function PageIntro({ title, eyebrow, lead, children }: PageIntroProps) {
  return (
    <Box bg="brand.subtle" borderBottomWidth="1px" borderColor="brand.muted">
      <Container maxW="6xl" px={{ base: '4', md: '8' }} py={{ base: '10', md: '16' }}>
        {eyebrow ? (
          <Text
            fontSize="sm"
            fontWeight="700"
            letterSpacing="0.08em"
            textTransform="uppercase"
            color="brand.fg"
            mb="3"
          >
            {eyebrow}
          </Text>
        ) : null}
        <Heading
          as="h1"
          fontSize={{ base: '3xl', md: '5xl' }}
          lineHeight="1.15"
          letterSpacing="-0.02em"
          maxW="4xl"
        >
          {title}
        </Heading>
        {lead ? (
          <Text mt="4" fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="3xl">
            {lead}
          </Text>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}
