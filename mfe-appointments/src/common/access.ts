import type { Permission } from '@clinio/contracts';
import { useRemote } from '@clinio/platform';

/** What the signed-in user may do, from the shell's auth snapshot. The server enforces it again. */
export function useAccess() {
  const { auth } = useRemote();
  const permissions = new Set(auth.user?.role.permissions ?? []);
  return { can: (permission: Permission) => permissions.has(permission) };
}
