import { Button, useT } from '@clinio/design-system';
import { Box, Heading, Text, VStack } from '@chakra-ui/react';
import { CloudOff } from 'lucide-react';
import { shellCatalog } from '../shell-catalog';

export interface AreaFallbackProps {
  area: string;
  /** The area's own title from its declaration; 'This area' without one. */
  title: string | null;
  incompatible: boolean;
  onRetry: () => void;
}

/** Shown in place of one area when its remote cannot be loaded; the rest of the shell works. */
export function AreaFallback({ area, title, incompatible, onRetry }: AreaFallbackProps) {
  const t = useT(shellCatalog);
  const label = title ?? t('area.thisArea');
  return (
    <Box role="alert" data-testid="area-fallback" data-area={area} py="16" px="6">
      <VStack gap="3" maxWidth="lg" mx="auto" textAlign="center">
        <Box color="fg.muted" aria-hidden="true">
          <CloudOff size={40} />
        </Box>
        <Heading as="h1" size="lg">
          {t('area.unavailable', { area: label })}
        </Heading>
        <Text color="fg.muted">{incompatible ? t('area.incompatible') : t('area.failed')}</Text>
        <Button onClick={incompatible ? () => window.location.reload() : onRetry}>
          {incompatible ? t('area.reload') : t('area.retry')}
        </Button>
      </VStack>
    </Box>
  );
}
