import {
  NOTIFICATION_MESSAGE_MAX_LENGTH,
  NOTIFICATION_TITLE_MAX_LENGTH,
  wantsInAppNotification,
  type NotificationCategory,
  type NotificationPriority,
} from '@clinio/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../db/database';
import { mergeNotificationSettings } from '../users/settings.service';

/** What a notification says. Names of staff are fine; a patient's record never goes here. */
export interface NotificationInput {
  title: string;
  message: string;
  category: NotificationCategory;
  /** Default 'normal'. */
  priority?: NotificationPriority;
}

/** Who should hear about it, resolved inside the caller's transaction. */
export interface RecipientQuery {
  userIds?: readonly string[];
  /** Every active super admin of the clinic. */
  superAdmins?: boolean;
  /** Whoever invited (or re-sent the invitation of) this staff user, from the audit log. */
  invitersOf?: string;
  /** Never these users (typically the person who caused the event). */
  except?: readonly string[];
}

/** A list of staff user ids, or a query for them. */
export type Recipients = readonly string[] | RecipientQuery;

const INVITATION_SENT = ['staff.invited', 'staff.invitation_resent'];

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function recipientRows(tx: TenantTx, query: RecipientQuery) {
  const userIds = query.userIds ?? [];
  const except = query.except ?? [];
  return tx
    .selectFrom('staff_users as u')
    .innerJoin('roles as r', (join) =>
      join.onRef('r.tenant_id', '=', 'u.tenant_id').onRef('r.id', '=', 'u.role_id'),
    )
    .select(['u.id', 'u.notification_settings'])
    .where('u.status', '=', 'active')
    .where((eb) => {
      const anyOf = [];
      if (userIds.length > 0) anyOf.push(eb('u.id', 'in', userIds));
      if (query.superAdmins === true) anyOf.push(eb(sql<string>`lower(r.name)`, '=', 'super_admin'));
      if (query.invitersOf !== undefined) {
        const inviters = eb
          .selectFrom('audit_log as a')
          .select(sql<string>`a.actor_id`.as('actor_id'))
          .where('a.actor_type', '=', 'staff')
          .where('a.action', 'in', INVITATION_SENT)
          .where('a.outcome', '=', 'success')
          .where('a.resource_type', '=', 'staff_user')
          .where('a.resource_id', '=', query.invitersOf)
          .where('a.actor_id', 'is not', null);
        anyOf.push(eb('u.id', 'in', inviters));
      }
      return anyOf.length > 0 ? eb.or(anyOf) : eb.val(false);
    })
    .$if(except.length > 0, (q) => q.where('u.id', 'not in', except))
    .execute();
}

/**
 * Creates one in-app notification per recipient, inside the caller's transaction (so it exists
 * exactly when the event it announces commits). Only active staff of `tenantId` receive it, each
 * once, and only if their notification settings want it (in-app on, and the category's switch).
 * Returns the ids of the users notified.
 */
export async function notify(
  tx: TenantTx,
  tenantId: string,
  recipients: Recipients,
  notice: NotificationInput,
): Promise<string[]> {
  const query: RecipientQuery = Array.isArray(recipients)
    ? { userIds: recipients as readonly string[] }
    : (recipients as RecipientQuery);
  const title = clip(notice.title.trim(), NOTIFICATION_TITLE_MAX_LENGTH);
  if (title === '') throw new Error('A notification needs a title');
  const users = (await recipientRows(tx, query)).filter((user) =>
    wantsInAppNotification(mergeNotificationSettings(user.notification_settings), notice.category),
  );
  if (users.length === 0) return [];
  await tx
    .insertInto('notifications')
    .values(
      users.map((user) => ({
        tenant_id: tenantId,
        user_id: user.id,
        title,
        message: clip(notice.message.trim(), NOTIFICATION_MESSAGE_MAX_LENGTH),
        category: notice.category,
        priority: notice.priority ?? 'normal',
      })),
    )
    .execute();
  return users.map((user) => user.id);
}
