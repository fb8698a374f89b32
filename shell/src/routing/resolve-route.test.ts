import {
  ALL_ON_FLAGS,
  PRELAUNCH_FLAGS,
  SPEC_MARKETING_PATHS,
  browserRoutesOf,
  type LaunchFlags,
  type RouteOwner,
} from '@clinio/contracts';
import type { AuthUser } from '@clinio/platform';
import {
  resolveRoute,
  unknownPathTarget,
  type ResolveInput,
  type RouteResolution,
  type SystemAdminStatus,
} from './resolve-route';

type Who = 'signed-out' | 'loading' | 'staff' | 'super-admin' | 'patient';

function userWithRole(name: string): AuthUser {
  return {
    id: 'u1',
    username: 'someone',
    email: 'someone@clinic.example',
    firstName: null,
    lastName: null,
    profilePicture: null,
    role: { name, permissions: [] },
  };
}

const AUTH: Record<Who, ResolveInput['auth']> = {
  'signed-out': { status: 'signed-out', user: null },
  loading: { status: 'loading', user: null },
  staff: { status: 'staff', user: userWithRole('admin') },
  'super-admin': { status: 'staff', user: userWithRole('super_admin') },
  patient: { status: 'patient', user: userWithRole('Patient') },
};

/** The areas remotes declare, as the registry would carry them (spec section 2's routes). */
const OWNERS: readonly RouteOwner[] = [
  { name: 'marketing', routes: SPEC_MARKETING_PATHS },
  {
    name: 'admin',
    routes: [
      '/dashboard/tenant_dashboard',
      '/dashboard/staff',
      '/dashboard/roles',
      '/dashboard/admin/subscription-management',
      '/integrations/google/callback',
      '/system-admin/*',
      '/subscribe',
    ],
  },
  {
    name: 'appointments',
    routes: ['/dashboard/appointments/*', '/embed/calendar/:clinicId', '/workflow/:appointmentId'],
  },
  {
    name: 'patients',
    routes: [
      '/dashboard/patients/*',
      '/dashboard/provider-notes/*',
      '/patient-dashboard',
      '/patient-dashboard/provider-notes',
    ],
  },
  { name: 'forms', routes: ['/forms/*', '/dashboard/forms-management/*', '/dashboard/consents/*'] },
  {
    name: 'billing',
    routes: [
      '/dashboard/clinical-billing/*',
      '/dashboard/integrations/stripe/*',
      '/patient-dashboard/billing',
    ],
  },
];
type AreaName = 'marketing' | 'admin' | 'appointments' | 'patients' | 'forms' | 'billing';
const SHELL_PAGES = new Set([
  '/login',
  '/patient-login',
  '/system-admin-login',
  '/verify-email',
  '/dashboard',
  '/dashboard/tenant_dashboard',
  '/system-admin',
]);

function resolve(
  pathname: string,
  who: Who,
  options: {
    flags?: Partial<LaunchFlags>;
    areas?: AreaName[];
    shellPages?: string[];
    systemAdmin?: SystemAdminStatus;
  } = {},
): RouteResolution {
  return resolveRoute({
    pathname,
    auth: AUTH[who],
    systemAdmin: options.systemAdmin,
    flags: { ...ALL_ON_FLAGS, ...options.flags },
    routes: browserRoutesOf(
      options.areas ? OWNERS.filter((owner) => options.areas?.includes(owner.name as AreaName)) : OWNERS,
    ),
    shellPages: options.shellPages ? new Set(options.shellPages) : SHELL_PAGES,
  });
}

/** A short form of a resolution for the tables: 'render area', '-> /path', 'unavailable', 'loading'. */
function outcome(resolution: RouteResolution): string {
  switch (resolution.kind) {
    case 'render':
      return `render ${resolution.route.area}`;
    case 'redirect':
      return `-> ${resolution.to}`;
    case 'unavailable':
      return 'unavailable';
    case 'loading':
      return 'loading';
    case 'dashboard-not-found':
      return 'page not found';
  }
}

describe('unknownPathTarget (spec 2.4)', () => {
  it.each([
    ['patient', '/patient-dashboard'],
    ['staff', '/dashboard'],
    ['super-admin', '/dashboard'],
    ['signed-out', '/'],
  ] as const)('%s goes to %s', (who, target) => {
    expect(unknownPathTarget(AUTH[who])).toBe(target);
  });
});

