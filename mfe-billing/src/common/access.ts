import { useRemote } from '@clinio/platform';

/** Whether the signed-in staff member's role holds `permission` (the server checks again). */
export function useMay(): (permission: 'billing_read' | 'billing_manage') => boolean {
  const { auth } = useRemote();
  const permissions: readonly string[] = auth.user?.role.permissions ?? [];
  const isOwner = auth.user?.role.name === 'super_admin';
  return (permission) => isOwner || permissions.includes(permission);
}
