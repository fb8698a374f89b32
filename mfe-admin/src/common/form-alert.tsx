import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A failure sentence at the top of a form or a section, announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <Box
      role="alert"
      tabIndex={-1}
      bg="red.50"
      color="red.800"
      borderWidth="1px"
      borderColor="red.200"
      borderRadius="md"
      px="3"
      py="2"
    >
      {children}
    </Box>
  );
}

/** A calm notice (success or information) that screen readers also hear. */
export function FormNotice({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'warning' }) {
  const palette = tone === 'warning' ? 'orange' : 'blue';
  return (
    <Box
      role="status"
      bg={`${palette}.50`}
      color={`${palette}.900`}
      borderWidth="1px"
      borderColor={`${palette}.200`}
      borderRadius="md"
      px="3"
      py="2"
    >
      {children}
    </Box>
  );
}
