import { Button } from '@clinio/design-system';
import { Box, Heading, Text, VStack } from '@chakra-ui/react';
import { CloudOff } from 'lucide-react';

export interface AreaFallbackProps {
  area: string;
  /** The area's own title from its declaration; 'This area' without one. */
  title: string | null;
  incompatible: boolean;
  onRetry: () => void;
}

/** Shown in place of one area when its remote cannot be loaded; the rest of the shell works. */
export function AreaFallback({ area, title, incompatible, onRetry }: AreaFallbackProps) {
  const label = title ?? 'This area';
  return (
    <Box role="alert" data-testid="area-fallback" data-area={area} py="16" px="6">
      <VStack gap="3" maxWidth="lg" mx="auto" textAlign="center">
        <Box color="fg.muted" aria-hidden="true">
          <CloudOff size={40} />
        </Box>
        <Heading as="h1" size="lg">
          {label} is temporarily unavailable
        </Heading>
        <Text color="fg.muted">
          {incompatible
            ? 'A newer version is being rolled out. Reload the page in a moment to get it.'
            : 'We could not load it just now. We will keep trying; you can also try again yourself.'}
        </Text>
        <Button onClick={incompatible ? () => window.location.reload() : onRetry}>
          {incompatible ? 'Reload page' : 'Try again'}
        </Button>
      </VStack>
    </Box>
  );
}
