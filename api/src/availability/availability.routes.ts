import { ENDPOINTS as E } from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getBookingSettings, updateBookingSettings } from '../booking/booking-settings.service';
import { errorResponses } from '../http/error-responses';
import { routeHelpers } from '../http/route-helpers';
import type { Services } from '../platform/services';
import { findAvailableSlots } from './availability';

/**
 * Staff availability (the engine of ADR 037) and the clinic's booking rules. Availability answers
 * slots only (no patient data), so it is not audited; a change of the rules is.
 */
export const availabilityRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const routes = routeHelpers(app, services);
  routes.staff(
    {
      method: 'GET',
      url: E.getAvailability.path,
      permission: 'appointments_read',
      operationId: 'getAvailability',
      tags: ['appointments'],
      summary: 'Bookable slots for a type at a branch, per provider, over local dates (at most 62 days)',
      schema: {
        querystring: E.getAvailability.query,
        response: { 200: E.getAvailability.response, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { query }) => findAvailableSlots(ctx.tx, ctx.principal.tenantId, query, { forPublic: false }),
  );
  routes.staff(
    {
      method: 'GET',
      url: E.getBookingSettings.path,
      permission: 'appointments_read',
      operationId: 'getBookingSettings',
      tags: ['settings'],
      summary: 'The booking rules of the portal and the public embed, and the embed path',
      schema: { response: { 200: E.getBookingSettings.response, ...errorResponses(401, 403) } },
    },
    (ctx) => getBookingSettings(ctx),
  );
  routes.staff(
    {
      method: 'PUT',
      url: E.updateBookingSettings.path,
      permission: 'settings_manage',
      operationId: 'updateBookingSettings',
      tags: ['settings'],
      summary:
        'Change the booking rules: the embed on or off, its framing origins, notice, horizon, step, hold',
      schema: {
        body: E.updateBookingSettings.body,
        response: { 200: E.updateBookingSettings.response, ...errorResponses(400, 401, 403) },
      },
    },
    (ctx, { body }) => updateBookingSettings(ctx, body),
  );
};
