import type { Permission } from '@clinio/contracts';
import { useRemote } from '@clinio/platform';

/** Whether the signed-in staff member's role holds `permission` (the server checks every call again). */
export function useMay(): (permission: Permission) => boolean {
  const { auth } = useRemote();
  const granted = new Set<string>(auth.user?.role.permissions ?? []);
  const isOwner = auth.user?.role.name === 'super_admin';
  return (permission) => isOwner || granted.has(permission);
}
