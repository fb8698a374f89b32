import { isTwoFactorChallenge } from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { anonymousActor, writeAudit } from '../audit/audit';
import {
  assertCsrf,
  clearRefreshCookie,
  csrfTokenFor,
  presentedRefreshToken,
  refusedRefresh,
  setRefreshCookie,
} from '../auth/cookies';
import { endStaffSession, rotateStaffRefreshToken } from '../auth/staff-tokens';
import { routeHelpers } from '../http/route-helpers';
import { fromMap } from '../http/from-map';
import type { Services } from '../platform/services';
import { loginStaff, loginStaffTwoFactor } from './login.service';
import { updateMe } from './me.service';
import { loadUserProfile } from './profile';

/** Staff sign-in, the session's tokens, CSRF, sign-out and the profile (spec 7, Session). */
export const staffAuthRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { database, config, keys } = services;
  const routes = routeHelpers(app, services);
  const loginLimit = { max: config.loginRateLimitPerMinute, timeWindow: '1 minute' };
  // Tokens, the CSRF token and the profile are never kept by a browser or proxy cache (quality bar
  // 12), as on the patient and system administrator routes.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  routes.public(
    {
      ...fromMap('signInStaff', { errors: [400, 401, 403, 429] }),
      rateLimit: loginLimit,
      tags: ['auth'],
      summary: 'Staff sign-in',
    },
    async (request, reply) => {
      const result = await loginStaff(services, request, request.body);
      if (!isTwoFactorChallenge(result)) setRefreshCookie(reply, config, 'staff', result.refresh_token);
      return result;
    },
  );

  routes.public(
    {
      ...fromMap('signInStaffWithTwoFactor', { errors: [400, 401, 403, 429] }),
      rateLimit: loginLimit,
      tags: ['auth'],
      summary: 'Second sign-in step with a TOTP or recovery code',
    },
    async (request, reply) => {
      const tokens = await loginStaffTwoFactor(services, request, request.body);
      setRefreshCookie(reply, config, 'staff', tokens.refresh_token);
      return tokens;
    },
  );

  routes.public(
    {
      ...fromMap('refreshStaffTokens', { errors: [401, 403] }),
      rateLimit: { max: 60, timeWindow: '1 minute' },
      config: { refreshCookie: 'staff' },
      tags: ['auth'],
      summary: 'New tokens for the session (rotation; a replayed token ends the session)',
    },
    async (request, reply) => {
      const cookie = presentedRefreshToken(request, config, 'staff', request.body?.refresh_token);
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
      ...fromMap('getCsrfToken', { errors: [401] }),
      tags: ['auth'],
      summary: 'The CSRF token of the current session',
    },
    async ({ claims }) => ({ csrfToken: csrfTokenFor(keys, claims.aud, claims.sid) }),
  );

  routes.user(
    {
      ...fromMap('signOut', { errors: [401, 403] }),
      csrf: true,
      tags: ['auth'],
      summary: 'End the session (needs X-CSRF-Token)',
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
      ...fromMap('getMe', { errors: [401, 403] }),
      tags: ['auth'],
      summary: 'The signed-in staff user (spec 3)',
    },
    (ctx) => loadUserProfile(ctx.tx, keys, ctx.principal.tenantId, ctx.principal.userId),
  );

  routes.staff(
    {
      ...fromMap('updateMe', { errors: [400, 401, 403, 409] }),
      tags: ['auth'],
      summary: 'Change username, names, e-mail or password',
    },
    (ctx, { body }) => updateMe(services, ctx, body),
  );
};
