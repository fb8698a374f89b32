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
import { withStaff } from '../auth/staff-guard';
import { errorResponses } from '../http/error-responses';
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
  const { database } = services;
  const staff = { access: 'staff' } as const;
  // Per-user answers: never kept by a browser or a shared cache (the client adds `_t` as well).
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/notifications',
    {
      config: staff,
      schema: {
        operationId: 'listNotifications',
        tags,
        summary: "The caller's notifications, newest first: filter by read, category and priority",
        querystring: NotificationListQuery,
        response: { 200: NotificationList, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => withStaff(database, request, (ctx) => listNotifications(ctx, request.query)),
  );

  app.get(
    '/api/notifications/unread-count',
    {
      config: staff,
      schema: {
        operationId: 'getUnreadNotificationCount',
        tags,
        summary: "How many of the caller's notifications are unread",
        querystring: UnreadCountQuery,
        response: { 200: UnreadCountResponse, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => withStaff(database, request, (ctx) => countUnreadNotifications(ctx)),
  );

  app.patch(
    '/api/notifications/:id/read',
    {
      config: staff,
      schema: {
        operationId: 'markNotificationRead',
        tags,
        summary: 'Mark one notification read (no body); answers true',
        params: NotificationParams,
        response: { 200: z.boolean(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => withStaff(database, request, (ctx) => markNotificationRead(ctx, request.params.id)),
  );

  app.post(
    '/api/notifications/mark-all-read',
    {
      config: staff,
      schema: {
        operationId: 'markAllNotificationsRead',
        tags,
        summary: "Mark every unread notification of the caller's read (no body)",
        response: { 200: MarkAllReadResponse, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => withStaff(database, request, (ctx) => markAllNotificationsRead(ctx)),
  );

  app.delete(
    '/api/notifications/:id',
    {
      config: staff,
      schema: {
        operationId: 'deleteNotification',
        tags,
        summary: 'Delete one notification',
        params: NotificationParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await withStaff(database, request, (ctx) => deleteNotification(ctx, request.params.id));
      return reply.status(204).send(null);
    },
  );
};
