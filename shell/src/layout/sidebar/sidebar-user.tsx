import { Box, HStack, IconButton, Text, VStack } from '@chakra-ui/react';
import { PRODUCT_NAME } from '@clinio/contracts';
import { Button, useT } from '@clinio/design-system';
import type { AuthUser } from '@clinio/platform';
import { LogOut } from 'lucide-react';
import { ProfileAvatar } from '../../profile/profile-avatar';
import { SidebarTip } from './sidebar-tip';
import { staffCatalog } from '../../staff-texts/catalog';

/** Spec 2.5: the user's picture, username and e-mail, Log out and the 'Powered by' note. */
export function SidebarUser({
  user,
  iconOnly,
  onLogout,
}: {
  user: AuthUser;
  iconOnly: boolean;
  onLogout: () => void;
}) {
  const t = useT(staffCatalog);
  if (iconOnly) {
    return (
      <VStack gap="2">
        <ProfileAvatar user={user} />
        <SidebarTip content={t('sidebar.logout')} enabled>
          <IconButton
            aria-label={t('sidebar.logout')}
            variant="ghost"
            size="sm"
            colorPalette="brand"
            onClick={onLogout}
          >
            <LogOut size={18} />
          </IconButton>
        </SidebarTip>
      </VStack>
    );
  }
  return (
    <VStack align="stretch" gap="3">
      <HStack gap="3" minWidth="0">
        <ProfileAvatar user={user} />
        <Box minWidth="0">
          <Text fontSize="sm" fontWeight="600" truncate>
            {user.username}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {user.email}
          </Text>
        </Box>
      </HStack>
      <Button variant="outline" size="sm" onClick={onLogout}>
        <LogOut size={16} aria-hidden="true" />
        {t('sidebar.logout')}
      </Button>
      <Text fontSize="xs" color="fg.subtle" textAlign="center">
        {t('sidebar.poweredBy', { product: PRODUCT_NAME })}
      </Text>
    </VStack>
  );
}
