import type {
  MarkAllReadResponse,
  NotificationFilter,
  NotificationList,
  NotificationResponse,
  UnreadCountResponse,
} from '@clinio/contracts';
import { assertFound } from '../errors/app-error';
import { type StaffContext } from '../auth/staff-guard';

/**
 * The caller's own notifications. Row-level security keeps every query inside the caller's
 * tenant; each one also names the caller as the recipient, so another user's id — like another
 * tenant's, or one that never existed — is the same 404.
 */
const NOTIFICATION = 'Notification';

const COLUMNS = ['id', 'title', 'message', 'category', 'priority', 'read_at', 'created_at'] as const;

const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function present(row: {
  id: string;
  title: string;
  message: string;
  category: NotificationResponse['category'];
  priority: NotificationResponse['priority'];
  read_at: Date | null;
  created_at: Date;
}): NotificationResponse {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    category: row.category,
    priority: row.priority,
    read_at: row.read_at === null ? null : toIso(row.read_at),
    created_at: toIso(row.created_at),
  };
}

/** GET /api/notifications: newest first, filtered, one page (`skip`, `limit`). */
export async function listNotifications(
  ctx: StaffContext,
  filter: NotificationFilter,
): Promise<NotificationList> {
  let query = ctx.tx.selectFrom('notifications').select(COLUMNS).where('user_id', '=', ctx.principal.userId);
  if (filter.read !== undefined) query = query.where('read_at', filter.read ? 'is not' : 'is', null);
  if (filter.category !== undefined) query = query.where('category', '=', filter.category);
  if (filter.priority !== undefined) query = query.where('priority', '=', filter.priority);
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .offset(filter.skip)
    .execute();
  return rows.map(present);
}

/** PATCH /api/notifications/{id}/read: true; marking a read one again keeps its first read_at. */
export async function markNotificationRead(ctx: StaffContext, id: string): Promise<true> {
  const mine = ctx.tx
    .updateTable('notifications')
    .set({ read_at: new Date() })
    .where('id', '=', id)
    .where('user_id', '=', ctx.principal.userId)
    .where('read_at', 'is', null)
    .returning('id');
  if ((await mine.executeTakeFirst()) !== undefined) return true;
  assertFound(
    await ctx.tx
      .selectFrom('notifications')
      .select('id')
      .where('id', '=', id)
      .where('user_id', '=', ctx.principal.userId)
      .executeTakeFirst(),
    NOTIFICATION,
  );
  return true;
}

/** POST /api/notifications/mark-all-read: every unread one of the caller's. */
export async function markAllNotificationsRead(ctx: StaffContext): Promise<MarkAllReadResponse> {
  const result = await ctx.tx
    .updateTable('notifications')
    .set({ read_at: new Date() })
    .where('user_id', '=', ctx.principal.userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return { marked_read: Number(result.numUpdatedRows) };
}

/** GET /api/notifications/unread-count (served by the partial index of unread rows). */
export async function countUnreadNotifications(ctx: StaffContext): Promise<UnreadCountResponse> {
  const row = await ctx.tx
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('user_id', '=', ctx.principal.userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { unread_count: Number(row.total) };
}

/** DELETE /api/notifications/{id}: the row is gone (a second delete is a 404). */
export async function deleteNotification(ctx: StaffContext, id: string): Promise<void> {
  assertFound(
    await ctx.tx
      .deleteFrom('notifications')
      .where('id', '=', id)
      .where('user_id', '=', ctx.principal.userId)
      .returning('id')
      .executeTakeFirst(),
    NOTIFICATION,
  );
}
