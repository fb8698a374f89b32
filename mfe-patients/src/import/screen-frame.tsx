import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { PRODUCT_NAME } from '@clinio/contracts';
import { FormNotice, useT } from '@clinio/design-system';
import { ApiError, useRemote } from '@clinio/platform';
import { useEffect, type ReactNode } from 'react';
import { staffCatalog } from '../staff-texts/catalog';

/**
 * The frame of the import, duplicates and merge screens: padded, never wider than the viewport,
 * one h1 that is also the tab's title (the shell's staff frame holds the page's one <main>). (The list and chart keep their own; these screens only
 * need this much.)
 */
export function ScreenFrame({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} — ${PRODUCT_NAME}`;
  }, [title]);
  return (
    <Box px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} maxWidth="7xl" mx="auto" minWidth="0">
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
      {children}
    </Box>
  );
}

/** What the signed-in staff member may do (the server checks again). */
export function useCan(): (permission: string) => boolean {
  const { auth } = useRemote();
  const permissions = new Set(auth.user?.role.permissions ?? []);
  return (permission) => permissions.has(permission);
}

/** Shown instead of a screen the user's role does not allow. */
export function NotAllowed({ what }: { what: string }) {
  const t = useT(staffCatalog);
  return <FormNotice tone="warning">{t('notAllowed', { what })}</FormNotice>;
}

/** The server's sentence of a failed call, or a plain fallback. */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return 'Something went wrong. Please try again.';
}

/** The stable code of a failed call. */
export function codeOf(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}

/** 'P-000123 · Jane Doe': how the screens name a record. */
export function patientLabel(patient: {
  chart_number: string;
  first_name: string;
  last_name: string;
}): string {
  return `${patient.first_name} ${patient.last_name} (${patient.chart_number})`;
}
