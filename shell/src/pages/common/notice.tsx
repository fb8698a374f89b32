import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type NoticeTone = 'error' | 'success' | 'info';

const TONES: Record<NoticeTone, { bg: string; color: string; borderColor: string }> = {
  error: { bg: 'red.50', color: 'red.800', borderColor: 'red.200' },
  success: { bg: 'green.50', color: 'green.800', borderColor: 'green.200' },
  info: { bg: 'blue.50', color: 'blue.800', borderColor: 'blue.200' },
};

/** A boxed message. Errors are alerts (announced, focusable); the others are polite status text. */
export function Notice({ tone, children }: { tone: NoticeTone; children: ReactNode }) {
  return (
    <Box
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={tone === 'error' ? -1 : undefined}
      borderWidth="1px"
      borderRadius="md"
      p="3"
      fontSize="sm"
      {...TONES[tone]}
    >
      {children}
    </Box>
  );
}
