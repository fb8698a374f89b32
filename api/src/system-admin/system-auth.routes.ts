import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeHelpers } from '../http/route-helpers';
import { fromMap } from '../http/from-map';
import type { Services } from '../platform/services';
import { loginSystemAdmin, logoutSystemAdmin, verifySystemToken } from './system-auth.service';

/**
 * System administrator sign-in, token check and sign-out (spec 7). Bearer only: nothing here is
 * authenticated by a cookie, so logout needs no CSRF token.
 */
export const systemAuthRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const routes = routeHelpers(app, services);
  const { config } = services;
  // Tokens and admin details are never cached by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  routes.public(
    {
      ...fromMap('signInSystemAdmin', { errors: [400, 401, 403, 429] }),
      rateLimit: { max: config.loginRateLimitPerMinute, timeWindow: '1 minute' },
      tags: ['system-admin'],
      summary: 'System administrator sign-in (no refresh token)',
    },
    (request) => loginSystemAdmin(services, request, request.body),
  );

  routes.system(
    {
      ...fromMap('verifySystemToken', { errors: [401, 403] }),
      tags: ['system-admin'],
      summary: 'Check the system administrator token and session',
    },
    (ctx) => verifySystemToken(ctx),
  );

  routes.system(
    {
      ...fromMap('signOutSystemAdmin', { errors: [401, 403] }),
      tags: ['system-admin'],
      summary: 'End the system administrator session at once',
    },
    (ctx) => logoutSystemAdmin(ctx),
  );
};
