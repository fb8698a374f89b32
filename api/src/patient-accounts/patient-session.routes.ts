import {
  CsrfResponse,
  MyAppointment,
  PatientLoginRequest,
  PatientProfile,
  PatientSessionResponse,
  RefreshRequest,
  TokenResponse,
  Uuid,
} from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assertSameSiteOrigin,
  clearRefreshCookie,
  csrfTokenFor,
  readRefreshCookie,
  setRefreshCookie,
} from '../auth/cookies';
import { safeEqual } from '../auth/opaque-tokens';
import { unauthenticated } from '../errors/app-error';
import { errorResponses } from '../http/error-responses';
import { routeHelpers } from '../http/route-helpers';
import type { Services } from '../platform/services';
import { loginPatient, refreshPatientTokens } from './login.service';
import { getPatientProfile, listMyAppointments } from './profile.service';

/** Until the appointment area publishes its contract, a patient's appointment is its id. */
const MyAppointmentsQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

const refusedRefresh = () => unauthenticated('Your session has ended. Please sign in again.');

/** Patient sign-in, token refresh, profile, the token check and the CSRF token (spec 7, Session). */
export const patientSessionRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const routes = routeHelpers(app, services);
  const { config, keys } = services;

  app.post(
    '/api/patients/login',
    {
      config: {
        access: 'public',
        rateLimit: { max: config.loginRateLimitPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        operationId: 'signInPatient',
        tags: ['patients'],
        summary: 'Patient sign-in with username or e-mail',
        body: PatientLoginRequest,
        response: { 200: PatientSessionResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const session = await loginPatient(services, request, request.body);
      setRefreshCookie(reply, config, 'patient', session.refresh_token);
      return session;
    },
  );

  app.post(
    '/api/patients/refresh-token',
    {
      config: { access: 'public', refreshCookie: 'patient', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        operationId: 'refreshPatientTokens',
        tags: ['patients'],
        summary: 'New tokens for the patient session (rotation; a replayed token ends the session)',
        body: RefreshRequest.optional(),
        response: { 200: TokenResponse, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      assertSameSiteOrigin(request, config);
      // The HttpOnly cookie is required: a token read from storage by a script is not enough.
      const cookie = readRefreshCookie(request, 'patient');
      const body = request.body?.refresh_token;
      if (cookie === null || (body !== undefined && !safeEqual(body, cookie))) throw refusedRefresh();
      const tokens = await refreshPatientTokens(services, request, cookie);
      if (tokens === null) {
        clearRefreshCookie(reply, config, 'patient');
        throw refusedRefresh();
      }
      setRefreshCookie(reply, config, 'patient', tokens.refresh_token);
      return tokens;
    },
  );

  routes.patient(
    {
      method: 'GET',
      url: '/api/patients/profile',
      operationId: 'getPatientProfile',
      tags: ['patients'],
      summary: 'The signed-in patient (spec 3: patient_id, profile fields, role Patient, linked clinics)',
      schema: {
        response: { 200: PatientProfile, ...errorResponses(401, 403) },
      },
    },
    (ctx) => getPatientProfile(ctx),
  );

  routes.patient(
    {
      method: 'GET',
      url: '/api/patients/:patient_id/my-appointments',
      operationId: 'listMyAppointments',
      tags: ['patients'],
      summary: "The patient's own appointments (also the token check of spec 7)",
      schema: {
        params: z.object({ patient_id: Uuid }),
        querystring: MyAppointmentsQuery,
        response: { 200: z.array(MyAppointment), ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { params, query }) => listMyAppointments(ctx, params.patient_id, query.limit),
  );

  // Cookie-authenticated (the patient refresh cookie) or a patient bearer token.
  routes.patientCookie(
    {
      method: 'GET',
      url: '/api/patients/csrf-token',
      operationId: 'getPatientCsrfToken',
      tags: ['patients'],
      summary: 'The CSRF token of the patient session, for cookie-authenticated calls',
      schema: { response: { 200: CsrfResponse, ...errorResponses(401, 403) } },
    },
    async (caller) => ({ csrfToken: csrfTokenFor(keys, 'patient', caller.principal.sessionId) }),
  );
};
