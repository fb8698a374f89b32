import { z } from 'zod';
import { SubscriptionSummary } from './plans/subscription';

/**
 * The dashboard homes (issue 4): figures counted by the server from the tenant's own rows. The
 * server answers numbers and keys, never sentences, so the wording stays in the browser (ready for
 * translation). A part the caller may not see is null; a part whose data the product does not
 * hold yet (appointments, invoices) is absent until the issue that brings it adds it here.
 */

/** New patient records are counted over this many days. */
export const NEW_PATIENT_DAYS = 30;
/** The tenant dashboard's sign-in chart covers this many days, today included. */
export const ACTIVITY_DAYS = 14;
/** How many of the latest audit entries the tenant dashboard lists. */
export const RECENT_ACTIVITY_ENTRIES = 8;

const Count = z.number().int().nonnegative();

export const PatientFigures = z.object({
  /** Records not archived. */
  total: Count,
  /** Records created in the last NEW_PATIENT_DAYS days (archived ones excluded). */
  new_recent: Count,
  /** Records a patient login is authorised to see (portal users), links not revoked. */
  portal_linked: Count,
});
export type PatientFigures = z.infer<typeof PatientFigures>;

export const StaffFigures = z.object({
  active: Count,
  /** Invited, not yet accepted (whether or not the link is still valid). */
  invited: Count,
  deactivated: Count,
});
export type StaffFigures = z.infer<typeof StaffFigures>;

/**
 * What needs somebody's attention. Each part is null when the caller may not act on it (an
 * invitation needs staff_manage, the subscription a super admin); 0 means nothing to do.
 */
export const DashboardOpenItems = z.object({
  unread_notifications: Count,
  /** The caller's own account has no second factor. */
  own_two_factor_off: z.boolean(),
  /** Invitations whose link still works, waiting to be accepted. */
  invitations_waiting: Count.nullable(),
  /** Invitations whose every link has expired: to resend. */
  invitations_expired: Count.nullable(),
  /** Active staff without two-factor sign-in (super admins only). */
  staff_without_two_factor: Count.nullable(),
  /** The subscription, when it needs a super admin: a trial, past_due, expired or canceled. */
  subscription: SubscriptionSummary.nullable(),
});
export type DashboardOpenItems = z.infer<typeof DashboardOpenItems>;

/** GET /api/dashboard/summary: any staff member; the parts follow their permissions. */
export const DashboardSummary = z.object({
  clinic_name: z.string(),
  time_zone: z.string(),
  /** Today's date (YYYY-MM-DD) in the clinic's time zone. */
  today: z.string(),
  /** null without patients_read. */
  patients: PatientFigures.nullable(),
  /** null without staff_read. */
  staff: StaffFigures.nullable(),
  open_items: DashboardOpenItems,
});
export type DashboardSummary = z.infer<typeof DashboardSummary>;

export const RoleCount = z.object({ role: z.string(), count: Count });

export const ActivityDay = z.object({
  /** YYYY-MM-DD in the clinic's time zone. */
  date: z.string(),
  sign_ins: Count,
  failed_sign_ins: Count,
});
export type ActivityDay = z.infer<typeof ActivityDay>;

/** One audit entry as the tenant dashboard lists it: who did what, never the record touched. */
export const RecentActivity = z.object({
  at: z.string(),
  action: z.string(),
  outcome: z.enum(['success', 'failure', 'denied']),
  actor_name: z.string().nullable(),
  actor_type: z.enum(['staff', 'patient', 'system_admin', 'anonymous']),
  resource_type: z.string(),
});
export type RecentActivity = z.infer<typeof RecentActivity>;

