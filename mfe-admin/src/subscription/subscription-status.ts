import type { SubscriptionStatus, SubscriptionSummary } from '@clinio/contracts';
import { formatDate, plural } from '../common/format';

/** Spec 3's statuses in a clinic owner's words. */
export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  trial: 'Free trial',
  active: 'Active',
  past_due: 'Payment overdue',
  expired: 'Expired',
  canceled: 'Canceled',
};

export const STATUS_COLORS: Record<SubscriptionStatus, string> = {
  trial: 'blue',
  active: 'green',
  past_due: 'orange',
  expired: 'red',
  canceled: 'gray',
};

function trialText(summary: SubscriptionSummary): string {
  const days = summary.trial_days_left;
  if (summary.trial_ends_at === null || days === null) return 'Your clinic is on a free trial.';
  const end = formatDate(summary.trial_ends_at);
  const left =
    days === 0
      ? `Your free trial ends today (${end}).`
      : `${plural(days, 'day')} left in your free trial: it ends on ${end}.`;
  return `${left} Choose a plan before then to keep using every feature you rely on.`;
}

/**
 * What the status means for the clinic. ADR 016: only 'expired' locks features; past_due and
 * canceled keep them until the subscription expires.
 */
export function describeStatus(summary: SubscriptionSummary): string {
  switch (summary.status) {
    case 'trial':
      return trialText(summary);
    case 'active':
      return 'Your subscription is active. Every feature of your plan is available.';
    case 'past_due':
      return (
        'Your latest payment has not come through. Everything keeps working for now; if it stays ' +
        'unpaid, the subscription expires and most features are switched off.'
      );
    case 'expired':
      return 'Your subscription has expired. A plan turns your features back on.';
    case 'canceled':
      return (
        'Your subscription is canceled. Your features stay available until the end of the period ' +
        'already paid; after that, most features are switched off.'
      );
  }
}
