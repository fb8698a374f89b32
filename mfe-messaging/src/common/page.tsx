import { Box, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';

/** A screen of this remote: its landmark, one h1, a lead, the document title and its actions. */
export function Page({
  title,
  documentTitle,
  lead,
  actions,
  children,
}: {
  title: string;
  documentTitle: string;
  lead?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return (
    <Box as="main" px={{ base: '4', md: '8' }} py="6">
      <HStack justify="space-between" wrap="wrap" gap="3" mb="4" align="start">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          {lead ? <Text color="fg.muted">{lead}</Text> : null}
        </Stack>
        {actions ? (
          <HStack gap="2" wrap="wrap">
            {actions}
          </HStack>
        ) : null}
      </HStack>
      <Stack gap="4">{children}</Stack>
    </Box>
  );
}