/** GET /api/dashboard/tenant-overview: the super admin's view of the whole clinic account. */
export const TenantOverview = z.object({
  clinic_name: z.string(),
  time_zone: z.string(),
  today: z.string(),
  subscription: SubscriptionSummary,
  patients: PatientFigures.extend({ archived: Count }),
  staff: StaffFigures.extend({
    by_role: z.array(RoleCount),
    two_factor_enabled: Count,
  }),
  branches: Count,
  storage: z.object({ bytes: Count, files: Count }),
  /** The last ACTIVITY_DAYS days, oldest first, today last. */
  activity: z.array(ActivityDay),
  /** Refused requests (permission or plan) over the last 7 days. */
  denied_last_7_days: Count,
  /** The latest audit entries; null while the plan does not include the audit log. */
  recent: z.array(RecentActivity).nullable(),
});
export type TenantOverview = z.infer<typeof TenantOverview>;

/** A clinic day (YYYY-MM-DD) in words, without shifting it through the viewer's time zone. */
export function formatClinicDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** One line of a home's "Needs attention" list. */
export interface AttentionItem {
  key: string;
  text: string;
  tone: 'info' | 'warning' | 'danger';
  /** Where the person acts on it. */
  to: string;
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function subscriptionItem(subscription: SubscriptionSummary): AttentionItem | null {
  const to = '/dashboard/admin/subscription-management';
  switch (subscription.status) {
    case 'trial': {
      const days = subscription.trial_days_left ?? 0;
      const text =
        days === 0
          ? 'Your free trial ends today. Choose a plan to keep every feature.'
          : `Your free trial ends in ${plural(days, 'day', 'days')}. Choose a plan to keep every feature.`;
      return { key: 'subscription', text, tone: days <= 3 ? 'warning' : 'info', to };
    }
    case 'expired':
      return {
        key: 'subscription',
        text: 'Your free trial has ended. Upgrade to unlock your features.',
        tone: 'danger',
        to,
      };
    case 'past_due':
      return {
        key: 'subscription',
        text: 'A payment for your subscription is past due.',
        tone: 'danger',
        to,
      };
    case 'canceled':
      return { key: 'subscription', text: 'Your subscription is canceled.', tone: 'danger', to };
    default:
      return null;
  }
}

/** The open items as sentences, most urgent first; an empty list means nothing to do. */
export function attentionItems(open: DashboardOpenItems): AttentionItem[] {
  const items: AttentionItem[] = [];
  const subscription = open.subscription === null ? null : subscriptionItem(open.subscription);
  if (subscription) items.push(subscription);
  if (open.unread_notifications > 0) {
    items.push({
      key: 'notifications',
      text: `You have ${plural(open.unread_notifications, 'unread notification', 'unread notifications')}.`,
      tone: 'info',
      to: '/dashboard/notifications?unread=true',
    });
  }
  if ((open.invitations_expired ?? 0) > 0) {
    const n = open.invitations_expired ?? 0;
    items.push({
      key: 'invitations_expired',
      text: `${plural(n, 'invitation has', 'invitations have')} expired before being accepted. Send ${n === 1 ? 'it' : 'them'} again from Staff.`,
      tone: 'warning',
      to: '/dashboard/staff',
    });
  }
  if ((open.invitations_waiting ?? 0) > 0) {
    items.push({
      key: 'invitations_waiting',
      text: `${plural(open.invitations_waiting ?? 0, 'invitation is', 'invitations are')} waiting to be accepted.`,
      tone: 'info',
      to: '/dashboard/staff',
    });
  }
  if ((open.staff_without_two_factor ?? 0) > 0) {
    items.push({
      key: 'staff_without_two_factor',
      text: `${plural(open.staff_without_two_factor ?? 0, 'active staff member signs', 'active staff members sign')} in without two-factor authentication.`,
      tone: 'warning',
      to: '/dashboard/staff',
    });
  }
  if (open.own_two_factor_off) {
    items.push({
      key: 'own_two_factor_off',
      text: 'Protect your account: turn on two-factor authentication in My Settings.',
      tone: 'info',
      to: '/dashboard/user-settings',
    });
  }
  const rank = { danger: 0, warning: 1, info: 2 } as const;
  return items.sort((a, b) => rank[a.tone] - rank[b.tone]);
}
