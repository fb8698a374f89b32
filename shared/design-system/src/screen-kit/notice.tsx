import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type NoticeTone = 'error' | 'success' | 'info' | 'warning';

const TONES: Record<NoticeTone, { bg: string; color: string; borderColor: string }> = {
  error: { bg: 'red.50', color: 'red.800', borderColor: 'red.200' },
  success: { bg: 'green.50', color: 'green.800', borderColor: 'green.200' },
  info: { bg: 'blue.50', color: 'blue.900', borderColor: 'blue.200' },
  warning: { bg: 'orange.50', color: 'orange.900', borderColor: 'orange.200' },
};

/** A boxed message. Errors are alerts (announced, focusable); the others are polite status text. */
export function Notice({ tone, children }: { tone: NoticeTone; children: ReactNode }) {
  return (
    <Box
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={tone === 'error' ? -1 : undefined}
      borderWidth="1px"
      borderRadius="md"
      px="3"
      py="2"
      {...TONES[tone]}
    >
      {children}
    </Box>
  );
}

/** A failure sentence at the top of a form or a section, announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return <Notice tone="error">{children}</Notice>;
}

/** A calm notice (information or a warning) that screen readers also hear. */
export function FormNotice({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'warning' }) {
  return <Notice tone={tone}>{children}</Notice>;
}
