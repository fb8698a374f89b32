import { Box, Flex, Heading, HStack, Link } from '@chakra-ui/react';
import { PRODUCT_NAME } from '@clinio/contracts';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * One screen of this remote: breadcrumbs (the last one is the page), its h1 (also the tab's
 * title) and its actions on the right, wrapping under it on a phone.
 */
export function Screen({
  heading,
  crumbs = [],
  crumbsLabel,
  actions,
  children,
}: {
  heading: string;
  crumbs?: readonly Crumb[];
  crumbsLabel?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = `${heading} — ${PRODUCT_NAME}`;
  }, [heading]);
  return (
    <Box px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }} minWidth="0" maxWidth="6xl" mx="auto">
      {crumbs.length > 0 ? (
        <Box as="nav" aria-label={crumbsLabel} mb="3" fontSize="sm">
          <HStack as="ol" listStyleType="none" gap="2" wrap="wrap">
            {crumbs.map((crumb, index) => (
              <HStack
                as="li"
                key={crumb.label}
                gap="2"
                aria-current={index === crumbs.length - 1 ? 'page' : undefined}
              >
                {index > 0 ? <span aria-hidden="true">›</span> : null}
                {crumb.to ? (
                  <Link asChild color="blue.700" textDecoration="underline">
                    <RouterLink to={crumb.to}>{crumb.label}</RouterLink>
                  </Link>
                ) : (
                  <span>{crumb.label}</span>
                )}
              </HStack>
            ))}
          </HStack>
        </Box>
      ) : null}
      <Flex gap="3" justify="space-between" align="center" wrap="wrap" mb="5">
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} wordBreak="break-word">
          {heading}
        </Heading>
        {actions}
      </Flex>
      {children}
    </Box>
  );
}
