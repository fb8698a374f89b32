import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

/** Spec 2.4: shown while authentication or an area loads. */
export function PageSpinner({ label = 'Loading…', fullPage = true }: { label?: string; fullPage?: boolean }) {
  return (
    <Center minHeight={fullPage ? '100vh' : '240px'} role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
      </VStack>
    </Center>
  );
}
