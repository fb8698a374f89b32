import { z } from 'zod';
import { DashboardSummary, TenantOverview } from '../dashboard';
import {
  MarkAllReadResponse,
  NotificationList,
  NotificationListQuery,
  UnreadCountQuery,
  UnreadCountResponse,
} from '../notifications';
import { defineEndpoint } from './define-endpoint';
import { uuidParams } from './shapes';

/** The caller's notifications and the dashboard. */
export const NOTIFICATIONS_ENDPOINTS = {
  listNotifications: defineEndpoint({
    method: 'GET',
    path: '/api/notifications',
    access: 'staff',
    query: NotificationListQuery,
    response: NotificationList,
  }),
  getUnreadNotificationCount: defineEndpoint({
    method: 'GET',
    path: '/api/notifications/unread-count',
    access: 'staff',
    query: UnreadCountQuery,
    response: UnreadCountResponse,
  }),
  markNotificationRead: defineEndpoint({
    method: 'PATCH',
    path: '/api/notifications/:id/read',
    access: 'staff',
    params: uuidParams('id'),
    response: z.boolean(),
  }),
  markAllNotificationsRead: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/mark-all-read',
    access: 'staff',
    response: MarkAllReadResponse,
  }),
  deleteNotification: defineEndpoint({
    method: 'DELETE',
    path: '/api/notifications/:id',
    access: 'staff',
    params: uuidParams('id'),
    response: z.null(),
  }),
  getDashboardSummary: defineEndpoint({
    method: 'GET',
    path: '/api/dashboard/summary',
    access: 'staff',
    response: DashboardSummary,
  }),
  getTenantOverview: defineEndpoint({
    method: 'GET',
    path: '/api/dashboard/tenant-overview',
    access: 'super_admin',
    response: TenantOverview,
  }),
} as const;
