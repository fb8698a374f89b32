import { SimpleGrid } from '@chakra-ui/react';
import type { AnalyticsBucket, AnalyticsInterval } from '@clinio/contracts';
import { useT } from '@clinio/design-system';
import { catalog, type Translate } from '../catalog';
import { formatBytes, formatCount } from '../labels';
import { BarChart } from '../../common/bar-chart';

const DAY = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A bucket's name: '3 Nov', 'Week of 3 Nov', 'Nov 2026' (UTC days). */
export function bucketLabel(bucket: AnalyticsBucket, interval: AnalyticsInterval, t: Translate): string {
  const start = new Date(`${bucket.start}T00:00:00Z`);
  if (Number.isNaN(start.getTime())) return bucket.start;
  switch (interval) {
    case 'day':
      return DAY.format(start);
    case 'week':
      return t('analytics.series.weekOf', { day: DAY.format(start) });
    case 'month':
      return MONTH.format(start);
  }
}

export function AnalyticsSeries({
  buckets,
  interval,
}: {
  buckets: AnalyticsBucket[];
  interval: AnalyticsInterval;
}) {
  const t = useT(catalog);
  const labels = buckets.map((bucket) => bucketLabel(bucket, interval, t));
  const pick = (read: (bucket: AnalyticsBucket) => number) => buckets.map(read);
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" mb="6">
      <BarChart
        title={t('analytics.series.newTenants')}
        labels={labels}
        format={formatCount}
        series={[
          {
            label: t('analytics.series.newTenants'),
            color: 'brand.solid',
            values: pick((bucket) => bucket.tenants.new),
          },
        ]}
      />
      <BarChart
        title={t('analytics.series.newPeople')}
        labels={labels}
        format={formatCount}
        series={[
          {
            label: t('analytics.series.staffAccounts'),
            color: 'blue.500',
            values: pick((bucket) => bucket.staff_users.new),
          },
          {
            label: t('analytics.series.patientRecords'),
            color: 'teal.500',
            values: pick((bucket) => bucket.patients.new),
          },
          {
            label: t('analytics.series.portalAccounts'),
            color: 'purple.500',
            values: pick((bucket) => bucket.patient_logins.new),
          },
        ]}
      />
      <BarChart
        title={t('analytics.series.signIns')}
        labels={labels}
        format={formatCount}
        series={[
          {
            label: t('analytics.series.staffSuccess'),
            color: 'green.500',
            values: pick((bucket) => bucket.logins.staff_success),
          },
          {
            label: t('analytics.series.staffFailure'),
            color: 'red.500',
            values: pick((bucket) => bucket.logins.staff_failure),
          },
          {
            label: t('analytics.series.patientSuccess'),
            color: 'teal.500',
            values: pick((bucket) => bucket.logins.patient_success),
          },
          {
            label: t('analytics.series.patientFailure'),
            color: 'orange.500',
            values: pick((bucket) => bucket.logins.patient_failure),
          },
        ]}
      />
      <BarChart
        title={t('analytics.series.storageUsed')}
        labels={labels}
        format={formatBytes}
        series={[
          {
            label: t('analytics.series.storage'),
            color: 'gray.500',
            values: pick((bucket) => bucket.storage_bytes),
          },
        ]}
      />
    </SimpleGrid>
  );
}
