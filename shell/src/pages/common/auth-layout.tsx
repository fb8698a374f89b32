import { Box, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { LanguageSwitch, Logo, useT } from '@clinio/design-system';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from './use-page-title';
import { shellCatalog } from '../../shell-catalog';

export interface AuthLayoutProps {
  /** The page's one h1, also the browser tab's title unless `documentTitle` says otherwise. */
  title: string;
  documentTitle?: string;
  lead?: ReactNode;
  /** Registration forms need more room than a sign-in card. */
  width?: 'sm' | 'lg';
  children: ReactNode;
}

/** The frame of every public identity page: logo home, one card, one h1; fits a 375 px screen. */
export function AuthLayout({ title, documentTitle, lead, width = 'sm', children }: AuthLayoutProps) {
  const t = useT(shellCatalog);
  usePageTitle(documentTitle ?? title);
  return (
    <Box as="main" minHeight="100vh" bg="bg.subtle" px={{ base: '4', sm: '6' }} py={{ base: '8', md: '14' }}>
      <Stack gap="6" maxWidth={width === 'sm' ? 'md' : '2xl'} mx="auto" width="full">
        <Box alignSelf="flex-end">
          <LanguageSwitch />
        </Box>
        <Box alignSelf="center">
          <RouterLink to="/">
            <VisuallyHidden>{t('auth.home')}</VisuallyHidden>
            <Box as="span" display="contents" aria-hidden="true">
              <Logo variant="branded" />
            </Box>
          </RouterLink>
        </Box>
        <Box
          bg="bg"
          borderWidth="1px"
          borderRadius="xl"
          boxShadow="sm"
          p={{ base: '5', sm: '8' }}
          minWidth="0"
        >
          <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} mb={lead ? '2' : '6'}>
            {title}
          </Heading>
          {lead ? (
            <Text color="fg.muted" mb="6">
              {lead}
            </Text>
          ) : null}
          {children}
        </Box>
      </Stack>
    </Box>
  );
}