describe('with every flag on and every area in the registry', () => {
  it.each<[string, Who, string]>([
    // public pages, whoever asks
    ['/', 'signed-out', 'render marketing'],
    ['/', 'staff', 'render marketing'],
    ['/blog/why-reminders-work', 'signed-out', 'render marketing'],
    ['/privacy', 'patient', 'render marketing'],
    ['/login', 'signed-out', 'render shell'],
    ['/embed/calendar/c-42', 'signed-out', 'render appointments'],
    ['/integrations/google/callback', 'staff', 'render admin'],
    // spec 2.4: outside the authentication check
    ['/forms', 'signed-out', 'render forms'],
    ['/forms/builder/f-1', 'signed-out', 'render forms'],
    ['/workflow/appt-9', 'patient', 'render appointments'],
    // staff dashboard (its home is the shell's; the tenant dashboard is mfe-admin's)
    ['/dashboard', 'staff', 'render shell'],
    ['/dashboard/appointments', 'staff', 'render appointments'],
    ['/dashboard/consents/edit/c-1', 'staff', 'render forms'],
    ['/dashboard/integrations/stripe/return', 'staff', 'render billing'],
    ['/subscribe', 'staff', 'render admin'],
    ['/dashboard', 'signed-out', '-> /login'],
    ['/dashboard/patients', 'signed-out', '-> /login'],
    ['/dashboard/patients', 'patient', '-> /patient-dashboard'],
    // super admin only
    ['/dashboard/tenant_dashboard', 'super-admin', 'render admin'],
    ['/dashboard/roles', 'super-admin', 'render admin'],
    ['/dashboard/tenant_dashboard', 'staff', '-> /dashboard'],
    ['/dashboard/roles', 'signed-out', '-> /login'],
    ['/dashboard/roles', 'patient', '-> /patient-dashboard'],
    // patient dashboard
    ['/patient-dashboard', 'patient', 'render patients'],
    ['/patient-dashboard/billing', 'patient', 'render billing'],
    ['/patient-dashboard', 'signed-out', '-> /patient-login'],
    ['/patient-dashboard/consents', 'staff', '-> /dashboard'],
    // system administrator: his own sign-in, whoever else is signed in
    ['/system-admin', 'signed-out', '-> /system-admin-login'],
    ['/system-admin/tenants', 'super-admin', '-> /system-admin-login'],
    ['/system-admin/tenants/t-1/audit', 'staff', '-> /system-admin-login'],
    ['/system-admin-login', 'signed-out', 'render shell'],
    // unknown paths (spec 2.4)
    ['/no-such-page', 'signed-out', '-> /'],
    ['/no-such-page', 'staff', '-> /dashboard'],
    ['/no-such-page', 'super-admin', '-> /dashboard'],
    ['/no-such-page', 'patient', '-> /patient-dashboard'],
    ['/patient-dashboard/unknown', 'patient', '-> /patient-dashboard'],
    ['/blog/a/b', 'signed-out', '-> /'],
    // spec 2.2: unknown dashboard paths stay inside the dashboard for staff
    ['/dashboard/no-such-page', 'staff', 'page not found'],
    // a remote's prefix reaches its deep links: the remote's own router decides what they show
    ['/dashboard/patients/42/extra', 'super-admin', 'render patients'],
    ['/dashboard/no-such-page', 'signed-out', '-> /'],
    ['/dashboard/no-such-page', 'patient', '-> /patient-dashboard'],
    // spec 2.11's path for subscription management is an alias of spec 2.2's
    ['/dashboard/subscription-management', 'staff', '-> /dashboard/admin/subscription-management'],
    ['/dashboard/subscription-management', 'signed-out', '-> /login'],
    ['/dashboard/admin/subscription-management', 'staff', 'render admin'],
  ])('%s as %s: %s', (pathname, who, expected) => {
    expect(outcome(resolve(pathname, who))).toBe(expected);
  });

  it('hands back the matched route, with its access and flag', () => {
    expect(resolve('/dashboard/forms-management', 'staff')).toEqual({
      kind: 'render',
      route: {
        path: '/dashboard/forms-management/*',
        area: 'forms',
        access: 'staff',
        flag: 'ENABLE_DASHBOARD',
      },
    });
  });
});

describe('a route whose flag is off behaves as an unknown path', () => {
  it.each<[string, Who, Partial<LaunchFlags>, string]>([
    ['/login', 'signed-out', { ENABLE_LOGIN: false }, '-> /'],
    ['/forgot-password', 'signed-out', { ENABLE_LOGIN: false }, '-> /'],
    ['/patient-login', 'signed-out', { ENABLE_PATIENT_LOGIN: false }, '-> /'],
    ['/register', 'signed-out', { ENABLE_REGISTRATION: false }, '-> /'],
    ['/dashboard/appointments', 'signed-out', { ENABLE_DASHBOARD: false }, '-> /'],
    ['/dashboard/appointments', 'patient', { ENABLE_DASHBOARD: false }, '-> /patient-dashboard'],
    // the target of an unknown path that is itself off: nothing to send the user to
    ['/dashboard', 'staff', { ENABLE_DASHBOARD: false }, 'unavailable'],
    ['/dashboard/no-such-page', 'staff', { ENABLE_DASHBOARD: false }, '-> /dashboard'],
  ])('%s as %s with %j: %s', (pathname, who, flags, expected) => {
    expect(outcome(resolve(pathname, who, { flags }))).toBe(expected);
  });

  it('in pre-launch mode only the public pages are served', () => {
    const prelaunch = { flags: PRELAUNCH_FLAGS };
    expect(outcome(resolve('/', 'signed-out', prelaunch))).toBe('render marketing');
    expect(outcome(resolve('/contact-us', 'signed-out', prelaunch))).toBe('render marketing');
    expect(outcome(resolve('/forms', 'signed-out', prelaunch))).toBe('render forms');
    for (const path of ['/login', '/patient-login', '/registration', '/dashboard', '/dashboard/audit']) {
      expect(outcome(resolve(path, 'signed-out', prelaunch))).toBe('-> /');
    }
  });
});

