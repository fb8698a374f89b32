import {
  AcceptedResponse,
  ForgotPasswordRequest,
  ForgotUsernameRequest,
  ResetPasswordRequest,
  VerifyEmailRequest,
} from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/error-responses';
import { routeHelpers } from '../http/route-helpers';
import type { Services } from '../platform/services';
import {
  FORGOT_PASSWORD_ANSWER,
  FORGOT_USERNAME_ANSWER,
  requestPasswordReset,
  requestUsernameReminder,
} from './forgot.service';
import { resendVerification } from './resend.service';
import { resetPassword, verifyEmail } from './reset.service';

const tags = ['auth'];

/** Forgot password and username, reset password, verify e-mail (staff). */
export const recoveryRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const rateLimit = { max: services.config.loginRateLimitPerMinute, timeWindow: '1 minute' };
  const open = { access: 'public', rateLimit } as const;

  app.post(
    '/api/forgot-password',
    {
      config: open,
      schema: {
        operationId: 'requestPasswordReset',
        tags,
        summary: 'E-mail a password reset link (same answer for any address)',
        body: ForgotPasswordRequest,
        response: { 202: AcceptedResponse, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(services, request, request.body.email);
      return reply.status(202).send(FORGOT_PASSWORD_ANSWER);
    },
  );

  app.post(
    '/api/forgot-username',
    {
      config: open,
      schema: {
        operationId: 'requestUsernameReminder',
        tags,
        summary: 'E-mail the username (same answer for any address)',
        body: ForgotUsernameRequest,
        response: { 202: AcceptedResponse, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await requestUsernameReminder(services, request, request.body.email);
      return reply.status(202).send(FORGOT_USERNAME_ANSWER);
    },
  );

  app.post(
    '/api/reset-password',
    {
      config: open,
      schema: {
        operationId: 'resetPassword',
        tags,
        summary: 'Choose a new password with a reset link',
        body: ResetPasswordRequest,
        response: { 200: AcceptedResponse, ...errorResponses(400, 429) },
      },
    },
    (request) => resetPassword(services, request, request.body),
  );

  app.post(
    '/api/verify-email',
    {
      config: open,
      schema: {
        operationId: 'verifyEmail',
        tags,
        summary: 'Confirm the e-mail address with its link',
        body: VerifyEmailRequest,
        response: { 200: AcceptedResponse, ...errorResponses(400, 429) },
      },
    },
    (request) => verifyEmail(services, request, request.body.token),
  );

  routeHelpers(app, services).staff(
    {
      method: 'POST',
      url: '/api/verify-email/resend',
      rateLimit,
      status: 202,
      operationId: 'resendEmailVerification',
      tags,
      summary: 'Send a new confirmation link to the caller',
      schema: { response: { 202: AcceptedResponse, ...errorResponses(401, 403, 409, 429) } },
    },
    (ctx) => resendVerification(services, ctx),
  );
};
