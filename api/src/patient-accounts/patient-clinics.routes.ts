import { AuthorizeClinicRequest, AuthorizeClinicResponse, Uuid } from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/error-responses';
import { routeHelpers } from '../http/route-helpers';
import type { Services } from '../platform/services';
import { authorizeClinic, revokeClinic } from './clinic-link.service';

const RevokeResponse = z.object({ detail: z.string() });

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
      method: 'POST',
      url: '/api/patients/authorize-clinic',
      rateLimit: { max: config.loginRateLimitPerMinute, timeWindow: '1 minute' },
      operationId: 'authorizeClinic',
      tags: ['patients'],
      summary: "Link the signed-in patient to a clinic with the clinic's code",
      schema: {
        body: AuthorizeClinicRequest,
        response: { 200: AuthorizeClinicResponse, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    (caller, { body }) => authorizeClinic(services, caller, body),
  );

  routes.patient(
    {
      method: 'DELETE',
      url: '/api/patients/clinics/:clinicId',
      operationId: 'revokeClinic',
      tags: ['patients'],
      summary: "Withdraw a clinic's access (the record stays with the clinic)",
      schema: {
        params: z.object({ clinicId: Uuid }),
        response: { 200: RevokeResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { params }) => revokeClinic(ctx, params.clinicId),
  );
};
