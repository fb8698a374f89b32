import { ENDPOINTS as E } from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { anonymousActor } from '../audit/audit';
import { errorResponses } from '../http/error-responses';
import type { Services } from '../platform/services';
import {
  cancelManagedBooking,
  readManagedBooking,
  rescheduleManagedBooking,
} from './managed-booking.service';
import { createPublicBooking, publicAvailability, publicBookingConfig } from './public-booking.service';

const tags = ['booking'];
/** Per client address: browsing slots is cheap, booking and the links are not (ADR 037). */
const BROWSE_LIMIT = { max: 60, timeWindow: '1 minute' };
const BOOK_LIMIT = { max: 10, timeWindow: '1 minute' };

/**
 * The public booking embed's calls (spec 2.1, ADR 037) and the signed links of its e-mails. No
 * sign-in: the clinic id in the path names the clinic (404 when it is unknown or its embed is off),
 * a link's signature names the appointment. Never cached; every answer is rate-limited.
 */
export const publicBookingRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { database } = services;
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get(
    E.getPublicBookingConfig.path,
    {
      config: { access: 'public', rateLimit: BROWSE_LIMIT },
      schema: {
        operationId: 'getPublicBookingConfig',
        tags,
        summary: 'What the booking page offers: branches, online types, providers, the notice and horizon',
        params: E.getPublicBookingConfig.params,
        response: { 200: E.getPublicBookingConfig.response, ...errorResponses(400, 404, 429) },
      },
    },
    (request) => publicBookingConfig(database, request.params.clinicId),
  );

  app.get(
    E.getPublicAvailability.path,
    {
      config: { access: 'public', rateLimit: BROWSE_LIMIT },
      schema: {
        operationId: 'getPublicAvailability',
        tags,
        summary: 'Bookable slots under the clinic’s online rules (notice, horizon, opening hours)',
        params: E.getPublicAvailability.params,
        querystring: E.getPublicAvailability.query,
        response: { 200: E.getPublicAvailability.response, ...errorResponses(400, 404, 429) },
      },
    },
    (request) => publicAvailability(database, request.params.clinicId, request.query),
  );

  app.post(
    E.createPublicBooking.path,
    {
      config: { access: 'public', rateLimit: BOOK_LIMIT },
      schema: {
        operationId: 'createPublicBooking',
        tags,
        summary: 'Book an offered slot as a new or returning patient (the same answer either way)',
        params: E.createPublicBooking.params,
        body: E.createPublicBooking.body,
        response: { 201: E.createPublicBooking.response, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const confirmation = await createPublicBooking(
        services,
        anonymousActor(request),
        request.params.clinicId,
        request.body,
      );
      return reply.status(201).send(confirmation);
    },
  );

  app.post(
    E.getManagedBooking.path,
    {
      config: { access: 'public', rateLimit: BOOK_LIMIT },
      schema: {
        operationId: 'getManagedBooking',
        tags,
        summary: 'The appointment behind an e-mail link, and whether it can still be changed',
        body: E.getManagedBooking.body,
        response: { 200: E.getManagedBooking.response, ...errorResponses(400, 404, 429) },
      },
    },
    (request) => readManagedBooking(services, anonymousActor(request), request.body.token),
  );

  app.post(
    E.cancelManagedBooking.path,
    {
      config: { access: 'public', rateLimit: BOOK_LIMIT },
      schema: {
        operationId: 'cancelManagedBooking',
        tags,
        summary: 'Cancel through the e-mail link (until the clinic’s cancellation notice)',
        body: E.cancelManagedBooking.body,
        response: { 200: E.cancelManagedBooking.response, ...errorResponses(400, 404, 409, 429) },
      },
    },
    (request) => cancelManagedBooking(services, anonymousActor(request), request.body.token),
  );

  app.post(
    E.rescheduleManagedBooking.path,
    {
      config: { access: 'public', rateLimit: BOOK_LIMIT },
      schema: {
        operationId: 'rescheduleManagedBooking',
        tags,
        summary: 'Move to another offered start of the same provider and type, through the e-mail link',
        body: E.rescheduleManagedBooking.body,
        response: { 200: E.rescheduleManagedBooking.response, ...errorResponses(400, 404, 409, 429) },
      },
    },
    (request) =>
      rescheduleManagedBooking(
        services,
        anonymousActor(request),
        request.body.token,
        request.body.start_time,
      ),
  );
};
