import { StatCard as Card, StatGrid, useT } from '@clinio/design-system';
import { PLAN_IDS, SUBSCRIPTION_STATUSES, type PlatformAnalytics } from '@clinio/contracts';
import { catalog } from '../catalog';
import { SUBSCRIPTION_STATUS_KEYS, formatBytes, formatCount, planName } from '../labels';

/** What holds now, whatever the range. */
export function AnalyticsTotals({ totals }: { totals: PlatformAnalytics['totals'] }) {
  const t = useT(catalog);
  const { tenants, staff_users: staff, patients, storage } = totals;
  const byPlan = PLAN_IDS.map((plan) => `${planName(plan)} ${formatCount(tenants.by_plan[plan])}`).join(
    ' · ',
  );
  const bySubscription = SUBSCRIPTION_STATUSES.map(
    (status) =>
      `${t(SUBSCRIPTION_STATUS_KEYS[status])} ${formatCount(tenants.by_subscription_status[status])}`,
  ).join(' · ');
  return (
    <StatGrid label={t('analytics.totals.label')}>
      <Card label={t('analytics.totals.tenants')} value={formatCount(tenants.total)}>
        {t('analytics.totals.tenantsDetail', {
          active: formatCount(tenants.active),
          suspended: formatCount(tenants.suspended),
        })}
      </Card>
      <Card label={t('analytics.totals.byPlan')} value={formatCount(tenants.total)}>
        {byPlan}
      </Card>
      <Card label={t('analytics.totals.subscriptions')} value={formatCount(tenants.total)}>
        {bySubscription}
      </Card>
      <Card label={t('analytics.totals.staff')} value={formatCount(staff.total)}>
        {t('analytics.totals.staffDetail', {
          active: formatCount(staff.active),
          invited: formatCount(staff.invited),
          deactivated: formatCount(staff.deactivated),
        })}
      </Card>
      <Card label={t('analytics.totals.sessions')} value={formatCount(totals.open_staff_sessions)} />
      <Card label={t('analytics.totals.patients')} value={formatCount(patients.total)}>
        {t('analytics.totals.patientsDetail', { archived: formatCount(patients.archived) })}
      </Card>
      <Card label={t('analytics.totals.portalAccounts')} value={formatCount(totals.patient_logins)} />
      <Card label={t('analytics.totals.storage')} value={formatBytes(storage.bytes)}>
        {t('analytics.totals.storageDetail', { files: formatCount(storage.files) })}
      </Card>
    </StatGrid>
  );
}
