import {
  DASHBOARD_ALIASES,
  SHELL_ROUTES,
  accessOfPath,
  browserRoutesOf,
  findBrowserRoute,
  matchesRoutePattern,
} from './routes';

describe('matchesRoutePattern', () => {
  it('matches literal segments, parameters and prefixes', () => {
    expect(matchesRoutePattern('/', '/')).toBe(true);
    expect(matchesRoutePattern('/blog/:slug', '/blog/no-shows')).toBe(true);
    expect(matchesRoutePattern('/blog/:slug', '/blog')).toBe(false);
    expect(matchesRoutePattern('/blog/:slug', '/blog/a/b')).toBe(false);
    expect(matchesRoutePattern('/dashboard/patients/*', '/dashboard/patients/42/notes')).toBe(true);
    // A prefix owns itself, so `/dashboard/patients/*` serves the list and every deep link.
    expect(matchesRoutePattern('/dashboard/patients/*', '/dashboard/patients')).toBe(true);
    expect(matchesRoutePattern('/dashboard/patients/*', '/dashboard/patientsx')).toBe(false);
  });

  it('ignores a trailing slash and refuses a broken escape', () => {
    expect(matchesRoutePattern('/faq', '/faq/')).toBe(true);
    expect(matchesRoutePattern('/faq', '/%E0%A4%A')).toBe(false);
  });
});

describe('accessOfPath (spec section 2)', () => {
  it('puts the staff dashboard behind ENABLE_DASHBOARD, with super-admin screens', () => {
    expect(accessOfPath('/dashboard/patients/*')).toEqual({ access: 'staff', flag: 'ENABLE_DASHBOARD' });
    expect(accessOfPath('/subscribe')).toEqual({ access: 'staff', flag: 'ENABLE_DASHBOARD' });
    expect(accessOfPath('/dashboard/roles')).toEqual({ access: 'super-admin', flag: 'ENABLE_DASHBOARD' });
    expect(accessOfPath('/dashboard/tenant_dashboard')).toMatchObject({ access: 'super-admin' });
  });

  it('knows the patient and system-admin areas and leaves the rest public', () => {
    expect(accessOfPath('/patient-dashboard/consents')).toEqual({ access: 'patient', flag: null });
    expect(accessOfPath('/system-admin/*')).toEqual({ access: 'system-admin', flag: null });
    expect(accessOfPath('/system-admin-login')).toEqual({ access: 'public', flag: null });
    expect(accessOfPath('/embed/calendar/:clinicId')).toEqual({ access: 'public', flag: null });
    expect(accessOfPath('/workflow/:appointmentId')).toEqual({ access: 'public', flag: null });
  });
});

describe('the shell routes', () => {
  it('carry the flags of spec 2.1', () => {
    expect(findBrowserRoute('/login')).toMatchObject({ area: 'shell', flag: 'ENABLE_LOGIN' });
    expect(findBrowserRoute('/patient-login')?.flag).toBe('ENABLE_PATIENT_LOGIN');
    expect(findBrowserRoute('/register')?.flag).toBe('ENABLE_REGISTRATION');
    expect(findBrowserRoute('/dashboard')).toMatchObject({ access: 'staff', flag: 'ENABLE_DASHBOARD' });
  });

  it("send spec 2.11's /dashboard/subscription-management to the screen of spec 2.2", () => {
    expect(DASHBOARD_ALIASES).toEqual({
      '/dashboard/subscription-management': '/dashboard/admin/subscription-management',
    });
    expect(findBrowserRoute('/dashboard/subscription-management')).toMatchObject({
      access: 'staff',
      redirectTo: '/dashboard/admin/subscription-management',
    });
  });

  it('name no screen of a remote', () => {
    expect(SHELL_ROUTES.every((route) => route.area === 'shell')).toBe(true);
    expect(findBrowserRoute('/dashboard/staff')).toBeUndefined();
    expect(findBrowserRoute('/about-us')).toBeUndefined();
    const paths = SHELL_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('routes from the registry', () => {
  const routes = browserRoutesOf([
    { name: 'admin', routes: ['/dashboard/staff', '/dashboard/roles', '/system-admin/*'] },
    { name: 'patients', routes: ['/dashboard/patients/*', '/patient-dashboard', '/patient-dashboard/*'] },
    { name: 'marketing', routes: ['/', '/blog/:slug', '/blog/featured'] },
  ]);

  it('reach deep links of a prefix and take access from the spec', () => {
    expect(findBrowserRoute('/dashboard/patients/9f3c/print', routes)).toMatchObject({
      area: 'patients',
      access: 'staff',
      flag: 'ENABLE_DASHBOARD',
    });
    expect(findBrowserRoute('/dashboard/roles', routes)).toMatchObject({
      area: 'admin',
      access: 'super-admin',
    });
    expect(findBrowserRoute('/system-admin/tenants/3', routes)).toMatchObject({ area: 'admin' });
  });

  it('prefer the most specific pattern, and a remote over the shell at equal rank', () => {
    expect(findBrowserRoute('/blog/featured', routes)?.path).toBe('/blog/featured');
    expect(findBrowserRoute('/blog/other', routes)?.path).toBe('/blog/:slug');
    // The shell's own /system-admin home is exact; the admin prefix only reaches below it.
    expect(findBrowserRoute('/system-admin', routes)?.area).toBe('shell');
    // A remote that declares the exact path takes over the shell's screen.
    expect(findBrowserRoute('/patient-dashboard', routes)?.area).toBe('patients');
  });

  it('leave every other path unknown', () => {
    expect(findBrowserRoute('/nope', routes)).toBeUndefined();
    expect(findBrowserRoute('/dashboard/nope', routes)).toBeUndefined();
  });
});
