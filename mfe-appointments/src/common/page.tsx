import { Box, Flex, Heading } from '@chakra-ui/react';
import { PRODUCT_NAME } from '@clinio/contracts';
import { useEffect, type ReactNode } from 'react';

/** The browser tab reads '{page} — Clinio'. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} — ${PRODUCT_NAME}`;
  }, [title]);
}

/** The area every screen renders in (inside the shell's <main>): padded, never wider than the viewport. */
export function PageBody({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Box px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }} minWidth="0">
      <Flex gap="3" justify="space-between" align="center" wrap="wrap" mb="4">
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        {actions}
      </Flex>
      {children}
    </Box>
  );
}
