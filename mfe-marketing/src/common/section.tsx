import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SectionProps {
  title?: string;
  lead?: ReactNode;
  id?: string;
  tone?: 'plain' | 'muted';
  children: ReactNode;
}

/** A full-width band with an h2, used to give every page the same rhythm. */
export function Section({ title, lead, id, tone = 'plain', children }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={title ? headingId : undefined}
      bg={tone === 'muted' ? 'bg.subtle' : undefined}
      py={{ base: '12', md: '16' }}
    >
      <Container maxW="6xl" px={{ base: '4', md: '8' }}>
        {title ? (
          <Heading
            as="h2"
            id={headingId}
            fontSize={{ base: '2xl', md: '3xl' }}
            letterSpacing="-0.01em"
            mb={lead ? '3' : '8'}
          >
            {title}
          </Heading>
        ) : null}
        {lead ? (
          <Text color="fg.muted" fontSize="lg" maxW="3xl" mb="8">
            {lead}
          </Text>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}
