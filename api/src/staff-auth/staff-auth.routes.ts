import {
  CsrfResponse,
  LoginRequest,
  LoginResponse,
  RefreshRequest,
  TokenResponse,
  TwoFactorLoginRequest,
  UpdateMeRequest,
  UserProfile,
  isTwoFactorChallenge,
} from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anonymousActor, writeAudit } from '../audit/audit';
import {
  assertCsrf,
  assertSameSiteOrigin,
  clearRefreshCookie,
  csrfTokenFor,
  readRefreshCookie,
  setRefreshCookie,
} from '../auth/cookies';
import { safeEqual } from '../auth/opaque-tokens';
import { endStaffSession, refusedRefresh, rotateStaffRefreshToken } from '../auth/staff-tokens';
import { errorResponses } from '../http/error-responses';
import { routeHelpers } from '../http/route-helpers';
import type { Services } from '../platform/services';
import { loginStaff, loginStaffTwoFactor } from './login.service';
import { updateMe } from './me.service';
import { loadUserProfile } from './profile';

const LogoutResponse = z.object({ detail: z.string() });

/** Staff sign-in, the session's tokens, CSRF, sign-out and the profile (spec 7, Session). */
export const staffAuthRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { database, config, keys } = services;
  const routes = routeHelpers(app, services);
  const loginLimit = { max: config.loginRateLimitPerMinute, timeWindow: '1 minute' };

  app.post(
    '/api/login',
    {
      config: { access: 'public', rateLimit: loginLimit },
      schema: {
        operationId: 'signInStaff',
        tags: ['auth'],
        summary: 'Staff sign-in',
        body: LoginRequest,
        response: { 200: LoginResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const result = await loginStaff(services, request, request.body);
      if (!isTwoFactorChallenge(result)) setRefreshCookie(reply, config, 'staff', result.refresh_token);
      return result;
    },
  );

  app.post(
    '/api/login/2fa',
    {
      config: { access: 'public', rateLimit: loginLimit },
      schema: {
        operationId: 'signInStaffWithTwoFactor',
        tags: ['auth'],
        summary: 'Second sign-in step with a TOTP or recovery code',
        body: TwoFactorLoginRequest,
        response: { 200: TokenResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const tokens = await loginStaffTwoFactor(services, request, request.body);
      setRefreshCookie(reply, config, 'staff', tokens.refresh_token);
      return tokens;
    },
  );

  app.post(
    '/api/refresh-token',
    {
      config: { access: 'public', refreshCookie: 'staff', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        operationId: 'refreshStaffTokens',
        tags: ['auth'],
        summary: 'New tokens for the session (rotation; a replayed token ends the session)',
        body: RefreshRequest.optional(),
        response: { 200: TokenResponse, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      assertSameSiteOrigin(request, config);
      // The HttpOnly cookie is required: a token read from storage by a script is not enough.
      const cookie = readRefreshCookie(request, 'staff');
      const body = request.body?.refresh_token;
      if (cookie === null || (body !== undefined && !safeEqual(body, cookie))) refusedRefresh();
      const outcome = await rotateStaffRefreshToken(services, cookie);
      if (outcome.kind === 'reuse') {
        const actor = {
          ...anonymousActor(request),
          type: 'staff' as const,
          id: outcome.userId,
          sessionId: outcome.sessionId,
        };
        await database.withTenant(outcome.tenantId, (tx) =>
          writeAudit(tx, outcome.tenantId, actor, {
            action: 'auth.refresh_reuse',
            resourceType: 'session',
            resourceId: outcome.sessionId,
            outcome: 'denied',
          }),
        );
      }
      if (outcome.kind !== 'rotated') {
        clearRefreshCookie(reply, config, 'staff');
        return refusedRefresh();
      }
      setRefreshCookie(reply, config, 'staff', outcome.tokens.refresh_token);
      return outcome.tokens;
    },
  );

  routes.user(
    {
      method: 'GET',
      url: '/api/csrf-token',
      operationId: 'getCsrfToken',
      tags: ['auth'],
      summary: 'The CSRF token of the current session',
      schema: { response: { 200: CsrfResponse, ...errorResponses(401) } },
    },
    async ({ claims }) => ({ csrfToken: csrfTokenFor(keys, claims.aud, claims.sid) }),
  );

  routes.user(
    {
      method: 'POST',
      url: '/api/logout',
      csrf: true,
      operationId: 'signOut',
      tags: ['auth'],
      summary: 'End the session (needs X-CSRF-Token)',
      schema: { response: { 200: LogoutResponse, ...errorResponses(401, 403) } },
    },
    async ({ claims, actor, audit }, _input, { request, reply }) => {
      assertCsrf(request, keys, claims.aud, claims.sid);
      const event = {
        action: 'auth.logout',
        resourceType: 'session',
        resourceId: claims.sid,
        outcome: 'success',
      } as const;
      if (claims.aud === 'staff' && claims.tid !== null) {
        const tenantId = claims.tid;
        // The session ends and its audit row is written in one transaction.
        await database.withTenant(tenantId, async (tx) => {
          await endStaffSession(tx, claims.sid, 'logout');
          await writeAudit(tx, tenantId, actor, event);
        });
        clearRefreshCookie(reply, config, 'staff');
      } else {
        await database.app
          .updateTable('patient_sessions')
          .set({ ended_at: new Date(), end_reason: 'logout' })
          .where('id', '=', claims.sid)
          .where('login_id', '=', claims.sub)
          .where('ended_at', 'is', null)
          .execute();
        await audit(event);
        clearRefreshCookie(reply, config, 'patient');
      }
      return { detail: 'Signed out' };
    },
  );

  routes.staff(
    {
      method: 'GET',
      url: '/api/me',
      operationId: 'getMe',
      tags: ['auth'],
      summary: 'The signed-in staff user (spec 3)',
      schema: { response: { 200: UserProfile, ...errorResponses(401, 403) } },
    },
    (ctx) => loadUserProfile(ctx.tx, keys, ctx.principal.tenantId, ctx.principal.userId),
  );

  routes.staff(
    {
      method: 'PATCH',
      url: '/api/me',
      operationId: 'updateMe',
      tags: ['auth'],
      summary: 'Change username, names, e-mail or password',
      schema: {
        body: UpdateMeRequest,
        response: { 200: UserProfile, ...errorResponses(400, 401, 403, 409) },
      },
    },
    (ctx, { body }) => updateMe(services, ctx, body),
  );
};
