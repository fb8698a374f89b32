import { EMAIL_REDACTED, PHONE_REDACTED } from './redact';
import {
  REPORTED_QUERY_PARAMS,
  scrubBreadcrumb,
  scrubErrorEvent,
  scrubUrl,
  scrubUser,
  type ReportEvent,
} from './scrub';

const queryOf = (url: string) => Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? ''));

describe('scrubUrl (spec 5)', () => {
  it('keeps exactly page, tab, view, filter and sort', () => {
    expect(REPORTED_QUERY_PARAMS).toEqual(['page', 'tab', 'view', 'filter', 'sort']);
    const url = scrubUrl(
      'https://app.test/dashboard/patients?page=2&tab=notes&view=list&filter=active&sort=name&search=Jane+Doe&token=abc&patient_id=7',
    );
    expect(url.startsWith('https://app.test/dashboard/patients?')).toBe(true);
    expect(queryOf(url)).toEqual({ page: '2', tab: 'notes', view: 'list', filter: 'active', sort: 'name' });
  });

  it.each(REPORTED_QUERY_PARAMS.map((name) => [name]))('keeps %s on its own', (name) => {
    expect(scrubUrl(`/x?${name}=1&secret=2`)).toBe(`/x?${name}=1`);
  });

  it('drops the question mark when nothing is kept, and the fragment always', () => {
    expect(scrubUrl('https://app.test/reset-password?token=abc#access_token=xyz')).toBe(
      'https://app.test/reset-password',
    );
    expect(scrubUrl('/faq#top')).toBe('/faq');
    expect(scrubUrl('/faq')).toBe('/faq');
  });

  it('matches parameter names exactly', () => {
    expect(scrubUrl('/x?Page=1&pages=2&page=3')).toBe('/x?page=3');
  });

  it('redacts e-mails and phones in kept values and in the path', () => {
    const url = scrubUrl('/dashboard/patients?filter=jane@example.com&sort=555-123-4567');
    expect(queryOf(url)).toEqual({ filter: EMAIL_REDACTED, sort: PHONE_REDACTED });
    expect(scrubUrl('/api/users/jane%40example.com?email=jane%40example.com')).toBe(
      `/api/users/${EMAIL_REDACTED}`,
    );
  });
});

describe('scrubUser (spec 5)', () => {
  const user = { id: 'u1', username: 'jane', email: 'jane@example.com', ip_address: '10.0.0.1' };

  it('keeps only the id', () => {
    expect(scrubUser(user, { isAnonymousPublicVisit: false })).toEqual({ id: 'u1' });
    expect(scrubUser({ id: 42 }, { isAnonymousPublicVisit: false })).toEqual({ id: 42 });
  });

  it('also keeps username and e-mail for a signed-out visitor on a public page', () => {
    expect(scrubUser(user, { isAnonymousPublicVisit: true })).toEqual({
      id: 'u1',
      username: 'jane',
      email: 'jane@example.com',
    });
  });

  it('gives nothing when nothing is left', () => {
    expect(
      scrubUser({ username: 'jane', email: 'j@x.io' }, { isAnonymousPublicVisit: false }),
    ).toBeUndefined();
    expect(scrubUser(undefined, { isAnonymousPublicVisit: true })).toBeUndefined();
  });
});

describe('scrubBreadcrumb (spec 5)', () => {
  it('redacts e-mails and ten-digit phones in the message', () => {
    expect(scrubBreadcrumb({ message: 'Invited jane@example.com, phone (555) 123-4567' }).message).toBe(
      `Invited ${EMAIL_REDACTED}, phone ${PHONE_REDACTED}`,
    );
  });

  it('redacts them in the data too, at any depth', () => {
    const crumb = scrubBreadcrumb({
      category: 'ui.input',
      data: { value: '555.123.4567', form: { fields: ['x@y.io'] }, status_code: 200 },
    });
    expect(crumb).toEqual({
      category: 'ui.input',
      data: { value: PHONE_REDACTED, form: { fields: [EMAIL_REDACTED] }, status_code: 200 },
    });
  });

  it('scrubs the query of URLs in fetch and navigation breadcrumbs', () => {
    const crumb = scrubBreadcrumb({
      data: {
        url: '/api/patients/?search=Jane%20Doe&limit=20&page=1',
        from: '/dashboard?tab=a&email=a@b.io',
        to: '/login?next=/x',
        method: 'GET',
      },
    });
    expect(crumb.data).toEqual({
      url: '/api/patients/?page=1',
      from: '/dashboard?tab=a',
      to: '/login',
      method: 'GET',
    });
  });

  it('leaves a breadcrumb without message or data as it is', () => {
    expect(scrubBreadcrumb({ category: 'console', level: 'info' })).toEqual({
      category: 'console',
      level: 'info',
    });
  });
});

describe('scrubErrorEvent (spec 5)', () => {
  const event = (): ReportEvent & { tags: Record<string, string> } => ({
    message: 'Failed for jane@example.com',
    request: {
      url: 'https://app.test/dashboard/patients?search=Jane&page=3#frag',
      query_string: 'search=Jane&page=3',
      cookies: { session: 'abc' },
      data: { password: 'x' },
      headers: {
        Referer: 'https://app.test/login?email=a@b.io&tab=x',
        Cookie: 's=1',
        Authorization: 'Bearer t',
        'User-Agent': 'UA',
      },
    },
    user: { id: 'u1', username: 'jane', email: 'jane@example.com' },
    breadcrumbs: [{ message: 'called 555 123 4567' }],
    exception: { values: [{ type: 'Error', value: 'No patient 5551234567' }, { type: 'TypeError' }] },
    tags: { area: 'patients' },
  });

  it('scrubs every part of a staff report', () => {
    const input = event();
    const scrubbed = scrubErrorEvent(input, { isAnonymousPublicVisit: false });
    expect(scrubbed).toEqual({
      message: `Failed for ${EMAIL_REDACTED}`,
      request: {
        url: 'https://app.test/dashboard/patients?page=3',
        headers: { Referer: 'https://app.test/login?tab=x', 'User-Agent': 'UA' },
      },
      user: { id: 'u1' },
      breadcrumbs: [{ message: `called ${PHONE_REDACTED}` }],
      exception: {
        values: [{ type: 'Error', value: `No patient ${PHONE_REDACTED}` }, { type: 'TypeError' }],
      },
      tags: { area: 'patients' },
    });
    expect(input).toEqual(event());
  });

  it('keeps username and e-mail for a signed-out public visitor', () => {
    expect(scrubErrorEvent(event(), { isAnonymousPublicVisit: true }).user).toEqual({
      id: 'u1',
      username: 'jane',
      email: 'jane@example.com',
    });
  });

  it('removes a user with no id and leaves absent parts absent', () => {
    const scrubbed = scrubErrorEvent({ user: { email: 'a@b.io' } }, { isAnonymousPublicVisit: false });
    expect(scrubbed).toEqual({});
    expect(scrubErrorEvent({ request: {} }, { isAnonymousPublicVisit: false })).toEqual({ request: {} });
  });
});
