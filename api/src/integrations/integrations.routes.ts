import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromMap } from '../http/from-map';
import { routeHelpers } from '../http/route-helpers';
import type { Services } from '../platform/services';
import { registerDevPages } from './dev-pages';
import {
  chooseGoogleCalendar,
  listGoogleCalendars,
  listIntegrations,
  syncGoogleNow,
} from './integrations.service';
import { receiveGooglePush } from './google-push';
import { completeAuthorization, disconnect, startAuthorization } from './oauth.service';
import { listenForVisits } from './visit-sync';

const tags = ['integrations'];
const feature = 'integrations' as const;
const rateLimit = { max: 30, timeWindow: '1 minute' };

/**
 * Integrations (issue 21 section 2, ADR 055): each staff member connects their own Google Calendar;
 * a clinic administrator connects the clinic's Zoom (feature telemedicine). The callbacks are the
 * browser pages of spec 2.1, which pass the provider's code and state on to these routes with the
 * staff session that started the connection.
 */
export const integrationsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const routes = routeHelpers(app, services);
  listenForVisits(services);
  registerDevPages(app, services);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  routes.staff(
    {
      ...fromMap('listIntegrations', { errors: [401, 403] }),
      feature,
      tags,
      summary: "The integrations and their state (the caller's Google Calendar, the clinic's Zoom)",
    },
    (ctx) => listIntegrations(ctx, services),
  );
  routes.staff(
    {
      ...fromMap('startGoogleAuthorization', { errors: [401, 403, 429] }),
      feature,
      tags,
      rateLimit,
      summary: "Start connecting the caller's Google Calendar: the provider's consent URL",
    },
    (ctx) => startAuthorization(ctx, services, 'google_calendar'),
  );
  routes.staff(
    {
      ...fromMap('completeGoogleAuthorization', { errors: [400, 401, 403, 429, 502] }),
      feature,
      tags,
      rateLimit,
      summary: "Finish connecting with the provider's code and the session's state",
    },
    (ctx, { body }) => completeAuthorization(ctx, services, 'google_calendar', body),
  );
  routes.staff(
    {
      ...fromMap('listGoogleCalendars', { errors: [401, 403, 404, 502] }),
      feature,
      tags,
      summary: "The calendars of the caller's Google account that visits can be written to",
    },
    (ctx) => listGoogleCalendars(ctx, services),
  );
  routes.staff(
    {
      ...fromMap('chooseGoogleCalendar', { errors: [400, 401, 403, 404, 502] }),
      feature,
      tags,
      summary: 'Choose the calendar the visits are written to',
    },
    (ctx, { body }) => chooseGoogleCalendar(ctx, services, body),
  );
  routes.staff(
    {
      ...fromMap('syncGoogleCalendar', { errors: [401, 403, 404, 409] }),
      feature,
      tags,
      rateLimit,
      summary: 'Read the busy times again now',
    },
    (ctx) => syncGoogleNow(ctx, services),
  );
  routes.staff(
    {
      ...fromMap('disconnectGoogle', { errors: [401, 403, 404] }),
      feature,
      tags,
      summary: "Disconnect the caller's Google Calendar (the grant is revoked)",
    },
    (ctx) => disconnect(ctx, services, 'google_calendar'),
  );
  routes.staff(
    {
      ...fromMap('startZoomAuthorization', { errors: [401, 403, 429] }),
      permission: 'settings_manage',
      feature: 'telemedicine',
      tags,
      rateLimit,
      summary: "Start connecting the clinic's Zoom account: the provider's consent URL",
    },
    (ctx) => startAuthorization(ctx, services, 'zoom'),
  );
  routes.staff(
    {
      ...fromMap('completeZoomAuthorization', { errors: [400, 401, 403, 429, 502] }),
      permission: 'settings_manage',
      feature: 'telemedicine',
      tags,
      rateLimit,
      summary: "Finish connecting Zoom with the provider's code and the session's state",
    },
    (ctx, { body }) => completeAuthorization(ctx, services, 'zoom', body),
  );
  routes.staff(
    {
      ...fromMap('disconnectZoom', { errors: [401, 403, 404] }),
      permission: 'settings_manage',
      feature: 'telemedicine',
      tags,
      summary: "Disconnect the clinic's Zoom account (the grant is revoked)",
    },
    (ctx) => disconnect(ctx, services, 'zoom'),
  );
  const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
  routes.public(
    {
      ...fromMap('receiveGoogleCalendarPush', { errors: [403, 404, 429] }),
      tags,
      // Google sends one per change of a watched calendar, in bursts.
      rateLimit: { max: 600, timeWindow: '1 minute' },
      summary: "Google's notification that a watched calendar changed: its sync is queued (ADR 055)",
    },
    async (request) => {
      await receiveGooglePush(services, {
        channelId: header(request.headers['x-goog-channel-id']),
        token: header(request.headers['x-goog-channel-token']),
        state: header(request.headers['x-goog-resource-state']),
      });
      return null;
    },
  );
};
