import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeHelpers } from '../http/route-helpers';
import { fromMap } from '../http/from-map';
import type { Services } from '../platform/services';
import { authorizeClinic, revokeClinic } from './clinic-link.service';

/** The patient's clinics: authorize one with its code, withdraw one (product guide, lead 4). */
export const patientClinicRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const routes = routeHelpers(app, services);
  const { config } = services;

  // Spec 7 sends no bearer token: the patient refresh cookie identifies the caller, with
  // X-CSRF-Token (GET /api/patients/csrf-token) and a same-site Origin; a bearer also works.
  routes.patientCookie(
    {
      ...fromMap('authorizeClinic', { errors: [400, 401, 403, 404, 429] }),
      rateLimit: { max: config.loginRateLimitPerMinute, timeWindow: '1 minute' },
      tags: ['patients'],
      summary: "Link the signed-in patient to a clinic with the clinic's code",
    },
    (caller, { body }) => authorizeClinic(services, caller, body),
  );

  routes.patient(
    {
      ...fromMap('revokeClinic', { errors: [400, 401, 403, 404] }),
      tags: ['patients'],
      summary: "Withdraw a clinic's access (the record stays with the clinic)",
    },
    (ctx, { params }) => revokeClinic(ctx, params.clinicId),
  );
};
