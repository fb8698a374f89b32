import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { PRODUCT_NAME } from '@clinio/contracts';
import { useEffect, type ReactNode } from 'react';

/** The browser tab reads '{page} — Clinio'. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} — ${PRODUCT_NAME}`;
  }, [title]);
}

export interface PageHeaderProps {
  /** The page's one h1; also the browser tab's title unless `tabTitle` says otherwise. */
  title: ReactNode;
  tabTitle: string;
  lead?: ReactNode;
  actions?: ReactNode;
}

/** The top of every patients screen: the h1, a short lead and the page's actions. */
export function PageHeader({ title, tabTitle, lead, actions }: PageHeaderProps) {
  usePageTitle(tabTitle);
  return (
    <Flex gap="4" justify="space-between" align={{ base: 'stretch', sm: 'flex-start' }} wrap="wrap" mb="6">
      <Box minWidth="0" flex="1 1 16rem">
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} lineHeight="1.2">
          {title}
        </Heading>
        {lead ? (
          <Box mt="2" color="fg.muted" maxWidth="3xl">
            {lead}
          </Box>
        ) : null}
      </Box>
      {actions ? <Box flexShrink={0}>{actions}</Box> : null}
    </Flex>
  );
}

/** The area every screen renders in (inside the shell's <main>): padded, never wider than the viewport. */
export function PageBody({ children }: { children: ReactNode }) {
  return (
    <Box px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} maxWidth="7xl" mx="auto" minWidth="0">
      {children}
    </Box>
  );
}

/** Plain text for a value that may be empty. */
export function orDash(value: string | null | undefined): string {
  return value === null || value === undefined || value.trim() === '' ? '—' : value;
}

export function Muted({ children }: { children: ReactNode }) {
  return (
    <Text as="span" color="fg.muted">
      {children}
    </Text>
  );
}
