import { Box, Flex, HStack, Link, Text, chakra } from '@chakra-ui/react';
import { Button, Logo } from '@clinio/design-system';
import { useCallback, useState, type ReactNode } from 'react';
import { NavLink as RouterNavLink, Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../auth/auth-context';
import { displayNameOf } from '../auth/auth-state';
import { EditProfileModal } from '../profile/edit-profile-modal';
import { ProfileAvatar } from '../profile/profile-avatar';
import { useAvailableAreas } from '../routing/use-available-areas';
import { useShell } from '../shell-context';
import { staffNavLinks } from './nav-links';

/**
 * The frame of every /dashboard page for a signed-in staff member, remote areas included: the
 * interim header (logo, links, profile, log out) until the dashboard issue builds the sidebar.
 */
export function StaffLayout({ children }: { children: ReactNode }) {
  const { branding } = useShell();
  const auth = useAuth();
  const { snapshot, staffProfile } = auth;
  const areas = useAvailableAreas();
  const [editing, setEditing] = useState(false);
  const closeEditor = useCallback(() => setEditing(false), []);
  const user = snapshot.user;
  if (user === null) return <>{children}</>;
  const clinicName = staffProfile?.clinic_name ?? branding.clinicName;

  return (
    <Flex direction="column" minHeight="100vh">
      <Box as="header" borderBottomWidth="1px" bg="bg" px={{ base: '3', md: '6' }} py="2">
        <Flex align="center" gap={{ base: '3', md: '6' }} wrap="wrap">
          <Link asChild _hover={{ textDecoration: 'none' }}>
            <RouterLink to="/dashboard" aria-label={`${clinicName} dashboard`}>
              {branding.showLogoInHeader ? <Logo size="sm" /> : null}
              <Text
                as="span"
                fontWeight="600"
                color="brand.solid"
                hideBelow={branding.showLogoInHeader ? 'lg' : undefined}
              >
                {clinicName}
              </Text>
            </RouterLink>
          </Link>
          <chakra.nav aria-label="Main" flex="1">
            <HStack as="ul" gap="1" listStyleType="none" wrap="wrap">
              {staffNavLinks(user, areas).map((link) => (
                <li key={link.to}>
                  <Link
                    asChild
                    px="3"
                    py="1.5"
                    borderRadius="md"
                    fontWeight="500"
                    color="fg.muted"
                    _hover={{ bg: 'brand.subtle', color: 'brand.fg', textDecoration: 'none' }}
                    css={{ '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg' } }}
                  >
                    <RouterNavLink to={link.to} end>
                      {link.label}
                    </RouterNavLink>
                  </Link>
                </li>
              ))}
            </HStack>
          </chakra.nav>
          <HStack gap="2">
            <chakra.button
              type="button"
              onClick={() => setEditing(true)}
              aria-label={`Edit profile of ${displayNameOf(user)}`}
              display="flex"
              alignItems="center"
              gap="2"
              borderRadius="full"
              px="1"
              py="1"
              _hover={{ bg: 'bg.muted' }}
              cursor="pointer"
            >
              <ProfileAvatar user={user} />
              <Text as="span" fontSize="sm" fontWeight="500" hideBelow="md">
                {user.username}
              </Text>
            </chakra.button>
            <Button variant="ghost" size="sm" onClick={() => void auth.logout('user')}>
              Log out
            </Button>
          </HStack>
        </Flex>
      </Box>
      <Box as="main" flex="1">
        {children}
      </Box>
      {editing && staffProfile !== null ? (
        <EditProfileModal profile={staffProfile} onClose={closeEditor} />
      ) : null}
    </Flex>
  );
}
