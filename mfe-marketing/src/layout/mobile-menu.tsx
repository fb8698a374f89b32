import { Box, Stack } from '@chakra-ui/react';
import { Button, useT } from '@clinio/design-system';
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { catalog } from '../catalog';
import { ButtonLink } from '../common/app-link';
import { MAIN_NAV } from './nav-items';
import { NavLinkItem } from './nav-link-item';

const PANEL_ID = 'marketing-mobile-menu';

/**
 * A disclosure rather than a drawer: it pushes the page down instead of trapping focus in an
 * overlay, which keeps keyboard order identical to the visual order on a phone.
 */
export function MobileMenu({ canSignIn }: { canSignIn: boolean }) {
  const t = useT(catalog);
  const [openOn, setOpenOn] = useState<string | null>(null);
  const { pathname } = useLocation();
  const toggle = useRef<HTMLButtonElement>(null);
  // Following a link closes the menu: it is open only on the page where it was opened.
  const isOpen = openOn === pathname;

  useEffect(() => {
    if (isOpen) document.getElementById(PANEL_ID)?.querySelector('a')?.focus();
  }, [isOpen]);

  function close() {
    setOpenOn(null);
    toggle.current?.focus();
  }

  function closeOnEscape(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') close();
  }

  return (
    <>
      <Button
        ref={toggle}
        variant="ghost"
        size="sm"
        hideFrom="xl"
        aria-expanded={isOpen}
        aria-controls={PANEL_ID}
        onClick={() => setOpenOn(isOpen ? null : pathname)}
      >
        {isOpen ? <X size={18} aria-hidden="true" /> : <Menu size={18} aria-hidden="true" />}
        {isOpen ? t('header.menuClose') : t('header.menuOpen')}
      </Button>
      {isOpen ? (
        <Box
          id={PANEL_ID}
          as="nav"
          aria-label={t('header.mobileNav')}
          hideFrom="xl"
          position="absolute"
          top="100%"
          left="0"
          right="0"
          bg="bg"
          borderBottomWidth="1px"
          borderColor="border"
          boxShadow="lg"
          px="4"
          py="4"
          onKeyDown={closeOnEscape}
        >
          <Stack as="ul" gap="1" listStyleType="none">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLinkItem item={item} block />
              </li>
            ))}
            {canSignIn ? (
              <li>
                <NavLinkItem item={{ labelKey: 'nav.signIn', to: '/login' }} block />
              </li>
            ) : null}
          </Stack>
          <ButtonLink to="/contact-us" mt="4" width="full">
            {t('nav.bookDemo')}
          </ButtonLink>
        </Box>
      ) : null}
    </>
  );
}
