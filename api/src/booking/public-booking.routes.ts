import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { anonymousActor } from '../audit/audit';
import type { Services } from '../platform/services';
import {
  cancelManagedBooking,
  confirmManagedBooking,
  readManagedBooking,
  rescheduleManagedBooking,
} from './managed-booking.service';
import { createPublicBooking, publicAvailability, publicBookingConfig } from './public-booking.service';
import { fromMap } from '../http/from-map';
import { localeOfRequest } from '../i18n/locale';
import { publicRoutes } from '../http/route-helpers';

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

  const routes = publicRoutes(app);
  routes.public(
    {
      ...fromMap('getPublicBookingConfig', { errors: [400, 404, 429] }),
      rateLimit: BROWSE_LIMIT,
      tags,
      summary: 'What the booking page offers: branches, online types, providers, the notice and horizon',
    },
    (request) => publicBookingConfig(database, request.params.clinicId),
  );

  routes.public(
    {
      ...fromMap('getPublicAvailability', { errors: [400, 404, 429] }),
      rateLimit: BROWSE_LIMIT,
      tags,
      summary: 'Bookable slots under the clinic’s online rules (notice, horizon, opening hours)',
    },
    (request) => publicAvailability(database, request.params.clinicId, request.query),
  );

  routes.public(
    {
      ...fromMap('createPublicBooking', { errors: [400, 404, 409, 429], status: 201 }),
      rateLimit: BOOK_LIMIT,
      tags,
      summary: 'Book an offered slot as a new or returning patient (the same answer either way)',
    },
    async (request, reply) => {
      const confirmation = await createPublicBooking(
        services,
        anonymousActor(request),
        request.params.clinicId,
        request.body,
        localeOfRequest(request),
      );
      return reply.status(201).send(confirmation);
    },
  );

  routes.public(
    {
      ...fromMap('getManagedBooking', { errors: [400, 404, 429] }),
      rateLimit: BOOK_LIMIT,
      tags,
      summary: 'The appointment behind an e-mail link, and whether it can still be changed',
    },
    (request) => readManagedBooking(services, anonymousActor(request), request.body.token),
  );

  routes.public(
    {
      ...fromMap('cancelManagedBooking', { errors: [400, 404, 409, 429] }),
      rateLimit: BOOK_LIMIT,
      tags,
      summary: 'Cancel through the e-mail link (until the clinic’s cancellation notice)',
    },
    (request) => cancelManagedBooking(services, anonymousActor(request), request.body.token),
  );

  routes.public(
    {
      ...fromMap('confirmManagedBooking', { errors: [400, 404, 409, 429] }),
      rateLimit: BOOK_LIMIT,
      tags,
      summary: 'Confirm the patient will come, through a reminder’s or the e-mail’s link',
    },
    (request) => confirmManagedBooking(services, anonymousActor(request), request.body.token),
  );

  routes.public(
    {
      ...fromMap('rescheduleManagedBooking', { errors: [400, 404, 409, 429] }),
      rateLimit: BOOK_LIMIT,
      tags,
      summary: 'Move to another offered start of the same provider and type, through the e-mail link',
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
