import { StatCard as Card, StatGrid } from '@clinio/design-system';
import { PLAN_IDS, SUBSCRIPTION_STATUSES, type PlatformAnalytics } from '@clinio/contracts';
import { SUBSCRIPTION_STATUS_LABELS, formatBytes, formatCount, planName } from '../labels';

/** What holds now, whatever the range. */
export function AnalyticsTotals({ totals }: { totals: PlatformAnalytics['totals'] }) {
  const { tenants, staff_users: staff, patients, storage } = totals;
  const byPlan = PLAN_IDS.map((plan) => `${planName(plan)} ${formatCount(tenants.by_plan[plan])}`).join(
    ' · ',
  );
  const bySubscription = SUBSCRIPTION_STATUSES.map(
    (status) =>
      `${SUBSCRIPTION_STATUS_LABELS[status]} ${formatCount(tenants.by_subscription_status[status])}`,
  ).join(' · ');
  return (
    <StatGrid label="Totals now">
      <Card label="Tenants" value={formatCount(tenants.total)}>
        {formatCount(tenants.active)} active · {formatCount(tenants.suspended)} suspended
      </Card>
      <Card label="Tenants by plan" value={formatCount(tenants.total)}>
        {byPlan}
      </Card>
      <Card label="Subscriptions" value={formatCount(tenants.total)}>
        {bySubscription}
      </Card>
      <Card label="Staff accounts" value={formatCount(staff.total)}>
        {formatCount(staff.active)} active · {formatCount(staff.invited)} invited ·{' '}
        {formatCount(staff.deactivated)} deactivated
      </Card>
      <Card label="Open staff sessions" value={formatCount(totals.open_staff_sessions)} />
      <Card label="Patient records" value={formatCount(patients.total)}>
        {formatCount(patients.archived)} archived
      </Card>
      <Card label="Patient portal accounts" value={formatCount(totals.patient_logins)} />
      <Card label="Storage" value={formatBytes(storage.bytes)}>
        {formatCount(storage.files)} files
      </Card>
    </StatGrid>
  );
}
