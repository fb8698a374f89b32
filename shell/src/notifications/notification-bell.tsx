import { Box, Float, IconButton } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { UNREAD_NOTIFICATIONS_PATH, unreadBadgeText } from './unread-count';
import { useUnreadCount } from './use-unread-count';
import { useT } from '@clinio/design-system';
import { staffCatalog } from '../staff-texts/catalog';

/** The header's bell (spec 2.2, 2.5): the unread badge, and the unread list one click away. */
export function NotificationBell() {
  const t = useT(staffCatalog);
  const count = useUnreadCount();
  const badge = unreadBadgeText(count);
  return (
    <IconButton asChild variant="ghost" colorPalette="gray" position="relative" rounded="full">
      <RouterLink
        to={UNREAD_NOTIFICATIONS_PATH}
        aria-label={badge === null ? t('bell.label') : t('bell.unread', { badge })}
      >
        <Bell size={20} aria-hidden="true" />
        {badge !== null ? (
          <Float placement="top-end" offset="2">
            <Box
              as="span"
              data-testid="unread-badge"
              aria-hidden="true"
              minWidth="5"
              height="5"
              px="1"
              borderRadius="full"
              bg="red.600"
              color="white"
              fontSize="2xs"
              fontWeight="700"
              lineHeight="5"
              textAlign="center"
            >
              {badge}
            </Box>
          </Float>
        ) : null}
      </RouterLink>
    </IconButton>
  );
}
