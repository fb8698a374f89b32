import { ENDPOINTS as E } from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anonymousActor } from '../audit/audit';
import { errorResponses } from '../http/error-responses';
import { routeHelpers } from '../http/route-helpers';
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
      method: 'GET',
      url: E.getCalendarFeed.path,
      ...read,
      operationId: 'getCalendarFeed',
      tags,
      summary: 'Whether the provider has a live calendar feed (the URL is shown only when made)',
      schema: {
        params: E.getCalendarFeed.params,
        response: { 200: E.getCalendarFeed.response, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { params }) => getCalendarFeed(ctx, params.id),
  );
  routes.staff(
    {
      method: 'POST',
      url: E.createCalendarFeed.path,
      ...read,
      status: 201,
      operationId: 'createCalendarFeed',
      tags,
      summary:
        'Make (or rotate) the provider’s secret calendar feed URL: own feed, or anyone’s with settings_manage',
      schema: {
        params: E.createCalendarFeed.params,
        response: { 201: E.createCalendarFeed.response, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { params }) => createCalendarFeed(services, ctx, params.id),
  );
  routes.staff(
    {
      method: 'DELETE',
      url: E.revokeCalendarFeed.path,
      ...read,
      status: 204,
      operationId: 'revokeCalendarFeed',
      tags,
      summary: 'Revoke the provider’s calendar feed URL',
      schema: {
        params: E.revokeCalendarFeed.params,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (ctx, { params }) => {
      await revokeCalendarFeed(ctx, params.id);
      return null;
    },
  );

  app.get(
    E.readCalendarFeed.path,
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        operationId: 'readCalendarFeed',
        tags,
        summary: 'The provider’s appointments as iCalendar (text/calendar), for calendar apps',
        produces: ['text/calendar'],
        params: E.readCalendarFeed.params,
        response: errorResponses(400, 404, 429),
      },
    },
    async (request, reply) => {
      const body = await renderCalendarFeed(services.database, anonymousActor(request), request.params.file);
      void reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store');
      // A text/calendar document, not JSON: the schema documents only the refusals.
      return reply.send(body as never);
    },
  );
};
