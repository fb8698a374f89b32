import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setRefreshCookie } from '../auth/cookies';
import type { Services } from '../platform/services';
import {
  forgotPatientPassword,
  forgotPatientUsername,
  resetPatientPassword,
  verifyPatientEmail,
} from './recovery.service';
import { registerPatient } from './registration.service';
import { fromMap } from '../http/from-map';
import { publicRoutes } from '../http/route-helpers';

/** Patient registration, e-mail verification and account recovery (all public, rate-limited). */
export const patientAccountRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const routes = publicRoutes(app);
  const { config } = services;
  const limit = { max: config.loginRateLimitPerMinute, timeWindow: '1 minute' };

  routes.public(
    {
      ...fromMap('registerPatient', { errors: [400, 409, 429], status: 201 }),
      rateLimit: limit,
      tags: ['patients'],
      summary: 'Create a patient login, send the verification link and sign in',
    },
    async (request, reply) => {
      const session = await registerPatient(services, request, request.body);
      setRefreshCookie(reply, config, 'patient', session.refresh_token);
      return reply.status(201).send(session);
    },
  );

  routes.public(
    {
      ...fromMap('verifyPatientEmail', { errors: [400, 429] }),
      rateLimit: limit,
      tags: ['patients'],
      summary: 'Confirm the e-mail address with the link of the registration e-mail',
    },
    (request) => verifyPatientEmail(services, request, request.body.token),
  );

  routes.public(
    {
      ...fromMap('requestPatientPasswordReset', { errors: [400, 429], status: 202 }),
      rateLimit: limit,
      tags: ['patients'],
      summary: 'E-mail a password reset link (same answer whether or not the account exists)',
    },
    async (request, reply) =>
      reply.status(202).send(await forgotPatientPassword(services, request, request.body.email)),
  );

  routes.public(
    {
      ...fromMap('resetPatientPassword', { errors: [400, 429] }),
      rateLimit: limit,
      tags: ['patients'],
      summary: 'Choose a new password with the link of the reset e-mail (ends every session)',
    },
    (request) => resetPatientPassword(services, request, request.body),
  );

  routes.public(
    {
      ...fromMap('requestPatientUsernameReminder', { errors: [400, 429], status: 202 }),
      rateLimit: limit,
      tags: ['patients'],
      summary: 'E-mail the username (same answer whether or not the account exists)',
    },
    async (request, reply) =>
      reply.status(202).send(await forgotPatientUsername(services, request, request.body.email)),
  );
};
