import type { LaunchFlagName } from './config';

/** Who owns the screen of a route: the shell itself or a remote of the registry (by name). */
export type RouteArea = 'shell' | (string & {});

/**
 * Who may open it. `public` needs nothing; the others need that kind of sign-in. Spec 2.4's
 * /forms and /workflow pages are outside the authentication check, so they are `public` too.
 */
export type RouteAccess = 'public' | 'staff' | 'super-admin' | 'patient' | 'system-admin';

export interface BrowserRoute {
  /** `:name` for one segment; a trailing `*` for the prefix itself and everything below it. */
  path: string;
  area: RouteArea;
  access: RouteAccess;
  flag: LaunchFlagName | null;
  /** An alias: once access is granted, the browser is sent to this path instead. */
  redirectTo?: string;
}

/** A remote as far as routing cares: its name and the path patterns its area declares. */
export interface RouteOwner {
  name: string;
  routes: readonly string[];
}

/**
 * Spec 2.1's marketing pages. Not a routing table (mfe-marketing declares its own routes): spec
 * 4.7's monitoring uses it as the public list.
 */
export const SPEC_MARKETING_PATHS: readonly string[] = [
  '/',
  '/product-details',
  '/about-us',
  '/contact-us',
  '/patient-journey',
  '/specialties',
  '/case-studies',
  '/comparison',
  '/roi-calculator',
  '/blog',
  '/blog/:slug',
  '/faq',
  '/privacy',
  '/terms',
  '/marketing',
  '/about',
  '/contact',
  '/product',
];

/** Spec 6: these dashboard screens are a super admin's only. */
export const SUPER_ADMIN_PATHS: readonly string[] = ['/dashboard/tenant_dashboard', '/dashboard/roles'];

/**
 * Spec 2.11's 'Upgrade Now' names /dashboard/subscription-management while spec 2.2 lists the
 * screen at /dashboard/admin/subscription-management: the first is an alias of the second.
 */
export const DASHBOARD_ALIASES: Readonly<Record<string, string>> = {
  '/dashboard/subscription-management': '/dashboard/admin/subscription-management',
};

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * Spec section 2's access and flag of any path, whoever serves it: the staff dashboard (2.2,
 * behind ENABLE_DASHBOARD, a few screens for super admins only), the patient dashboard (2.3), the
 * system administrator's area (4.7); everything else is public (2.1, 2.4).
 */
export function accessOfPath(pattern: string): Pick<BrowserRoute, 'access' | 'flag'> {
  const path = pattern.endsWith('/*') ? pattern.slice(0, -2) || '/' : pattern;
  if (isUnder(path, '/dashboard') || path === '/subscribe') {
    const superAdmin = SUPER_ADMIN_PATHS.some((prefix) => isUnder(path, prefix));
    return { access: superAdmin ? 'super-admin' : 'staff', flag: 'ENABLE_DASHBOARD' };
  }
  if (isUnder(path, '/patient-dashboard')) return { access: 'patient', flag: null };
  if (isUnder(path, '/system-admin')) return { access: 'system-admin', flag: null };
  return { access: 'public', flag: null };
}

const shellRoute = (path: string, flag: LaunchFlagName | null = null): BrowserRoute => ({
  path,
  area: 'shell',
  ...accessOfPath(path),
  ...(flag === null ? {} : { flag }),
});

/**
 * The shell's own routes: its screens (sign-in, recovery, registration, the three homes) and the
 * spec's aliases. Every other route comes from the areas the registry's remotes declare.
 */
export const SHELL_ROUTES: readonly BrowserRoute[] = [
  // 2.1 sign-in and recovery
  ...['/login', '/forgot-password', '/forgot-username', '/reset-password'].map((path) =>
    shellRoute(path, 'ENABLE_LOGIN'),
  ),
  ...[
    '/patient-login',
    '/patient-forgot-password',
    '/patient-reset-password',
    '/patient-forgot-username',
  ].map((path) => shellRoute(path, 'ENABLE_PATIENT_LOGIN')),
  // 2.1 registration
  ...[
    '/patient-registration',
    '/register',
    '/registration',
    '/registration-success',
    '/staff-register',
    '/authorize-clinic',
  ].map((path) => shellRoute(path, 'ENABLE_REGISTRATION')),
  shellRoute('/verify-email'),
  shellRoute('/system-admin-login'),
  // The homes: 2.2, 2.3 and the system administrator's. The shell has no screen of its own at
  // /patient-dashboard: mfe-patients declares that exact path and serves it (ADR 035); the route
  // stays here so the unknown-path rule of 2.4 has its target, and a missing remote shows 'We'll
  // be right back' instead of a redirect loop.
  shellRoute('/dashboard'),
  shellRoute('/patient-dashboard'),
  shellRoute('/system-admin'),
  ...Object.entries(DASHBOARD_ALIASES).map(([path, to]) => ({ ...shellRoute(path), redirectTo: to })),
];

/** The shell's routes and those of every remote area, with spec section 2's access and flags. */
export function browserRoutesOf(owners: readonly RouteOwner[]): BrowserRoute[] {
  return [
    ...SHELL_ROUTES,
    ...owners.flatMap((owner) =>
      owner.routes.map((path) => ({ path, area: owner.name, ...accessOfPath(path) })),
    ),
  ];
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Does `pathname` match a `pattern`: literal segments, `:param` for any one segment, a trailing
 * `*` for the prefix itself and anything below it?
 */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  for (let index = 0; index < expected.length; index += 1) {
    const part = expected[index];
    if (part === '*') return actual.length >= index;
    const value = actual[index];
    if (value === undefined) return false;
    if (part?.startsWith(':')) continue;
    if (part !== safeDecode(value)) return false;
  }
  return expected.length === actual.length;
}

/** Literal segments outrank parameters, and an exact pattern outranks a prefix. */
function specificity(pattern: string): number {
  const parts = segmentsOf(pattern);
  const fixed = parts.reduce((total, part) => {
    if (part === '*') return total;
    return total + (part.startsWith(':') ? 1 : 2);
  }, 0);
  return fixed * 2 + (parts.at(-1) === '*' ? 0 : 1);
}

/**
 * The route a path belongs to: the most specific match; between equals, a remote's over the
 * shell's own (so a remote can take over a screen the shell served until then).
 */
export function findBrowserRoute(
  pathname: string,
  routes: readonly BrowserRoute[] = SHELL_ROUTES,
): BrowserRoute | undefined {
  const matches = routes.filter((candidate) => matchesRoutePattern(candidate.path, pathname));
  const rank = (candidate: BrowserRoute) =>
    specificity(candidate.path) * 2 + (candidate.area === 'shell' ? 0 : 1);
  return matches.sort((a, b) => rank(b) - rank(a))[0];
}
