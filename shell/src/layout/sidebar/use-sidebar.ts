import { useMemo } from 'react';
import { useAuth } from '../../auth/auth-context';
import { useFeatureAccess } from '../../features/feature-access-context';
import { useShell } from '../../shell-context';
import { buildSidebar, type SidebarModel } from './sidebar-model';

/** The sidebar of the signed-in staff member; null for anyone else. */
export function useSidebar(): SidebarModel | null {
  const { snapshot } = useAuth();
  const { registry } = useShell();
  const remotes = registry.remotes;
  const access = useFeatureAccess();
  const { user, clinicId } = snapshot;
  return useMemo(
    () => (user === null ? null : buildSidebar({ user, clinicId, remotes, access })),
    [user, clinicId, remotes, access],
  );
}
