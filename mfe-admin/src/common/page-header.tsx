import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title';

export interface PageHeaderProps {
  /** The page's one h1; also the browser tab's title. */
  title: string;
  lead?: ReactNode;
  /** Page-level actions, e.g. "Invite staff". */
  actions?: ReactNode;
}

/** The top of every admin screen: the h1, a short lead and the main action. */
export function PageHeader({ title, lead, actions }: PageHeaderProps) {
  usePageTitle(title);
  return (
    <Flex gap="4" justify="space-between" align={{ base: 'stretch', sm: 'flex-start' }} wrap="wrap" mb="6">
      <Box minWidth="0" flex="1 1 16rem">
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} lineHeight="1.2">
          {title}
        </Heading>
        {lead ? (
          <Text mt="2" color="fg.muted" maxWidth="3xl">
            {lead}
          </Text>
        ) : null}
      </Box>
      {actions ? <Box flexShrink={0}>{actions}</Box> : null}
    </Flex>
  );
}

/** The area every screen renders in: padded, never wider than the viewport. */
export function PageBody({ children }: { children: ReactNode }) {
  return (
    <Box px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} maxWidth="7xl" mx="auto" minWidth="0">
      {children}
    </Box>
  );
}
