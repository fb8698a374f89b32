import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import { monitoringOrigins } from '../config/monitoring';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Content-Security-Policy: scripts from our origin only (no inline, no eval), no framing. */
export function contentSecurityPolicy(config: Config): string {
  const apiOrigin = originOf(config.publicApiBaseUrl);
  // Only in development, with ALLOW_MFE_OVERRIDES: a remote served by its own dev server.
  const devOrigins = config.mfeOverrideOrigins.map(originOf).filter((origin) => origin !== null);
  // Stripe's card form (issue 17, spec 7): its script, its frames and its API, only when the
  // platform takes cards through Stripe with a publishable key.
  const stripe = config.stripe?.publishableKey ? config.stripe : null;
  const stripeScript = stripe ? [originOf(stripe.scriptUrl)].filter((origin) => origin !== null) : [];
  const stripeFrames = stripe ? [...stripeScript, 'https://hooks.stripe.com'] : [];
  const stripeApi = stripe ? ['https://api.stripe.com', ...stripeScript] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...devOrigins, ...stripeScript]],
    ['script-src-attr', ["'none'"]],
    // Emotion (Chakra UI) writes its styles into <style> elements at run time.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    [
      'connect-src',
      [
        "'self'",
        ...(apiOrigin ? [apiOrigin] : []),
        ...devOrigins,
        ...monitoringOrigins(config.monitoring),
        ...stripeApi,
      ],
    ],
    ...(stripe ? [['frame-src', ["'self'", ...stripeFrames]] as [string, string[]]] : []),
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** The headers of every page, asset and other document (quality bar 12), computed once at start. */
export function securityHeaders(config: Config): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config),
    'cross-origin-opener-policy': 'same-origin',
    // Remotes and their chunks are same-origin today; a CDN origin would need cross-origin here.
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * The headers of a JSON answer of the API or a probe (OWASP's REST Security Cheat Sheet): it is
 * never rendered as a page, so the page's policy (scripts, styles, fonts, connections, the
 * cross-origin isolation headers) is no use to it and only adds ~750 bytes and a header check a
 * request; what stays forbids framing, sniffing and any content, and keeps HSTS (ADR 027).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** Routes that answer JSON only: the API and the probes. */
function isApiRoute(url: string | undefined): boolean {
  return url !== undefined && (url.startsWith('/api/') || url === '/healthz' || url === '/readyz');
}

/** Security headers on every answer and CORS only for the configured origins. */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const documentHeaders = securityHeaders(config);
  app.addHook('onRequest', (request, reply, done) => {
    // Unknown paths get the page's headers: the shell's page answers them.
    void reply.headers(isApiRoute(request.routeOptions.url) ? API_SECURITY_HEADERS : documentHeaders);
    done();
  });

  const allowed = new Set(
    config.corsOrigins.map((origin) => originOf(origin)).filter((origin) => origin !== null),
  );
  // No origin configured (the default): every caller is same-origin, so no request pays for CORS.
  if (allowed.size === 0) return;
  await app.register(cors, {
    origin: (origin, callback) => {
      // Requests without an Origin header (same-origin reads, non-browser clients) need no CORS
      // headers; only a configured origin gets them.
      callback(null, origin !== undefined && allowed.has(origin));
    },
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'X-CSRF-Token',
      'X-Request-Id',
      'Idempotency-Key',
      'X-Clinio-Background',
    ],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
}
