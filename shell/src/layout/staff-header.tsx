import { useT } from '@clinio/design-system';
import { Box, HStack, IconButton, Text, chakra, VisuallyHidden } from '@chakra-ui/react';
import type { AuthUser } from '@clinio/platform';
import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { displayNameOf } from '../auth/auth-state';
import { NotificationBell } from '../notifications/notification-bell';
import { ProfileAvatar } from '../profile/profile-avatar';
import type { SidebarVariant } from './sidebar/use-sidebar-variant';
import { staffCatalog } from '../staff-texts/catalog';

export interface StaffHeaderProps {
  user: AuthUser;
  variant: SidebarVariant;
  compact: boolean;
  /** Opens the drawer (phones) or toggles the compact sidebar (widest screens). */
  onMenu: () => void;
  onEditProfile: () => void;
}

function MenuButton({ variant, compact, onMenu }: Pick<StaffHeaderProps, 'variant' | 'compact' | 'onMenu'>) {
  // The rails have nothing to open: they are always there.
  if (variant === 'rail' || variant === 'floating') return null;
  const label = variant === 'drawer' ? 'Open menu' : compact ? 'Expand sidebar' : 'Collapse sidebar';
  const Icon = variant === 'drawer' ? Menu : compact ? PanelLeftOpen : PanelLeftClose;
  return (
    <IconButton aria-label={label} variant="ghost" colorPalette="gray" onClick={onMenu}>
      <Icon size={20} aria-hidden="true" />
    </IconButton>
  );
}

/** Spec 2.5's header: the menu button, the notification bell and the profile button. */
export function StaffHeader({ user, variant, compact, onMenu, onEditProfile }: StaffHeaderProps) {
  const t = useT(staffCatalog);
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="docked"
      bg="bg"
      borderBottomWidth="1px"
      px={{ base: '3', md: '4', lg: '6' }}
      py="2"
    >
      <HStack gap="2">
        <MenuButton variant={variant} compact={compact} onMenu={onMenu} />
        <Box flex="1" />
        <NotificationBell />
        <chakra.button
          type="button"
          onClick={onEditProfile}
          display="flex"
          alignItems="center"
          gap="2"
          borderRadius="full"
          px="1"
          py="1"
          _hover={{ bg: 'bg.muted' }}
          focusRing="outside"
          cursor="pointer"
        >
          {/* Named by the hidden words, not aria-label, so the visible initials and username need
              not repeat in the name (WCAG 2.5.3, label in name). */}
          <VisuallyHidden>{t('header.editProfile', { name: displayNameOf(user) })}</VisuallyHidden>
          <Box as="span" display="contents" aria-hidden="true">
            <ProfileAvatar user={user} />
            <Text as="span" fontSize="sm" fontWeight="500" hideBelow="md" pe="2">
              {user.username}
            </Text>
          </Box>
        </chakra.button>
      </HStack>
    </Box>
  );
}
