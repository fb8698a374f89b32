import { z } from 'zod';
import type { NotificationSettings } from './identity';

/**
 * Spec 3 and 7: a staff user's in-app notifications. The spec names id, read_at (null means
 * unread), category and priority; title, message and created_at are what a bell or a list shows.
 * No metadata or link: nothing beyond these fields leaves the server.
 */
export const NOTIFICATION_CATEGORIES = [
  'appointment',
  'message',
  'billing',
  'staff',
  'security',
  'system',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

export const NOTIFICATION_TITLE_MAX_LENGTH = 200;
export const NOTIFICATION_MESSAGE_MAX_LENGTH = 2_000;
export const NOTIFICATION_PAGE = { defaultLimit: 50, maxLimit: 100, maxSkip: 10_000 } as const;

export const NotificationResponse = z.object({
  id: z.uuid(),
  title: z.string(),
  message: z.string(),
  category: z.enum(NOTIFICATION_CATEGORIES),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  /** ISO timestamp of when it was read; null while unread. */
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type NotificationResponse = z.infer<typeof NotificationResponse>;

export const NotificationList = z.array(NotificationResponse);
export type NotificationList = z.infer<typeof NotificationList>;

/** The client's `_t` (any value, even repeated) only defeats caches; the server ignores it. */
const CacheBuster = z.unknown().optional();

/** An empty value (`read=`) means "no filter", as when the client clears it. */
const Blank = z.literal('').transform(() => undefined);

/** `read=true|false`; anything else is a 400 (a plain coercion would read "false" as true). */
const ReadFilter = z
  .union([z.enum(['true', 'false']).transform((value) => value === 'true'), Blank], 'Use true or false')
  .optional();

function choiceFilter<const T extends readonly [string, ...string[]]>(values: T) {
  return z.union([z.enum(values), Blank], `Use one of: ${values.join(', ')}`).optional();
}

/** GET /api/notifications: newest first; `_t` is the client's cache-buster and is ignored. */
export const NotificationListQuery = z.object({
  _t: CacheBuster,
  read: ReadFilter,
  category: choiceFilter(NOTIFICATION_CATEGORIES),
  priority: choiceFilter(NOTIFICATION_PRIORITIES),
  skip: z.coerce.number().int().min(0).max(NOTIFICATION_PAGE.maxSkip).default(0),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(NOTIFICATION_PAGE.maxLimit)
    .default(NOTIFICATION_PAGE.defaultLimit),
});
export type NotificationListQuery = z.input<typeof NotificationListQuery>;
export type NotificationFilter = z.output<typeof NotificationListQuery>;

export const UnreadCountQuery = z.object({ _t: CacheBuster });

export const UnreadCountResponse = z.object({ unread_count: z.number().int().min(0) });
export type UnreadCountResponse = z.infer<typeof UnreadCountResponse>;

/** POST /api/notifications/mark-all-read: how many were unread and are now read. */
export const MarkAllReadResponse = z.object({ marked_read: z.number().int().min(0) });
export type MarkAllReadResponse = z.infer<typeof MarkAllReadResponse>;

/** The notification setting (spec 7 /notification-settings) that turns each category on or off. */
const CATEGORY_SETTING: Record<NotificationCategory, keyof NotificationSettings | null> = {
  appointment: 'appointment_updates',
  message: 'patient_messages',
  billing: 'billing_updates',
  staff: 'staff_updates',
  security: 'security_alerts',
  system: null,
};

/** Whether a user with these settings gets an in-app notification of this category. */
export function wantsInAppNotification(
  settings: NotificationSettings,
  category: NotificationCategory,
): boolean {
  const setting = CATEGORY_SETTING[category];
  return settings.in_app_enabled && (setting === null || settings[setting]);
}