describe('an owner missing from the registry behaves as an unknown path', () => {
  it.each<[string, Who, AreaName[], string]>([
    ['/forms', 'signed-out', ['marketing'], '-> /'],
    ['/dashboard/clinical-billing', 'staff', ['marketing', 'admin'], 'page not found'],
    ['/patient-dashboard/billing', 'patient', ['patients'], '-> /patient-dashboard'],
    ['/dashboard/appointments', 'signed-out', ['marketing', 'admin'], '-> /'],
  ])('%s as %s with only %j: %s', (pathname, who, areas, expected) => {
    expect(outcome(resolve(pathname, who, { areas }))).toBe(expected);
  });

  it('shows the unavailable page, not a redirect loop, when the landing page itself is missing', () => {
    expect(resolve('/', 'signed-out', { areas: [] })).toEqual({ kind: 'unavailable', area: null });
    expect(resolve('/about-us', 'signed-out', { areas: [] })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('guards the staff and patient home pages the same way', () => {
    expect(resolve('/dashboard', 'staff', { shellPages: [] })).toEqual({
      kind: 'unavailable',
      area: 'shell',
    });
    // The patient home is mfe-patients' (ADR 035): without it, the shell's route has no screen.
    expect(resolve('/patient-dashboard', 'patient', { areas: ['marketing', 'admin'] })).toEqual({
      kind: 'unavailable',
      area: 'shell',
    });
  });
});

describe('a shell route without a built screen behaves as an unknown path', () => {
  it.each<[string, Who, string]>([
    ['/login', 'signed-out', '-> /'],
    ['/verify-email', 'signed-out', '-> /'],
    ['/patient-login', 'staff', '-> /dashboard'],
  ])('%s as %s: %s', (pathname, who, expected) => {
    expect(outcome(resolve(pathname, who, { shellPages: [] }))).toBe(expected);
  });

  it('so a signed-out visitor sent to /login ends on / while no login page exists', () => {
    const first = resolve('/dashboard', 'signed-out', { shellPages: ['/dashboard'] });
    expect(first).toEqual({ kind: 'redirect', to: '/login' });
    expect(resolve('/login', 'signed-out', { shellPages: [] })).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe('while authentication loads (spec 2.4: a spinner)', () => {
  it.each<[string, string]>([
    ['/', 'render marketing'],
    ['/faq', 'render marketing'],
    ['/forms/builder', 'render forms'],
    ['/dashboard', 'loading'],
    ['/dashboard/roles', 'loading'],
    ['/patient-dashboard', 'loading'],
    // his own sign-in decides, not the user's
    ['/system-admin', '-> /system-admin-login'],
    ['/no-such-page', 'loading'],
  ])('%s: %s', (pathname, expected) => {
    expect(outcome(resolve(pathname, 'loading'))).toBe(expected);
  });
});

describe("the system administrator's area follows his own sign-in only (spec 4.7)", () => {
  it.each<[string, Who, SystemAdminStatus, string]>([
    ['/system-admin', 'signed-out', 'signed-in', 'render shell'],
    ['/system-admin/tenants', 'patient', 'signed-in', 'render admin'],
    ['/system-admin/tenants/t-1', 'loading', 'signed-in', 'render admin'],
    ['/system-admin', 'staff', 'checking', 'loading'],
    ['/system-admin', 'loading', 'signed-out', '-> /system-admin-login'],
    ['/system-admin/tenants', 'super-admin', 'signed-out', '-> /system-admin-login'],
  ])('%s as %s with the administrator %s: %s', (pathname, who, systemAdmin, expected) => {
    expect(outcome(resolve(pathname, who, { systemAdmin }))).toBe(expected);
  });

  it('lets the sign-in page be reached while his token is checked', () => {
    expect(outcome(resolve('/system-admin-login', 'signed-out', { systemAdmin: 'checking' }))).toBe(
      'render shell',
    );
  });
});
