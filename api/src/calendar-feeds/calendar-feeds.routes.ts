import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { anonymousActor } from '../audit/audit';
import { routeHelpers } from '../http/route-helpers';
import { fromMap } from '../http/from-map';
import type { Services } from '../platform/services';
import {
  createCalendarFeed,
  getCalendarFeed,
  renderCalendarFeed,
  revokeCalendarFeed,
} from './calendar-feeds.service';

const tags = ['appointments'];

/** Providers' iCalendar feeds (ADR 037): manage the secret URL, and the public feed it points at. */
export const calendarFeedsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const routes = routeHelpers(app, services);
  const read = { permission: 'appointments_read' } as const;
  routes.staff(
    {
      ...fromMap('getCalendarFeed', { errors: [400, 401, 403, 404] }),
      ...read,
      tags,
      summary: 'Whether the provider has a live calendar feed (the URL is shown only when made)',
    },
    (ctx, { params }) => getCalendarFeed(ctx, params.id),
  );
  routes.staff(
    {
      ...fromMap('createCalendarFeed', { errors: [400, 401, 403, 404], status: 201 }),
      ...read,
      tags,
      summary:
        'Make (or rotate) the provider’s secret calendar feed URL: own feed, or anyone’s with settings_manage',
    },
    (ctx, { params }) => createCalendarFeed(services, ctx, params.id),
  );
  routes.staff(
    {
      ...fromMap('revokeCalendarFeed', { errors: [400, 401, 403, 404], status: 204 }),
      ...read,
      tags,
      summary: 'Revoke the provider’s calendar feed URL',
    },
    async (ctx, { params }) => {
      await revokeCalendarFeed(ctx, params.id);
      return null;
    },
  );

  routes.public(
    {
      ...fromMap('readCalendarFeed', { errors: [400, 404, 429], produces: ['text/calendar'] }),
      rateLimit: { max: 60, timeWindow: '1 minute' },
      tags,
      summary: 'The provider’s appointments as iCalendar (text/calendar), for calendar apps',
    },
    async (request, reply) => {
      const body = await renderCalendarFeed(services.database, anonymousActor(request), request.params.file);
      void reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store');
      // A text/calendar document, not JSON: the schema documents only the refusals.
      return reply.send(body);
    },
  );
};
