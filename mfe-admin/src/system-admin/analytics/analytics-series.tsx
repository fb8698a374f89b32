import { SimpleGrid } from '@chakra-ui/react';
import type { AnalyticsBucket, AnalyticsInterval } from '@clinio/contracts';
import { formatBytes, formatCount } from '../labels';
import { BarChart } from '../../common/bar-chart';

const DAY = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A bucket's name: '3 Nov', 'Week of 3 Nov', 'Nov 2026' (UTC days). */
export function bucketLabel(bucket: AnalyticsBucket, interval: AnalyticsInterval): string {
  const start = new Date(`${bucket.start}T00:00:00Z`);
  if (Number.isNaN(start.getTime())) return bucket.start;
  switch (interval) {
    case 'day':
      return DAY.format(start);
    case 'week':
      return `Week of ${DAY.format(start)}`;
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
  const labels = buckets.map((bucket) => bucketLabel(bucket, interval));
  const pick = (read: (bucket: AnalyticsBucket) => number) => buckets.map(read);
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" mb="6">
      <BarChart
        title="New tenants"
        labels={labels}
        format={formatCount}
        series={[
          { label: 'New tenants', color: 'brand.solid', values: pick((bucket) => bucket.tenants.new) },
        ]}
      />
      <BarChart
        title="New staff and patients"
        labels={labels}
        format={formatCount}
        series={[
          { label: 'Staff accounts', color: 'blue.500', values: pick((bucket) => bucket.staff_users.new) },
          { label: 'Patient records', color: 'teal.500', values: pick((bucket) => bucket.patients.new) },
          {
            label: 'Portal accounts',
            color: 'purple.500',
            values: pick((bucket) => bucket.patient_logins.new),
          },
        ]}
      />
      <BarChart
        title="Sign-ins"
        labels={labels}
        format={formatCount}
        series={[
          {
            label: 'Staff, successful',
            color: 'green.500',
            values: pick((bucket) => bucket.logins.staff_success),
          },
          {
            label: 'Staff, refused',
            color: 'red.500',
            values: pick((bucket) => bucket.logins.staff_failure),
          },
          {
            label: 'Patients, successful',
            color: 'teal.500',
            values: pick((bucket) => bucket.logins.patient_success),
          },
          {
            label: 'Patients, refused',
            color: 'orange.500',
            values: pick((bucket) => bucket.logins.patient_failure),
          },
        ]}
      />
      <BarChart
        title="Storage used"
        labels={labels}
        format={formatBytes}
        series={[{ label: 'Storage', color: 'gray.500', values: pick((bucket) => bucket.storage_bytes) }]}
      />
    </SimpleGrid>
  );
}
