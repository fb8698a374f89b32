import { MONITORED_PUBLIC_PATHS, decideMonitoring, isPublicPage, visitorOf, type Visitor } from './gating';

const storageWith = (entries: Record<string, string>) => ({
  getItem: (key: string) =>
    Object.prototype.hasOwnProperty.call(entries, key) ? (entries[key] ?? null) : null,
});

describe('visitorOf (spec 4.7)', () => {
  it('sees a signed-out visitor when none of the four keys is stored', () => {
    expect(visitorOf(storageWith({}))).toBe('signed_out');
    expect(visitorOf(storageWith({ refresh_token: 'r', featureCache: '{}' }))).toBe('signed_out');
  });

  it.each(['access_token', 'clinicData', 'userProfile'])('sees staff when %s is stored', (key) => {
    expect(visitorOf(storageWith({ [key]: 'x' }))).toBe('staff');
  });

  it('counts a stored empty value as stored', () => {
    expect(visitorOf(storageWith({ access_token: '' }))).toBe('staff');
  });

  it('sees a patient when patient data is stored, even beside a staff profile', () => {
    expect(visitorOf(storageWith({ patientData: '{}' }))).toBe('patient');
    expect(visitorOf(storageWith({ patientData: '{}', access_token: 't', userProfile: '{}' }))).toBe(
      'patient',
    );
  });
});

describe('isPublicPage (spec 4.7)', () => {
  it.each([
    '/',
    '/about-us',
    '/blog',
    '/blog/no-shows',
    '/faq/',
    '/marketing',
    '/about',
    '/contact',
    '/product',
    '/login',
    '/patient-login',
    '/register',
    '/verify-email',
  ])('counts %s as public', (path) => {
    expect(isPublicPage(path)).toBe(true);
  });

  it.each([
    '/dashboard',
    '/dashboard/patients',
    '/patient-dashboard',
    '/patient-dashboard/consents',
    '/forms',
    '/workflow/42',
    '/embed/calendar/7',
    '/system-admin',
    '/system-admin-login',
    '/integrations/google/callback',
    '/authorize-clinic',
    '/nowhere',
    '/blog/a/b',
  ])('does not count %s as public', (path) => {
    expect(isPublicPage(path)).toBe(false);
  });

  it('never counts the dashboards as public, even when the list would match them', () => {
    const broad = ['/dashboard', '/dashboard/*', '/patient-dashboard/*', '/Dashboard/*', '/faq'];
    expect(isPublicPage('/dashboard', broad)).toBe(false);
    expect(isPublicPage('/dashboard/audit', broad)).toBe(false);
    expect(isPublicPage('/patient-dashboard/billing', broad)).toBe(false);
    expect(isPublicPage('/Dashboard/audit', broad)).toBe(false);
    expect(isPublicPage('/faq', broad)).toBe(true);
  });

  it('lists the four marketing paths named for monitoring', () => {
    expect(MONITORED_PUBLIC_PATHS).toEqual(
      expect.arrayContaining(['/marketing', '/about', '/contact', '/product']),
    );
  });
});

describe('decideMonitoring (spec 4.7)', () => {
  const off = { authenticatedMonitoring: false, patientMonitoring: false };
  const decide = (visitor: Visitor, pathname: string, flags = off) =>
    decideMonitoring({ pathname, visitor, flags });

  it('watches a signed-out visitor on a public page, with analytics', () => {
    expect(decide('signed_out', '/pricing-is-not-a-route')).toEqual({
      monitoring: false,
      analytics: false,
      isAnonymousPublicVisit: false,
    });
    expect(decide('signed_out', '/about-us')).toEqual({
      monitoring: true,
      analytics: true,
      isAnonymousPublicVisit: true,
    });
  });

  it('does not watch a signed-out visitor elsewhere, whatever the flags', () => {
    const on = { authenticatedMonitoring: true, patientMonitoring: true };
    expect(decide('signed_out', '/forms', on)).toEqual({
      monitoring: false,
      analytics: false,
      isAnonymousPublicVisit: false,
    });
  });

  it('watches staff only when the authenticated-monitoring flag is on, never with analytics', () => {
    expect(decide('staff', '/dashboard')).toMatchObject({ monitoring: false, analytics: false });
    expect(decide('staff', '/about-us')).toMatchObject({ monitoring: false, analytics: false });
    const flags = { authenticatedMonitoring: true, patientMonitoring: false };
    expect(decide('staff', '/dashboard', flags)).toEqual({
      monitoring: true,
      analytics: false,
      isAnonymousPublicVisit: false,
    });
    expect(decide('staff', '/about-us', flags)).toEqual({
      monitoring: true,
      analytics: false,
      isAnonymousPublicVisit: false,
    });
  });

  it('excludes patients unless the patient-monitoring flag is on', () => {
    expect(
      decide('patient', '/patient-dashboard', { authenticatedMonitoring: true, patientMonitoring: false }),
    ).toMatchObject({
      monitoring: false,
    });
    expect(decide('patient', '/about-us')).toMatchObject({ monitoring: false, analytics: false });
    expect(
      decide('patient', '/patient-dashboard', { authenticatedMonitoring: false, patientMonitoring: true }),
    ).toEqual({
      monitoring: true,
      analytics: false,
      isAnonymousPublicVisit: false,
    });
  });
});
