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
import { orRefuse } from '../audit/denials';
import { withStaff } from '../auth/staff-guard';
import { errorResponses } from '../http/error-responses';
import type { Services } from '../platform/services';
import { recordLoginNotification } from './login-notification.service';
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
  const { database } = services;
  const staff = { access: 'staff' } as const;
  /**
   * Plan feature user_settings (on every plan by default) gates the preferences only. The security
   * controls (password, sessions and remote logout, two-factor, login alerts, the idle timeout the
   * shell reads at sign-in) stay open whatever the subscription says, so an expired plan or a
   * switched-off feature never keeps anyone from securing their own account.
   */
  const preferences = { access: 'staff', feature: 'user_settings' } as const;

  app.get(
    '/api/users/security-settings',
    {
      config: staff,
      schema: {
        operationId: 'getSecuritySettings',
        tags,
        summary: 'Two-factor state, login alerts, idle timeout',
        response: { 200: SecuritySettings, ...errorResponses(401, 403) },
      },
    },
    (request) => withStaff(database, request, (ctx) => loadSecuritySettings(ctx)),
  );

  app.patch(
    '/api/users/security-settings',
    {
      config: staff,
      schema: {
        operationId: 'updateSecuritySettings',
        tags,
        summary: 'Turn login alerts on or off',
        body: SecuritySettingsUpdate,
        response: { 200: SecuritySettings, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => withStaff(database, request, (ctx) => updateSecuritySettings(ctx, request.body)),
  );

  app.get(
    '/api/users/notification-settings',
    {
      config: preferences,
      schema: {
        operationId: 'getNotificationSettings',
        tags,
        summary: 'Which events reach the user, and how',
        response: { 200: NotificationSettings, ...errorResponses(401, 403) },
      },
    },
    (request) => withStaff(database, request, (ctx) => loadNotificationSettings(ctx)),
  );

  app.patch(
    '/api/users/notification-settings',
    {
      config: preferences,
      schema: {
        operationId: 'updateNotificationSettings',
        tags,
        summary: 'Change notification settings',
        body: NotificationSettingsUpdate,
        response: { 200: NotificationSettings, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => withStaff(database, request, (ctx) => updateNotificationSettings(ctx, request.body)),
  );

  app.get(
    '/api/users/session-timeout',
    {
      config: staff,
      schema: {
        operationId: 'getSessionTimeout',
        tags,
        summary: "The clinic's idle timeout in minutes",
        response: { 200: SessionTimeoutResponse, ...errorResponses(401, 403) },
      },
    },
    (request) => withStaff(database, request, (ctx) => loadSessionTimeout(ctx.tx)),
  );

  app.get(
    '/api/users/sessions',
    {
      config: staff,
      schema: {
        operationId: 'listSessions',
        tags,
        summary: "The caller's open sessions",
        response: { 200: z.array(SessionSummary), ...errorResponses(401, 403) },
      },
    },
    (request) => withStaff(database, request, (ctx) => listSessions(ctx)),
  );

  app.post(
    '/api/users/sessions/:id/logout',
    {
      config: staff,
      schema: {
        operationId: 'endSession',
        tags,
        summary: 'End one of the caller’s sessions at once',
        params: z.object({ id: Uuid }),
        response: { 200: AcceptedResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => withStaff(database, request, (ctx) => endOwnSession(ctx, request.params.id)),
  );

  app.post(
    '/api/users/2fa/setup',
    {
      config: staff,
      schema: {
        operationId: 'startTwoFactorSetup',
        tags,
        summary: 'Start two-factor setup: secret and QR code',
        body: TwoFactorSetupRequest,
        response: { 200: TwoFactorSetupResponse, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) =>
      orRefuse(await withStaff(database, request, (ctx) => startTwoFactorSetup(services, ctx, request.body))),
  );

  app.post(
    '/api/users/2fa/verify',
    {
      config: staff,
      schema: {
        operationId: 'enableTwoFactor',
        tags,
        summary: 'Confirm a code and turn two-factor on',
        body: TwoFactorVerifyRequest,
        response: { 200: TwoFactorVerifyResponse, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) =>
      orRefuse(
        await withStaff(database, request, (ctx) => verifyTwoFactorSetup(services, ctx, request.body)),
      ),
  );

  app.delete(
    '/api/users/2fa/disable',
    {
      config: staff,
      schema: {
        operationId: 'disableTwoFactor',
        tags,
        summary: 'Turn two-factor off (needs the password)',
        body: TwoFactorDisableRequest,
        response: { 200: SecuritySettings, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) =>
      orRefuse(await withStaff(database, request, (ctx) => disableTwoFactor(services, ctx, request.body))),
  );

  app.post(
    '/api/users/login-notification',
    {
      config: staff,
      schema: {
        operationId: 'recordSignInDevice',
        tags,
        summary: 'Record the device and location of this sign-in',
        body: LoginNotificationRequest,
        response: { 200: LoginNotificationResponse, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => recordLoginNotification(services, request, request.body),
  );

  app.post(
    '/api/users/change-password',
    {
      config: staff,
      schema: {
        operationId: 'changePassword',
        tags,
        summary: 'Change the password (ends the other sessions)',
        body: ChangePasswordRequest,
        response: { 200: AcceptedResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) =>
      orRefuse(await withStaff(database, request, (ctx) => changePassword(services, ctx, request.body))),
  );
};
