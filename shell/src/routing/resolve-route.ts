import {
  findBrowserRoute,
  isSuperAdminRole,
  type BrowserRoute,
  type LaunchFlags,
  type RouteArea,
} from '@clinio/contracts';
import type { AuthSnapshot } from '@clinio/platform';

export type RouteResolution =
  | { kind: 'render'; route: BrowserRoute }
  | { kind: 'redirect'; to: string }
  /** Who is signed in is not known yet, and this path depends on it (spec 2.4: a spinner). */
  | { kind: 'loading' }
  /** Nothing can serve this path, not even the place an unknown path goes to. */
  | { kind: 'unavailable'; area: RouteArea | null }
  /** Spec 2.2: a dashboard path nothing serves, shown as 'Page Not Found' inside the dashboard. */
  | { kind: 'dashboard-not-found' };

export type SystemAdminStatus = 'checking' | 'signed-out' | 'signed-in';

export interface ResolveInput {
  pathname: string;
  flags: LaunchFlags;
  auth: Pick<AuthSnapshot, 'status' | 'user'>;
  /** The system administrator's own sign-in (spec 4.7); signed out when left out. */
  systemAdmin?: SystemAdminStatus;
  /** The shell's routes and those the registry's remotes declare (`browserRoutesOf`). */
  routes: readonly BrowserRoute[];
  /** Shell-owned paths that have a screen. */
  shellPages: ReadonlySet<string>;
}

const SYSTEM_ADMIN_LOGIN = '/system-admin-login';

/** Spec 2.4: where an unknown path goes. */
export function unknownPathTarget(auth: ResolveInput['auth']): string {
  if (auth.status === 'patient') return '/patient-dashboard';
  if (auth.status === 'staff') return '/dashboard';
  return '/';
}

/** A path below /dashboard (not the home itself). */
function isUnderDashboard(pathname: string): boolean {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  return segments.length > 1 && segments[0] === 'dashboard';
}

function isSuperAdmin(auth: ResolveInput['auth']): boolean {
  return auth.status === 'staff' && isSuperAdminRole(auth.user?.role.name);
}

function accessRedirect(route: BrowserRoute, auth: ResolveInput['auth']): string | null {
  switch (route.access) {
    case 'public':
      return null;
    case 'staff':
      if (auth.status === 'staff') return null;
      return auth.status === 'patient' ? '/patient-dashboard' : '/login';
    case 'super-admin':
      if (isSuperAdmin(auth)) return null;
      if (auth.status === 'patient') return '/patient-dashboard';
      return auth.status === 'staff' ? '/dashboard' : '/login';
    case 'patient':
      if (auth.status === 'patient') return null;
      return auth.status === 'staff' ? '/dashboard' : '/patient-login';
    case 'system-admin':
      // The system administrator signs in on his own page with his own token (spec 4.7).
      return SYSTEM_ADMIN_LOGIN;
  }
}

/**
 * Decides what a path shows: the owning area, a redirect, or nothing. A route whose flag is off,
 * that no remote of the registry declares or whose shell screen does not exist is an unknown path.
 */
export function resolveRoute(input: ResolveInput): RouteResolution {
  const route = findBrowserRoute(input.pathname, input.routes);
  const servable =
    route !== undefined &&
    (route.flag === null || input.flags[route.flag]) &&
    (route.area !== 'shell' || route.redirectTo !== undefined || input.shellPages.has(route.path));

  if (route !== undefined && servable && route.access === 'public') return { kind: 'render', route };
  if (route !== undefined && servable && route.access === 'system-admin') {
    // The system administrator's area depends on his own sign-in only.
    const systemAdmin = input.systemAdmin ?? 'signed-out';
    if (systemAdmin === 'checking') return { kind: 'loading' };
    return systemAdmin === 'signed-in'
      ? { kind: 'render', route }
      : { kind: 'redirect', to: SYSTEM_ADMIN_LOGIN };
  }
  // A protected page, or an unknown path whose target depends on who this is: wait for auth.
  if (input.auth.status === 'loading') return { kind: 'loading' };
  if (route !== undefined && servable) {
    const redirect = accessRedirect(route, input.auth) ?? route.redirectTo ?? null;
    if (redirect === null) return { kind: 'render', route };
    if (redirect !== input.pathname) return { kind: 'redirect', to: redirect };
  }
  // Spec 2.2: inside the dashboard an unknown path (or one whose screen is not live) is 'Page
  // Not Found' in the frame, rather than a jump back to the home.
  if (input.auth.status === 'staff' && input.flags.ENABLE_DASHBOARD && isUnderDashboard(input.pathname)) {
    return { kind: 'dashboard-not-found' };
  }
  const target = unknownPathTarget(input.auth);
  if (target === input.pathname) return { kind: 'unavailable', area: route?.area ?? null };
  return { kind: 'redirect', to: target };
}
