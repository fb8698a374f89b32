import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeHelpers } from '../http/route-helpers';
import { fromMap } from '../http/from-map';
import type { Services } from '../platform/services';
import {
  countUnreadNotifications,
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.service';

const tags = ['notifications'];

/**
 * Spec 7 notifications: the caller's own, with a staff token (no permission needed: nobody can
 * reach another user's). The bell polls the unread count every minute; it sends
 * `X-Clinio-Background: 1`, so polling does not keep an idle session alive.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const routes = routeHelpers(app, services);
  // Per-user answers: never kept by a browser or a shared cache (the client adds `_t` as well).
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  routes.staff(
    {
      ...fromMap('listNotifications', { errors: [400, 401, 403] }),
      tags,
      summary: "The caller's notifications, newest first: filter by read, category and priority",
    },
    (ctx, { query }) => listNotifications(ctx, query),
  );

  routes.staff(
    {
      ...fromMap('getUnreadNotificationCount', { errors: [400, 401, 403] }),
      tags,
      summary: "How many of the caller's notifications are unread",
    },
    (ctx) => countUnreadNotifications(ctx),
  );

  routes.staff(
    {
      ...fromMap('markNotificationRead', { errors: [400, 401, 403, 404] }),
      tags,
      summary: 'Mark one notification read (no body); answers true',
    },
    (ctx, { params }) => markNotificationRead(ctx, params.id),
  );

  routes.staff(
    {
      ...fromMap('markAllNotificationsRead', { errors: [400, 401, 403] }),
      tags,
      summary: "Mark every unread notification of the caller's read (no body)",
    },
    (ctx) => markAllNotificationsRead(ctx),
  );

  routes.staff(
    {
      ...fromMap('deleteNotification', { errors: [400, 401, 403, 404], status: 204 }),
      tags,
      summary: 'Delete one notification',
    },
    async (ctx, { params }) => {
      await deleteNotification(ctx, params.id);
    },
  );
};
