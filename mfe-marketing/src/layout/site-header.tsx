import { Box, Container, Flex, HStack, Link, VisuallyHidden } from '@chakra-ui/react';
import { Logo, useT } from '@clinio/design-system';
import { useRemote } from '@clinio/platform';
import { Link as RouterLink } from 'react-router-dom';
import { catalog } from '../catalog';
import { AppLink, ButtonLink } from '../common/app-link';
import { MobileMenu } from './mobile-menu';
import { MAIN_NAV } from './nav-items';
import { NavLinkItem } from './nav-link-item';

/** Logo, the main pages, sign-in (only once login is open) and the demo call to action. */
export function SiteHeader() {
  const t = useT(catalog);
  const { config } = useRemote();
  const canSignIn = config.flags.ENABLE_LOGIN;
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <Container maxW="7xl" px={{ base: '4', md: '8' }}>
        <Flex align="center" justify="space-between" gap="4" minH="16" py="2">
          <Link asChild borderRadius="md" focusRing="outside" flexShrink={0}>
            <RouterLink to="/">
              <VisuallyHidden>{t('header.home')}</VisuallyHidden>
              <Box as="span" display="contents" aria-hidden="true">
                <Logo variant="marketing" size="sm" />
              </Box>
            </RouterLink>
          </Link>
          <Box as="nav" aria-label={t('header.mainNav')} hideBelow="xl">
            <HStack as="ul" gap="1" listStyleType="none">
              {MAIN_NAV.map((item) => (
                <li key={item.to}>
                  <NavLinkItem item={item} />
                </li>
              ))}
            </HStack>
          </Box>
          <HStack gap="2">
            {canSignIn ? (
              <AppLink to="/login" fontWeight="600" color="brand.fg" px="2" py="2" hideBelow="md">
                {t('nav.signIn')}
              </AppLink>
            ) : null}
            <ButtonLink to="/contact-us" size="sm" hideBelow="sm">
              {t('nav.bookDemo')}
            </ButtonLink>
            <MobileMenu canSignIn={canSignIn} />
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
