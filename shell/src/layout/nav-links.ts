import { findBrowserRoute, isSuperAdminRole, type RouteArea } from '@clinio/contracts';
import type { AuthUser } from '@clinio/platform';

export interface NavLinkItem {
  label: string;
  to: string;
}

interface NavDefinition extends NavLinkItem {
  /** The permission the page needs, 'super-admin' for a super admin, null for none. */
  needs: string | null;
}

/** The interim header's links (until the dashboard issue builds the sidebar of spec 2.5). */
const NAV: readonly NavDefinition[] = [
  { label: 'Dashboard', to: '/dashboard', needs: null },
  { label: 'My Settings', to: '/dashboard/user-settings', needs: null },
  { label: 'Staff', to: '/dashboard/staff', needs: 'staff_read' },
  { label: 'Roles', to: '/dashboard/roles', needs: 'super-admin' },
  { label: 'Audit', to: '/dashboard/audit', needs: 'audit_read' },
];

function permits(user: Pick<AuthUser, 'role'>, needs: string | null): boolean {
  if (needs === null) return true;
  if (needs === 'super-admin') return isSuperAdminRole(user.role.name);
  return user.role.permissions.includes(needs);
}

/**
 * The links a staff member may follow: not permitted ones are hidden (the server refuses them
 * anyway), and so are pages whose area is not in the registry.
 */
export function staffNavLinks(
  user: Pick<AuthUser, 'role'>,
  availableAreas: ReadonlySet<RouteArea>,
): NavLinkItem[] {
  return NAV.filter(({ to, needs }) => {
    const area = findBrowserRoute(to)?.area;
    return area !== undefined && availableAreas.has(area) && permits(user, needs);
  }).map(({ label, to }) => ({ label, to }));
}
