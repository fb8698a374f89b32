import type { Permission } from '@clinio/contracts';
import { useRemote } from '@clinio/platform';

/** Who is looking, from the shell's auth snapshot (the server checks every call again). */
export function useViewer() {
  const { auth } = useRemote();
  const granted = new Set(auth.user?.role.permissions ?? []);
  return {
    isStaff: auth.status === 'staff',
    isPatient: auth.status === 'patient',
    clinicId: auth.clinicId,
    may: (permission: Permission) => granted.has(permission),
  };
}
