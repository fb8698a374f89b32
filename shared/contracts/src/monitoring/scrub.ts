import { redactDeep, redactText } from './redact';

/** Spec 5: the only query parameters an error report keeps. */
export const REPORTED_QUERY_PARAMS = ['page', 'tab', 'view', 'filter', 'sort'] as const;

/**
 * Spec 5's URL rule: only the allowed query parameters survive. Beyond the spec, the fragment is
 * dropped (it can carry tokens) and e-mails and phone numbers are redacted from what is left,
 * e.g. `filter=jane@example.com` or an address in the path. Works on relative URLs too.
 */
export function scrubUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const withoutHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  if (queryAt === -1) return redactText(withoutHash);
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(withoutHash.slice(queryAt + 1))) {
    if ((REPORTED_QUERY_PARAMS as readonly string[]).includes(key)) kept.append(key, redactText(value));
  }
  const query = kept.toString();
  return redactText(withoutHash.slice(0, queryAt)) + (query === '' ? '' : `?${query}`);
}

/** The parts of an error-reporting event these rules touch (structurally a Sentry event). */
export interface ReportUser {
  id?: string | number;
  username?: string;
  email?: string;
}

export interface ReportBreadcrumb {
  category?: string;
  message?: string;
  data?: Record<string, unknown>;
}

export interface ReportEvent {
  message?: string;
  request?: {
    url?: string;
    query_string?: unknown;
    cookies?: unknown;
    data?: unknown;
    headers?: Record<string, string>;
  };
  user?: ReportUser;
  breadcrumbs?: ReportBreadcrumb[];
  exception?: { values?: { type?: string; value?: string }[] };
}

/**
 * Spec 5: the user is reduced to the id. A signed-out visitor on a public page also keeps a
 * username and e-mail (e.g. what they typed into the launch sign-up). Nothing left gives undefined.
 */
export function scrubUser(
  user: ReportUser | undefined,
  options: { isAnonymousPublicVisit: boolean },
): ReportUser | undefined {
  if (user === undefined) return undefined;
  const kept: ReportUser = {};
  if (user.id !== undefined) kept.id = user.id;
  if (options.isAnonymousPublicVisit) {
    if (user.username !== undefined) kept.username = user.username;
    if (user.email !== undefined) kept.email = user.email;
  }
  return Object.keys(kept).length === 0 ? undefined : kept;
}

/** Breadcrumb data keys that hold a URL (fetch, xhr and navigation breadcrumbs). */
const URL_KEYS = new Set(['url', 'from', 'to']);

/**
 * Spec 5: e-mails and ten-digit phone numbers are redacted from breadcrumb messages and data.
 * URLs in the data also lose their other query parameters: a patient search sends the name as a
 * query parameter, and this is where it would leak.
 */
export function scrubBreadcrumb<T extends ReportBreadcrumb>(breadcrumb: T): T {
  const result: ReportBreadcrumb = { ...breadcrumb };
  if (breadcrumb.message !== undefined) result.message = redactText(breadcrumb.message);
  if (breadcrumb.data !== undefined) {
    result.data = Object.fromEntries(
      Object.entries(breadcrumb.data).map(([key, value]) => [
        key,
        URL_KEYS.has(key) && typeof value === 'string' ? scrubUrl(value) : redactDeep(value),
      ]),
    );
  }
  return result as T;
}

const DROPPED_HEADERS = new Set(['authorization', 'cookie']);

function scrubHeaders(headers: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (DROPPED_HEADERS.has(lower)) continue;
    kept[name] = lower === 'referer' ? scrubUrl(value) : value;
  }
  return kept;
}

function scrubRequest(request: NonNullable<ReportEvent['request']>): ReportEvent['request'] {
  const { query_string: _query, cookies: _cookies, data: _data, ...rest } = request;
  const result: NonNullable<ReportEvent['request']> = { ...rest };
  if (request.url !== undefined) result.url = scrubUrl(request.url);
  if (request.headers !== undefined) result.headers = scrubHeaders(request.headers);
  return result;
}

/**
 * Everything an error report goes through before it leaves the browser (spec 5). The request's
 * separate query string, cookies and body are dropped (the URL keeps the allowed parameters);
 * the event message and exception texts get the same redaction as breadcrumbs.
 */
export function scrubErrorEvent<T extends ReportEvent>(
  event: T,
  options: { isAnonymousPublicVisit: boolean },
): T {
  const result: ReportEvent = { ...event };
  if (event.request !== undefined) result.request = scrubRequest(event.request);
  if (event.user !== undefined) {
    const user = scrubUser(event.user, options);
    if (user === undefined) delete result.user;
    else result.user = user;
  }
  if (event.breadcrumbs !== undefined) result.breadcrumbs = event.breadcrumbs.map(scrubBreadcrumb);
  if (event.message !== undefined) result.message = redactText(event.message);
  if (event.exception?.values !== undefined) {
    result.exception = {
      ...event.exception,
      values: event.exception.values.map((value) =>
        value.value === undefined ? value : { ...value, value: redactText(value.value) },
      ),
    };
  }
  return result as T;
}
