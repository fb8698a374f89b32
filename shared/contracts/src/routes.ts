import type { LaunchFlagName } from './config';
import type { RemoteName } from './registry';

/** Who owns the screen of a route: the shell itself or a named remote. */
export type RouteArea = 'shell' | RemoteName;

/**
 * Who may open it. `public` needs nothing; the others need that kind of sign-in. Spec 2.4's
 * /forms and /workflow pages are outside the authentication check, so they are `public` too.
 */
export type RouteAccess = 'public' | 'staff' | 'super-admin' | 'patient' | 'system-admin';

export interface BrowserRoute {
  /** react-router pattern: `:name` for one segment, a trailing `*` for the rest. */
  path: string;
  area: RouteArea;
  access: RouteAccess;
  flag: LaunchFlagName | null;
  /** An alias: once access is granted, the browser is sent to this path instead. */
  redirectTo?: string;
}

const route = (
  path: string,
  area: RouteArea,
  access: RouteAccess = 'public',
  flag: LaunchFlagName | null = null,
): BrowserRoute => ({ path, area, access, flag });

const MARKETING_PATHS = [
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

/**
 * Everyone's dashboard home (/dashboard), the patient
 * portal home and the system-admin home are screens of the shell.
 */
const DASHBOARD_AREAS: Record<string, RouteArea> = {
  '': 'shell',
  appointments: 'appointments',
  staff: 'admin',
  patients: 'patients',
  reminders: 'messaging',
  'clinical-billing': 'billing',
  integrations: 'admin',
  'integrations/stripe/return': 'billing',
  'integrations/stripe/refresh': 'billing',
  notifications: 'admin',
  reports: 'admin',
  settings: 'admin',
  campaigns: 'messaging',
  brand: 'admin',
  'phone-numbers': 'messaging',
  'message-history': 'messaging',
  analytics: 'admin',
  'system-analytics': 'admin',
  templates: 'messaging',
  'provider-notes': 'patients',
  'forms-management': 'forms',
  'consents/create': 'forms',
  'consents/edit/:id': 'forms',
  'invoices/create': 'billing',
  audit: 'admin',
  'user-settings': 'admin',
  documentation: 'admin',
  'documentation/:slug': 'admin',
  'admin/subscription-management': 'admin',
  'admin/platform-settings': 'admin',
};
const SUPER_ADMIN_DASHBOARD: Record<string, RouteArea> = { tenant_dashboard: 'admin', roles: 'admin' };

/**
 * Spec 2.11's 'Upgrade Now' names /dashboard/subscription-management while spec 2.2 lists the
 * screen at /dashboard/admin/subscription-management: the first is an alias of the second.
 */
export const DASHBOARD_ALIASES: Readonly<Record<string, string>> = {
  '/dashboard/subscription-management': '/dashboard/admin/subscription-management',
};

/** Every browser route of spec section 2, with its flag and the area that owns it. */
export const BROWSER_ROUTES: readonly BrowserRoute[] = [
  ...MARKETING_PATHS.map((path) => route(path, 'marketing')),
  // 2.1 sign-in and recovery
  route('/login', 'shell', 'public', 'ENABLE_LOGIN'),
  route('/forgot-password', 'shell', 'public', 'ENABLE_LOGIN'),
  route('/forgot-username', 'shell', 'public', 'ENABLE_LOGIN'),
  route('/reset-password', 'shell', 'public', 'ENABLE_LOGIN'),
  route('/patient-login', 'shell', 'public', 'ENABLE_PATIENT_LOGIN'),
  route('/patient-forgot-password', 'shell', 'public', 'ENABLE_PATIENT_LOGIN'),
  route('/patient-reset-password', 'shell', 'public', 'ENABLE_PATIENT_LOGIN'),
  route('/patient-forgot-username', 'shell', 'public', 'ENABLE_PATIENT_LOGIN'),
  // 2.1 registration
  ...[
    '/patient-registration',
    '/register',
    '/registration',
    '/registration-success',
    '/staff-register',
    '/authorize-clinic',
  ].map((path) => route(path, 'shell', 'public', 'ENABLE_REGISTRATION')),
  route('/verify-email', 'shell'),
  route('/integrations/google/callback', 'admin'),
  route('/integrations/zoom/callback', 'admin'),
  route('/embed/calendar/:clinicId', 'appointments'),
  // 2.1 system administrator
  route('/system-admin-login', 'shell'),
  route('/system-admin', 'shell', 'system-admin'),
  route('/system-admin/:tab', 'admin', 'system-admin'),
  route('/system-admin/*', 'admin', 'system-admin'),
  // 2.2 staff dashboard
  ...Object.entries(DASHBOARD_AREAS).map(([sub, area]) =>
    route(sub === '' ? '/dashboard' : `/dashboard/${sub}`, area, 'staff', 'ENABLE_DASHBOARD'),
  ),
  ...Object.entries(SUPER_ADMIN_DASHBOARD).map(([sub, area]) =>
    route(`/dashboard/${sub}`, area, 'super-admin', 'ENABLE_DASHBOARD'),
  ),
  ...Object.entries(DASHBOARD_ALIASES).map(([path, to]) => ({
    ...route(path, DASHBOARD_AREAS[to.slice('/dashboard/'.length)] ?? 'shell', 'staff', 'ENABLE_DASHBOARD'),
    redirectTo: to,
  })),
  route('/subscribe', 'admin', 'staff', 'ENABLE_DASHBOARD'),
  // 2.3 patient dashboard
  route('/patient-dashboard', 'shell', 'patient'),
  route('/patient-dashboard/provider-notes', 'patients', 'patient'),
  route('/patient-dashboard/consents', 'patients', 'patient'),
  route('/patient-dashboard/billing', 'billing', 'patient'),
  // 2.4 outside the authentication check
  route('/forms', 'forms'),
  route('/forms/builder', 'forms'),
  route('/forms/builder/:id', 'forms'),
  route('/workflow/:appointmentId', 'appointments'),
];

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

/** Does `pathname` match a react-router style `pattern` (`:param`, trailing `*`)? */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  for (let index = 0; index < expected.length; index += 1) {
    const part = expected[index];
    if (part === '*') return actual.length > index;
    const value = actual[index];
    if (value === undefined) return false;
    if (part?.startsWith(':')) continue;
    if (part !== safeDecode(value)) return false;
  }
  return expected.length === actual.length;
}

/** The route a path belongs to, preferring exact segments over parameters and wildcards. */
export function findBrowserRoute(pathname: string): BrowserRoute | undefined {
  const matches = BROWSER_ROUTES.filter((candidate) => matchesRoutePattern(candidate.path, pathname));
  const score = (candidate: BrowserRoute) =>
    segmentsOf(candidate.path).reduce((total, part) => {
      if (part === '*') return total;
      return total + (part.startsWith(':') ? 1 : 2);
    }, 0);
  return matches.sort((a, b) => score(b) - score(a))[0];
}
