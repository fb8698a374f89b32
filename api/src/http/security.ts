import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Security headers on every answer (quality bar 12) and CORS only for the configured origins.
 * Scripts come from our own origin only: no inline script, no eval.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const apiOrigin = originOf(config.publicApiBaseUrl);
  // Only in development, with ALLOW_MFE_OVERRIDES: a remote served by its own dev server.
  const devOrigins = config.mfeOverrideOrigins.map(originOf).filter((origin) => origin !== null);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...devOrigins],
        scriptSrcAttr: ["'none'"],
        // Emotion (Chakra UI) writes its styles into <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(apiOrigin ? [apiOrigin] : []), ...devOrigins],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Remotes and their chunks are same-origin today; a CDN origin would be listed here.
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });

  const allowed = new Set(
    config.corsOrigins.map((origin) => originOf(origin)).filter((origin) => origin !== null),
  );
  await app.register(cors, {
    origin: (origin, callback) => {
      // Same-origin and non-browser requests carry no Origin header.
      callback(null, origin === undefined || allowed.has(origin));
    },
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-CSRF-Token', 'X-Request-Id', 'Idempotency-Key'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
}
