import { SystemLoginRequest, SystemLoginResponse, VerifyTokenResponse } from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/error-responses';
import { routeHelpers } from '../http/route-helpers';
import type { Services } from '../platform/services';
import { loginSystemAdmin, logoutSystemAdmin, verifySystemToken } from './system-auth.service';

const LogoutResponse = z.object({ detail: z.string() });

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

  app.post(
    '/api/system-auth/login',
    {
      config: {
        access: 'public',
        rateLimit: { max: config.loginRateLimitPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        operationId: 'signInSystemAdmin',
        tags: ['system-admin'],
        summary: 'System administrator sign-in (no refresh token)',
        body: SystemLoginRequest,
        response: { 200: SystemLoginResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    (request) => loginSystemAdmin(services, request, request.body),
  );

  routes.system(
    {
      method: 'GET',
      url: '/api/system-auth/verify-token',
      operationId: 'verifySystemToken',
      tags: ['system-admin'],
      summary: 'Check the system administrator token and session',
      schema: {
        response: { 200: VerifyTokenResponse, ...errorResponses(401, 403) },
      },
    },
    (ctx) => verifySystemToken(ctx),
  );

  routes.system(
    {
      method: 'POST',
      url: '/api/system-auth/logout',
      operationId: 'signOutSystemAdmin',
      tags: ['system-admin'],
      summary: 'End the system administrator session at once',
      schema: {
        response: { 200: LogoutResponse, ...errorResponses(401, 403) },
      },
    },
    (ctx) => logoutSystemAdmin(ctx),
  );
};
