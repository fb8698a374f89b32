import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled part of a page (h2), named for assistive technology by its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Box as="section" aria-labelledby={id} mb="8">
      <Heading as="h2" id={id} fontSize="lg" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
