import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clearRefreshCookie,
  csrfTokenFor,
  presentedRefreshToken,
  refusedRefresh,
  setRefreshCookie,
} from '../auth/cookies';
import { routeHelpers } from '../http/route-helpers';
import { fromMap } from '../http/from-map';
import type { Services } from '../platform/services';
import { loginPatient, refreshPatientTokens } from './login.service';
import { getPatientProfile, listMyAppointments, setPatientLanguage } from './profile.service';

/** Patient sign-in, token refresh, profile, the token check and the CSRF token (spec 7, Session). */
export const patientSessionRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const routes = routeHelpers(app, services);
  const { config, keys } = services;

  routes.public(
    {
      ...fromMap('signInPatient', { errors: [400, 401, 403, 429] }),
      rateLimit: { max: config.loginRateLimitPerMinute, timeWindow: '1 minute' },
      tags: ['patients'],
      summary: 'Patient sign-in with username or e-mail',
    },
    async (request, reply) => {
      const session = await loginPatient(services, request, request.body);
      setRefreshCookie(reply, config, 'patient', session.refresh_token);
      return session;
    },
  );

  routes.public(
    {
      ...fromMap('refreshPatientTokens', { errors: [401, 403] }),
      rateLimit: { max: 60, timeWindow: '1 minute' },
      config: { refreshCookie: 'patient' },
      tags: ['patients'],
      summary: 'New tokens for the patient session (rotation; a replayed token ends the session)',
    },
    async (request, reply) => {
      const cookie = presentedRefreshToken(request, config, 'patient', request.body?.refresh_token);
      const tokens = await refreshPatientTokens(services, request, cookie);
      if (tokens === null) {
        clearRefreshCookie(reply, config, 'patient');
        refusedRefresh();
      }
      setRefreshCookie(reply, config, 'patient', tokens.refresh_token);
      return tokens;
    },
  );

  routes.patient(
    {
      ...fromMap('getPatientProfile', { errors: [401, 403] }),
      tags: ['patients'],
      summary: 'The signed-in patient (spec 3: patient_id, profile fields, role Patient, linked clinics)',
    },
    (ctx) => getPatientProfile(ctx),
  );

  routes.patient(
    {
      ...fromMap('setPatientLanguage', { errors: [400, 401, 403] }),
      tags: ['patients'],
      summary: "The patient's language, remembered on the account for every device and e-mail",
    },
    (ctx, { body }) => setPatientLanguage(ctx, body),
  );

  routes.patient(
    {
      ...fromMap('listMyAppointments', { errors: [400, 401, 403, 404] }),
      tags: ['patients'],
      summary: "The patient's own appointments (also the token check of spec 7)",
    },
    (ctx, { params, query }) => listMyAppointments(ctx, params.patient_id, query.limit),
  );

  // Cookie-authenticated (the patient refresh cookie) or a patient bearer token.
  routes.patientCookie(
    {
      ...fromMap('getPatientCsrfToken', { errors: [401, 403] }),
      tags: ['patients'],
      summary: 'The CSRF token of the patient session, for cookie-authenticated calls',
    },
    async (caller) => ({ csrfToken: csrfTokenFor(keys, 'patient', caller.principal.sessionId) }),
  );
};
