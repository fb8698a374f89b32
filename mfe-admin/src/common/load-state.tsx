import { Box, Center, HStack, Spinner, Text } from '@chakra-ui/react';
import { PageSpinner, Button } from '@clinio/design-system';
import type { ReactNode } from 'react';
import { FormAlert } from './form-alert';

export interface LoadStateProps {
  isLoading: boolean;
  error: string | null;
  /** Whether something is already on screen (then a reload shows a small spinner only). */
  hasData: boolean;
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Spinner while the first answer is on its way, the server's message with a retry on failure. */
export function LoadState({ isLoading, error, hasData, label, onRetry, children }: LoadStateProps) {
  if (error !== null) {
    return (
      <FormAlert>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Text>{error}</Text>
          <Button size="sm" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </HStack>
      </FormAlert>
    );
  }
  if (!hasData) return <PageSpinner fullPage={false} label={label} />;
  return (
    <Box position="relative" aria-busy={isLoading}>
      {isLoading ? (
        <Center position="absolute" top="2" right="2" zIndex="1" role="status" aria-label={label}>
          <Spinner size="sm" color="brand.solid" />
        </Center>
      ) : null}
      {children}
    </Box>
  );
}
