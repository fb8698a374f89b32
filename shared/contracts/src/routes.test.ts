import { BROWSER_ROUTES, DASHBOARD_ALIASES, findBrowserRoute, matchesRoutePattern } from './routes';

describe('matchesRoutePattern', () => {
  it('matches exact segments, parameters and a trailing wildcard', () => {
    expect(matchesRoutePattern('/', '/')).toBe(true);
    expect(matchesRoutePattern('/blog/:slug', '/blog/no-shows')).toBe(true);
    expect(matchesRoutePattern('/blog/:slug', '/blog')).toBe(false);
    expect(matchesRoutePattern('/blog/:slug', '/blog/a/b')).toBe(false);
    expect(matchesRoutePattern('/system-admin/*', '/system-admin/tenants/42')).toBe(true);
    expect(matchesRoutePattern('/system-admin/*', '/system-admin')).toBe(false);
  });

  it('tolerates trailing slashes and malformed escapes', () => {
    expect(matchesRoutePattern('/faq', '/faq/')).toBe(true);
    expect(matchesRoutePattern('/faq', '/%E0%A4%A')).toBe(false);
  });
});

describe('BROWSER_ROUTES', () => {
  it('covers every marketing route of spec 2.1 for the marketing remote', () => {
    for (const path of [
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
      '/faq',
      '/privacy',
      '/terms',
      '/marketing',
      '/about',
      '/contact',
      '/product',
    ]) {
      expect(findBrowserRoute(path)).toMatchObject({ area: 'marketing', access: 'public', flag: null });
    }
    expect(findBrowserRoute('/blog/reduce-no-shows')?.path).toBe('/blog/:slug');
  });

  it('puts each sign-in route behind its flag', () => {
    expect(findBrowserRoute('/login')?.flag).toBe('ENABLE_LOGIN');
    expect(findBrowserRoute('/patient-login')?.flag).toBe('ENABLE_PATIENT_LOGIN');
    expect(findBrowserRoute('/register')?.flag).toBe('ENABLE_REGISTRATION');
    expect(findBrowserRoute('/dashboard/appointments')).toMatchObject({
      flag: 'ENABLE_DASHBOARD',
      access: 'staff',
      area: 'appointments',
    });
  });

  it('keeps the super-admin dashboard pages for super admins', () => {
    expect(findBrowserRoute('/dashboard/tenant_dashboard')).toMatchObject({
      access: 'super-admin',
      area: 'admin',
    });
    expect(findBrowserRoute('/dashboard/roles')).toMatchObject({ access: 'super-admin', area: 'admin' });
  });

  it('registers every staff dashboard route of spec 2.2 behind ENABLE_DASHBOARD', () => {
    const spec = [
      '',
      '/tenant_dashboard',
      '/appointments',
      '/staff',
      '/patients',
      '/roles',
      '/reminders',
      '/clinical-billing',
      '/integrations',
      '/integrations/stripe/return',
      '/integrations/stripe/refresh',
      '/notifications',
      '/reports',
      '/settings',
      '/campaigns',
      '/brand',
      '/phone-numbers',
      '/message-history',
      '/analytics',
      '/system-analytics',
      '/templates',
      '/provider-notes',
      '/forms-management',
      '/consents/create',
      '/consents/edit/7',
      '/invoices/create',
      '/audit',
      '/user-settings',
      '/documentation',
      '/documentation/getting-started',
      '/admin/subscription-management',
      '/admin/platform-settings',
    ];
    for (const sub of spec) {
      const found = findBrowserRoute(`/dashboard${sub}`);
      expect(found?.flag).toBe('ENABLE_DASHBOARD');
      expect(['staff', 'super-admin']).toContain(found?.access);
      expect(found?.redirectTo).toBeUndefined();
    }
    expect(findBrowserRoute('/subscribe')).toMatchObject({ access: 'staff', flag: 'ENABLE_DASHBOARD' });
  });

  it("sends spec 2.11's /dashboard/subscription-management to the screen of spec 2.2", () => {
    expect(DASHBOARD_ALIASES).toEqual({
      '/dashboard/subscription-management': '/dashboard/admin/subscription-management',
    });
    expect(findBrowserRoute('/dashboard/subscription-management')).toEqual({
      path: '/dashboard/subscription-management',
      area: 'admin',
      access: 'staff',
      flag: 'ENABLE_DASHBOARD',
      redirectTo: '/dashboard/admin/subscription-management',
    });
  });

  it('prefers a literal segment over a parameter', () => {
    expect(findBrowserRoute('/system-admin/tenants')?.path).toBe('/system-admin/:tab');
    expect(findBrowserRoute('/dashboard/consents/edit/12')?.path).toBe('/dashboard/consents/edit/:id');
  });

  it('has no duplicate paths', () => {
    const paths = BROWSER_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('knows nothing of unknown paths', () => {
    expect(findBrowserRoute('/nope')).toBeUndefined();
    expect(findBrowserRoute('/dashboard/nope')).toBeUndefined();
  });
});
