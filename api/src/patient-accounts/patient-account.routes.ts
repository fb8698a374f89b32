import {
  AcceptedResponse,
  ForgotPasswordRequest,
  ForgotUsernameRequest,
  PatientRegistrationRequest,
  PatientSessionResponse,
  ResetPasswordRequest,
  VerifyEmailRequest,
} from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setRefreshCookie } from '../auth/cookies';
import { errorResponses } from '../http/error-responses';
import type { Services } from '../platform/services';
import {
  forgotPatientPassword,
  forgotPatientUsername,
  resetPatientPassword,
  verifyPatientEmail,
} from './recovery.service';
import { registerPatient } from './registration.service';

/** Patient registration, e-mail verification and account recovery (all public, rate-limited). */
export const patientAccountRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { config } = services;
  const limit = { max: config.loginRateLimitPerMinute, timeWindow: '1 minute' };

  app.post(
    '/api/patients/register',
    {
      config: { access: 'public', rateLimit: limit },
      schema: {
        operationId: 'registerPatient',
        tags: ['patients'],
        summary: 'Create a patient login, send the verification link and sign in',
        body: PatientRegistrationRequest,
        response: { 201: PatientSessionResponse, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const session = await registerPatient(services, request, request.body);
      setRefreshCookie(reply, config, 'patient', session.refresh_token);
      return reply.status(201).send(session);
    },
  );

  app.post(
    '/api/patients/verify-email',
    {
      config: { access: 'public', rateLimit: limit },
      schema: {
        operationId: 'verifyPatientEmail',
        tags: ['patients'],
        summary: 'Confirm the e-mail address with the link of the registration e-mail',
        body: VerifyEmailRequest,
        response: { 200: AcceptedResponse, ...errorResponses(400, 429) },
      },
    },
    (request) => verifyPatientEmail(services, request, request.body.token),
  );

  app.post(
    '/api/patients/forgot-password',
    {
      config: { access: 'public', rateLimit: limit },
      schema: {
        operationId: 'requestPatientPasswordReset',
        tags: ['patients'],
        summary: 'E-mail a password reset link (same answer whether or not the account exists)',
        body: ForgotPasswordRequest,
        response: { 202: AcceptedResponse, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await forgotPatientPassword(services, request, request.body.email)),
  );

  app.post(
    '/api/patients/reset-password',
    {
      config: { access: 'public', rateLimit: limit },
      schema: {
        operationId: 'resetPatientPassword',
        tags: ['patients'],
        summary: 'Choose a new password with the link of the reset e-mail (ends every session)',
        body: ResetPasswordRequest,
        response: { 200: AcceptedResponse, ...errorResponses(400, 429) },
      },
    },
    (request) => resetPatientPassword(services, request, request.body),
  );

  app.post(
    '/api/patients/forgot-username',
    {
      config: { access: 'public', rateLimit: limit },
      schema: {
        operationId: 'requestPatientUsernameReminder',
        tags: ['patients'],
        summary: 'E-mail the username (same answer whether or not the account exists)',
        body: ForgotUsernameRequest,
        response: { 202: AcceptedResponse, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await forgotPatientUsername(services, request, request.body.email)),
  );
};
