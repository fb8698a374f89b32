import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** What a list shows when it has nothing: what that means and, when it helps, what to do next. */
export function EmptyState({
  title,
  message,
  action,
}: {
  title: string;
  message?: string;
  action?: ReactNode;
}) {
  return (
    <Box textAlign="center" borderWidth="1px" borderStyle="dashed" borderRadius="lg" px="4" py="10">
      <Heading as="h2" fontSize="lg" mb="2">
        {title}
      </Heading>
      {message ? (
        <Text color="fg.muted" mb={action ? '4' : '0'}>
          {message}
        </Text>
      ) : null}
      {action}
    </Box>
  );
}
