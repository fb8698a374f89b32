import {
  MarkAllReadResponse,
  NotificationList,
  NotificationListQuery,
  UnreadCountQuery,
  UnreadCountResponse,
  Uuid,
} from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/error-responses';
import { routeHelpers } from '../http/route-helpers';
import type { Services } from '../platform/services';
import {
  countUnreadNotifications,
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.service';

const NotificationParams = z.object({ id: Uuid });
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
      method: 'GET',
      url: '/api/notifications',
      operationId: 'listNotifications',
      tags,
      summary: "The caller's notifications, newest first: filter by read, category and priority",
      schema: {
        querystring: NotificationListQuery,
        response: { 200: NotificationList, ...errorResponses(400, 401, 403) },
      },
    },
    (ctx, { query }) => listNotifications(ctx, query),
  );

  routes.staff(
    {
      method: 'GET',
      url: '/api/notifications/unread-count',
      operationId: 'getUnreadNotificationCount',
      tags,
      summary: "How many of the caller's notifications are unread",
      schema: {
        querystring: UnreadCountQuery,
        response: { 200: UnreadCountResponse, ...errorResponses(400, 401, 403) },
      },
    },
    (ctx) => countUnreadNotifications(ctx),
  );

  routes.staff(
    {
      method: 'PATCH',
      url: '/api/notifications/:id/read',
      operationId: 'markNotificationRead',
      tags,
      summary: 'Mark one notification read (no body); answers true',
      schema: {
        params: NotificationParams,
        response: { 200: z.boolean(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { params }) => markNotificationRead(ctx, params.id),
  );

  routes.staff(
    {
      method: 'POST',
      url: '/api/notifications/mark-all-read',
      operationId: 'markAllNotificationsRead',
      tags,
      summary: "Mark every unread notification of the caller's read (no body)",
      schema: { response: { 200: MarkAllReadResponse, ...errorResponses(400, 401, 403) } },
    },
    (ctx) => markAllNotificationsRead(ctx),
  );

  routes.staff(
    {
      method: 'DELETE',
      url: '/api/notifications/:id',
      operationId: 'deleteNotification',
      tags,
      summary: 'Delete one notification',
      status: 204,
      schema: {
        params: NotificationParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (ctx, { params }) => {
      await deleteNotification(ctx, params.id);
    },
  );
};
