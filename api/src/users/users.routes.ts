import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeHelpers } from '../http/route-helpers';
import { fromMap } from '../http/from-map';
import type { Services } from '../platform/services';
import { recordLoginNotification, seeSignIn } from './login-notification.service';
import { changePassword } from './password.service';
import { endOwnSession, listSessions } from './sessions.service';
import {
  loadNotificationSettings,
  loadSecuritySettings,
  loadSessionTimeout,
  setMyLanguage,
  updateNotificationSettings,
  updateSecuritySettings,
} from './settings.service';
import { disableTwoFactor, startTwoFactorSetup, verifyTwoFactorSetup } from './two-factor.service';

const tags = ['users'];

/**
 * Spec 7 user settings under /api/users. Every call is about the caller's own account: no route
 * takes a user id, so nobody can read or change another user's settings.
 */
export const usersRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const routes = routeHelpers(app, services);
  /**
   * Plan feature user_settings (on every plan by default) gates the preferences only. The security
   * controls (password, sessions and remote logout, two-factor, login alerts, the idle timeout the
   * shell reads at sign-in) stay open whatever the subscription says, so an expired plan or a
   * switched-off feature never keeps anyone from securing their own account.
   */
  const preferences = { feature: 'user_settings' } as const;

  routes.staff(
    {
      ...fromMap('getSecuritySettings', { errors: [401, 403] }),
      tags,
      summary: 'Two-factor state, login alerts, idle timeout',
    },
    (ctx) => loadSecuritySettings(ctx),
  );

  routes.staff(
    {
      ...fromMap('updateSecuritySettings', { errors: [400, 401, 403] }),
      tags,
      summary: 'Turn login alerts on or off',
    },
    (ctx, { body }) => updateSecuritySettings(ctx, body),
  );

  // Open on every plan, like the security controls: nobody is kept from reading in their language.
  routes.staff(
    {
      ...fromMap('setMyLanguage', { errors: [400, 401, 403] }),
      tags,
      summary: "The user's language for their pages on every device and their e-mails",
    },
    (ctx, { body }) => setMyLanguage(ctx, body),
  );

  routes.staff(
    {
      ...fromMap('getNotificationSettings', { errors: [401, 403] }),
      ...preferences,
      tags,
      summary: 'Which events reach the user, and how',
    },
    (ctx) => loadNotificationSettings(ctx),
  );

  routes.staff(
    {
      ...fromMap('updateNotificationSettings', { errors: [400, 401, 403] }),
      ...preferences,
      tags,
      summary: 'Change notification settings',
    },
    (ctx, { body }) => updateNotificationSettings(ctx, body),
  );

  routes.staff(
    {
      ...fromMap('getSessionTimeout', { errors: [401, 403] }),
      tags,
      summary: "The clinic's idle timeout in minutes",
    },
    (ctx) => loadSessionTimeout(ctx.tx),
  );

  routes.staff(
    {
      ...fromMap('listSessions', { errors: [401, 403] }),
      tags,
      summary: "The caller's open sessions",
    },
    (ctx) => listSessions(ctx),
  );

  routes.staff(
    {
      ...fromMap('endSession', { errors: [400, 401, 403, 404] }),
      tags,
      summary: 'End one of the caller’s sessions at once',
    },
    (ctx, { params }) => endOwnSession(ctx, params.id),
  );

  routes.staff(
    {
      ...fromMap('startTwoFactorSetup', { errors: [400, 401, 403, 409] }),
      tags,
      summary: 'Start two-factor setup: secret and QR code',
    },
    (ctx, { body }) => startTwoFactorSetup(services, ctx, body),
  );

  routes.staff(
    {
      ...fromMap('enableTwoFactor', { errors: [400, 401, 403, 409, 429] }),
      tags,
      summary: 'Confirm a code and turn two-factor on',
    },
    (ctx, { body }) => verifyTwoFactorSetup(services, ctx, body),
  );

  routes.staff(
    {
      ...fromMap('disableTwoFactor', { errors: [400, 401, 403, 409, 429] }),
      tags,
      summary: 'Turn two-factor off (needs the password)',
    },
    (ctx, { body }) => disableTwoFactor(services, ctx, body),
  );

  routes.staff(
    {
      ...fromMap('recordSignInDevice', { errors: [400, 401, 403] }),
      tags,
      summary: 'Record the device and location of this sign-in',
      // The location look-up is a network call: it runs before the session's transaction opens.
      prepare: ({ body }, { request }) => seeSignIn(services, request, body),
    },
    (ctx, { prepared }) => recordLoginNotification(services, ctx, prepared),
  );

  routes.staff(
    {
      ...fromMap('changePassword', { errors: [400, 401, 403, 429] }),
      tags,
      summary: 'Change the password (ends the other sessions)',
    },
    (ctx, { body }) => changePassword(services, ctx, body),
  );
};
