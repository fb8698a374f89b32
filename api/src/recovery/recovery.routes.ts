import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeHelpers, publicRoutes } from '../http/route-helpers';
import type { Services } from '../platform/services';
import {
  FORGOT_PASSWORD_ANSWER,
  FORGOT_USERNAME_ANSWER,
  requestPasswordReset,
  requestUsernameReminder,
} from './forgot.service';
import { resendVerification } from './resend.service';
import { resetPassword, verifyEmail } from './reset.service';
import { fromMap } from '../http/from-map';

const tags = ['auth'];

/** Forgot password and username, reset password, verify e-mail (staff). */
export const recoveryRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const routes = publicRoutes(app);
  const rateLimit = { max: services.config.loginRateLimitPerMinute, timeWindow: '1 minute' };

  routes.public(
    {
      ...fromMap('requestPasswordReset', { errors: [400, 429], status: 202 }),
      rateLimit,
      tags,
      summary: 'E-mail a password reset link (same answer for any address)',
    },
    async (request, reply) => {
      await requestPasswordReset(services, request, request.body.email);
      return reply.status(202).send(FORGOT_PASSWORD_ANSWER);
    },
  );

  routes.public(
    {
      ...fromMap('requestUsernameReminder', { errors: [400, 429], status: 202 }),
      rateLimit,
      tags,
      summary: 'E-mail the username (same answer for any address)',
    },
    async (request, reply) => {
      await requestUsernameReminder(services, request, request.body.email);
      return reply.status(202).send(FORGOT_USERNAME_ANSWER);
    },
  );

  routes.public(
    {
      ...fromMap('resetPassword', { errors: [400, 429] }),
      rateLimit,
      tags,
      summary: 'Choose a new password with a reset link',
    },
    (request) => resetPassword(services, request, request.body),
  );

  routes.public(
    {
      ...fromMap('verifyEmail', { errors: [400, 429] }),
      rateLimit,
      tags,
      summary: 'Confirm the e-mail address with its link',
    },
    (request) => verifyEmail(services, request, request.body.token),
  );

  routeHelpers(app, services).staff(
    {
      ...fromMap('resendEmailVerification', { errors: [401, 403, 409, 429], status: 202 }),
      rateLimit,
      tags,
      summary: 'Send a new confirmation link to the caller',
    },
    (ctx) => resendVerification(services, ctx),
  );
};
