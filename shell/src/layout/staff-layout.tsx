import { Box, Flex } from '@chakra-ui/react';
import { useCallback, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth } from '../auth/auth-context';
import { EditProfileModal } from '../profile/edit-profile-modal';
import { ExpiredTrialBanner } from './expired-trial-banner';
import { SidebarContent } from './sidebar/sidebar-content';
import { SidebarFrame } from './sidebar/sidebar-frame';
import { DEFAULT_GROUP_STATE, type SidebarGroupKey } from './sidebar/sidebar-items';
import { useCompactMode } from './sidebar/use-compact-mode';
import { useSidebar } from './sidebar/use-sidebar';
import { useSidebarVariant } from './sidebar/use-sidebar-variant';
import { StaffHeader } from './staff-header';

/**
 * The frame of every /dashboard page for a signed-in staff member, remote areas included: the
 * sidebar of spec 2.5 in its four layouts, the header, the expired-trial banner and Edit Profile.
 */
export function StaffLayout({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const { snapshot, staffProfile } = auth;
  const model = useSidebar();
  const variant = useSidebarVariant();
  const { compact, toggleCompact } = useCompactMode();
  const location = useLocation();
  // The drawer is open for the location it was opened at: any navigation closes it.
  const [drawerAt, setDrawerAt] = useState<string | null>(null);
  const [groups, setGroups] = useState(DEFAULT_GROUP_STATE);
  const [editing, setEditing] = useState(false);
  const closeEditor = useCallback(() => setEditing(false), []);
  const onGroupChange = useCallback(
    (group: SidebarGroupKey, expanded: boolean) =>
      setGroups((current) => ({ ...current, [group]: expanded })),
    [],
  );

  const user = snapshot.user;
  if (user === null || model === null) return <>{children}</>;
  const logout = () => void auth.logout('user');
  const renderSidebar = (iconOnly: boolean) => (
    <SidebarContent
      model={model}
      user={user}
      iconOnly={iconOnly}
      groups={groups}
      onGroupChange={onGroupChange}
      onLogout={logout}
    />
  );

  return (
    <Flex minHeight="100vh" align="stretch">
      <SidebarFrame
        variant={variant}
        compact={compact}
        drawerOpen={drawerAt === location.key}
        onDrawerOpenChange={(open) => setDrawerAt(open ? location.key : null)}
        renderSidebar={renderSidebar}
      />
      <Flex direction="column" flex="1" minWidth="0">
        <StaffHeader
          user={user}
          variant={variant}
          compact={compact}
          onMenu={variant === 'drawer' ? () => setDrawerAt(location.key) : toggleCompact}
          onEditProfile={() => setEditing(true)}
        />
        <ExpiredTrialBanner />
        <Box as="main" flex="1" minWidth="0">
          {children}
        </Box>
      </Flex>
      {editing && staffProfile !== null ? (
        <EditProfileModal profile={staffProfile} onClose={closeEditor} />
      ) : null}
    </Flex>
  );
}
