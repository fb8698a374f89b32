import {
  AcceptedResponse,
  ChangePasswordRequest,
  LoginNotificationRequest,
  LoginNotificationResponse,
  NotificationSettings,
  NotificationSettingsUpdate,
  SecuritySettings,
  SecuritySettingsUpdate,
  SessionSummary,
  SessionTimeoutResponse,
  TwoFactorDisableRequest,
  TwoFactorSetupRequest,
  TwoFactorSetupResponse,
  TwoFactorVerifyRequest,
  TwoFactorVerifyResponse,
  Uuid,
} from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/error-responses';
import { routeHelpers } from '../http/route-helpers';
import type { Services } from '../platform/services';
import { recordLoginNotification, seeSignIn } from './login-notification.service';
import { changePassword } from './password.service';
import { endOwnSession, listSessions } from './sessions.service';
import {
  loadNotificationSettings,
  loadSecuritySettings,
  loadSessionTimeout,
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
      method: 'GET',
      url: '/api/users/security-settings',
      operationId: 'getSecuritySettings',
      tags,
      summary: 'Two-factor state, login alerts, idle timeout',
      schema: {
        response: { 200: SecuritySettings, ...errorResponses(401, 403) },
      },
    },
    (ctx) => loadSecuritySettings(ctx),
  );

  routes.staff(
    {
      method: 'PATCH',
      url: '/api/users/security-settings',
      operationId: 'updateSecuritySettings',
      tags,
      summary: 'Turn login alerts on or off',
      schema: {
        body: SecuritySettingsUpdate,
        response: { 200: SecuritySettings, ...errorResponses(400, 401, 403) },
      },
    },
    (ctx, { body }) => updateSecuritySettings(ctx, body),
  );

  routes.staff(
    {
      method: 'GET',
      url: '/api/users/notification-settings',
      ...preferences,
      operationId: 'getNotificationSettings',
      tags,
      summary: 'Which events reach the user, and how',
      schema: {
        response: { 200: NotificationSettings, ...errorResponses(401, 403) },
      },
    },
    (ctx) => loadNotificationSettings(ctx),
  );

  routes.staff(
    {
      method: 'PATCH',
      url: '/api/users/notification-settings',
      ...preferences,
      operationId: 'updateNotificationSettings',
      tags,
      summary: 'Change notification settings',
      schema: {
        body: NotificationSettingsUpdate,
        response: { 200: NotificationSettings, ...errorResponses(400, 401, 403) },
      },
    },
    (ctx, { body }) => updateNotificationSettings(ctx, body),
  );

  routes.staff(
    {
      method: 'GET',
      url: '/api/users/session-timeout',
      operationId: 'getSessionTimeout',
      tags,
      summary: "The clinic's idle timeout in minutes",
      schema: {
        response: { 200: SessionTimeoutResponse, ...errorResponses(401, 403) },
      },
    },
    (ctx) => loadSessionTimeout(ctx.tx),
  );

  routes.staff(
    {
      method: 'GET',
      url: '/api/users/sessions',
      operationId: 'listSessions',
      tags,
      summary: "The caller's open sessions",
      schema: {
        response: { 200: z.array(SessionSummary), ...errorResponses(401, 403) },
      },
    },
    (ctx) => listSessions(ctx),
  );

  routes.staff(
    {
      method: 'POST',
      url: '/api/users/sessions/:id/logout',
      operationId: 'endSession',
      tags,
      summary: 'End one of the caller’s sessions at once',
      schema: {
        params: z.object({ id: Uuid }),
        response: { 200: AcceptedResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { params }) => endOwnSession(ctx, params.id),
  );

  routes.staff(
    {
      method: 'POST',
      url: '/api/users/2fa/setup',
      operationId: 'startTwoFactorSetup',
      tags,
      summary: 'Start two-factor setup: secret and QR code',
      schema: {
        body: TwoFactorSetupRequest,
        response: { 200: TwoFactorSetupResponse, ...errorResponses(400, 401, 403, 409) },
      },
    },
    (ctx, { body }) => startTwoFactorSetup(services, ctx, body),
  );

  routes.staff(
    {
      method: 'POST',
      url: '/api/users/2fa/verify',
      operationId: 'enableTwoFactor',
      tags,
      summary: 'Confirm a code and turn two-factor on',
      schema: {
        body: TwoFactorVerifyRequest,
        response: { 200: TwoFactorVerifyResponse, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    (ctx, { body }) => verifyTwoFactorSetup(services, ctx, body),
  );

  routes.staff(
    {
      method: 'DELETE',
      url: '/api/users/2fa/disable',
      operationId: 'disableTwoFactor',
      tags,
      summary: 'Turn two-factor off (needs the password)',
      schema: {
        body: TwoFactorDisableRequest,
        response: { 200: SecuritySettings, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    (ctx, { body }) => disableTwoFactor(services, ctx, body),
  );

  routes.staff(
    {
      method: 'POST',
      url: '/api/users/login-notification',
      operationId: 'recordSignInDevice',
      tags,
      summary: 'Record the device and location of this sign-in',
      schema: {
        body: LoginNotificationRequest,
        response: { 200: LoginNotificationResponse, ...errorResponses(400, 401, 403) },
      },
      // The location look-up is a network call: it runs before the session's transaction opens.
      prepare: ({ body }, { request }) => seeSignIn(services, request, body),
    },
    (ctx, { prepared }) => recordLoginNotification(services, ctx, prepared),
  );

  routes.staff(
    {
      method: 'POST',
      url: '/api/users/change-password',
      operationId: 'changePassword',
      tags,
      summary: 'Change the password (ends the other sessions)',
      schema: {
        body: ChangePasswordRequest,
        response: { 200: AcceptedResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    (ctx, { body }) => changePassword(services, ctx, body),
  );
};
