import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeHelpers } from '../http/route-helpers';
import { fromMap } from '../http/from-map';
import { localeOfRequest } from '../i18n/locale';
import type { Services } from '../platform/services';
import {
  bookMyAppointment,
  cancelMyAppointment,
  getMyAvailability,
  getMyBookingOptions,
  rescheduleMyAppointment,
} from './portal-booking.service';

const tags = ['patients'];

/** The patient portal's self-booking (ADR 040), under the patient's own record. */
export const portalBookingRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const routes = routeHelpers(app, services);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  routes.patient(
    {
      ...fromMap('getMyBookingOptions', { errors: [401, 403, 404] }),
      tags,
      summary: 'What the patient may book online at this clinic: types, branches, providers, rules',
    },
    (ctx, { params }) => getMyBookingOptions(ctx, params.patient_id),
  );

  routes.patient(
    {
      ...fromMap('getMyAvailability', { errors: [400, 401, 403, 404] }),
      tags,
      summary: 'Free times for online booking (minimum notice, days ahead, working hours)',
    },
    (ctx, { params, query }) => getMyAvailability(ctx, params.patient_id, query),
  );

  routes.patient(
    {
      ...fromMap('bookMyAppointment', { errors: [400, 401, 403, 404, 409], status: 201 }),
      tags,
      summary: 'Book a free time online (409 slot_unavailable or slot_taken when it is not free)',
    },
    (ctx, { params, body }, { request }) =>
      bookMyAppointment(ctx, params.patient_id, body, { services, locale: localeOfRequest(request) }),
  );

  routes.patient(
    {
      ...fromMap('rescheduleMyAppointment', { errors: [400, 401, 403, 404, 409] }),
      tags,
      summary: "Move one's own appointment to another free time, before the clinic's cancel notice",
    },
    (ctx, { params, body }) => rescheduleMyAppointment(ctx, params, body),
  );

  routes.patient(
    {
      ...fromMap('cancelMyAppointment', { errors: [401, 403, 404, 409] }),
      tags,
      summary: "Cancel one's own appointment, before the clinic's cancel notice (the row is kept)",
    },
    (ctx, { params }) => cancelMyAppointment(ctx, params),
  );
};
