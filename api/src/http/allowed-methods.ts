import type { FastifyInstance } from 'fastify';

export interface AllowedMethods {
  /** The methods served at a concrete path (router order), or null when no route matches it. */
  allowedAt(path: string): string[] | null;
}

/** A route path (`/api/staff/:id`, `/assets/*`) as a regular expression over concrete paths. */
export function patternOf(url: string): RegExp {
  const source = url
    .split(/(:[A-Za-z0-9_]+|\*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * Knows which methods each registered path serves, so that a method a known path does not serve
 * can answer 405 with `Allow` (RFC 9110, 15.5.6) rather than 404. Register before the routes.
 * The CORS plugin's catch-all OPTIONS route is not a path of ours and is left out.
 */
export function collectAllowedMethods(app: FastifyInstance): AllowedMethods {
  const byUrl = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  const add = (url: string, methods: string[]) => {
    const entry = byUrl.get(url) ?? { pattern: patternOf(url), methods: new Set<string>() };
    for (const method of methods) entry.methods.add(method);
    byUrl.set(url, entry);
  };
  app.addHook('onRoute', (route) => {
    if (route.url === '*' || route.url === '/*') return;
    const methods = [route.method].flat();
    add(route.url, methods);
    // A plugin's '/' is served at its prefix with and without the slash (prefixTrailingSlash
    // 'both'), but Fastify announces only the form without it.
    if (route.routePath === '' && route.prefix !== '' && route.prefixTrailingSlash !== 'no-slash') {
      add(`${route.url}/`, methods);
    }
  });
  return {
    allowedAt(path) {
      const methods = new Set<string>();
      for (const entry of byUrl.values()) {
        if (entry.pattern.test(path)) for (const method of entry.methods) methods.add(method);
      }
      return methods.size === 0 ? null : [...methods].sort();
    },
  };
}
