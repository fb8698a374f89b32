import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getBookingSettings, updateBookingSettings } from '../booking/booking-settings.service';
import { routeHelpers } from '../http/route-helpers';
import { fromMap } from '../http/from-map';
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
      ...fromMap('getAvailability', { errors: [400, 401, 403, 404] }),
      permission: 'appointments_read',
      tags: ['appointments'],
      summary: 'Bookable slots for a type at a branch, per provider, over local dates (at most 62 days)',
    },
    (ctx, { query }) => findAvailableSlots(ctx.tx, ctx.principal.tenantId, query, { forPublic: false }),
  );
  routes.staff(
    {
      ...fromMap('getBookingSettings', { errors: [401, 403] }),
      permission: 'appointments_read',
      tags: ['settings'],
      summary: 'The booking rules of the portal and the public embed, and the embed path',
    },
    (ctx) => getBookingSettings(ctx),
  );
  routes.staff(
    {
      ...fromMap('updateBookingSettings', { errors: [400, 401, 403] }),
      permission: 'settings_manage',
      tags: ['settings'],
      summary:
        'Change the booking rules: the embed on or off, its framing origins, notice, horizon, step, hold',
    },
    (ctx, { body }) => updateBookingSettings(ctx, body),
  );
};
