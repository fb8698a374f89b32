import { ENDPOINTS as E } from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/error-responses';
import { routeHelpers } from '../http/route-helpers';
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
      method: 'GET',
      url: E.getMyBookingOptions.path,
      operationId: 'getMyBookingOptions',
      tags,
      summary: 'What the patient may book online at this clinic: types, branches, providers, rules',
      schema: {
        params: E.getMyBookingOptions.params,
        response: { 200: E.getMyBookingOptions.response, ...errorResponses(401, 403, 404) },
      },
    },
    (ctx, { params }) => getMyBookingOptions(ctx, params.patient_id),
  );

  routes.patient(
    {
      method: 'GET',
      url: E.getMyAvailability.path,
      operationId: 'getMyAvailability',
      tags,
      summary: 'Free times for online booking (minimum notice, days ahead, working hours)',
      schema: {
        params: E.getMyAvailability.params,
        querystring: E.getMyAvailability.query,
        response: { 200: E.getMyAvailability.response, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { params, query }) => getMyAvailability(ctx, params.patient_id, query),
  );

  routes.patient(
    {
      method: 'POST',
      url: E.bookMyAppointment.path,
      status: 201,
      operationId: 'bookMyAppointment',
      tags,
      summary: 'Book a free time online (409 slot_unavailable or slot_taken when it is not free)',
      schema: {
        params: E.bookMyAppointment.params,
        body: E.bookMyAppointment.body,
        response: { 201: E.bookMyAppointment.response, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (ctx, { params, body }) => bookMyAppointment(ctx, params.patient_id, body),
  );

  routes.patient(
    {
      method: 'PUT',
      url: E.rescheduleMyAppointment.path,
      operationId: 'rescheduleMyAppointment',
      tags,
      summary: "Move one's own appointment to another free time, before the clinic's cancel notice",
      schema: {
        params: E.rescheduleMyAppointment.params,
        body: E.rescheduleMyAppointment.body,
        response: { 200: E.rescheduleMyAppointment.response, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (ctx, { params, body }) => rescheduleMyAppointment(ctx, params, body),
  );

  routes.patient(
    {
      method: 'DELETE',
      url: E.cancelMyAppointment.path,
      operationId: 'cancelMyAppointment',
      tags,
      summary: "Cancel one's own appointment, before the clinic's cancel notice (the row is kept)",
      schema: {
        params: E.cancelMyAppointment.params,
        response: { 200: E.cancelMyAppointment.response, ...errorResponses(401, 403, 404, 409) },
      },
    },
    (ctx, { params }) => cancelMyAppointment(ctx, params),
  );
};
