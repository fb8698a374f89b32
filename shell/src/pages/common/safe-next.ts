/**
 * Where to go after signing in, from a `?next=` parameter: only a path of this site, never an
 * absolute or protocol-relative address (no open redirect).
 */
export function safeNextPath(next: string | null, fallback: string): string {
  if (next === null || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return fallback;
  try {
    const url = new URL(next, 'http://clinio.local');
    return url.origin === 'http://clinio.local' ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}

/** A path with query parameters, leaving out the empty ones. */
export function withQuery(path: string, params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}
