import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import type { AnalyticsOverview, BreakdownRow } from '@clinio/contracts';
import { useT } from '@clinio/design-system';
import { catalog } from '../catalog';
import { DataTable, type Column } from '../common/data-table';
import { useFormat } from '../common/format';
import { StatCards } from '../common/stat-card';
import { BarChart } from './bar-chart';

type Advanced = NonNullable<AnalyticsOverview['advanced']>;

/** advanced_analytics: visits per day and week, the breakdowns, utilisation and lead time. Loaded with the page only. */
export default function AdvancedSection({ advanced }: { advanced: Advanced }) {
  const t = useT(catalog);
  const format = useFormat();
  const breakdownColumns: Column<BreakdownRow>[] = [
    { key: 'label', header: t('breakdown.name'), cell: (row) => row.label },
    {
      key: 'visits',
      header: t('breakdown.visits'),
      cell: (row) => format.number(row.total - row.cancelled),
      numeric: true,
    },
    {
      key: 'no_shows',
      header: t('breakdown.noShows'),
      cell: (row) => format.number(row.no_shows),
      numeric: true,
    },
    {
      key: 'cancelled',
      header: t('breakdown.cancelled'),
      cell: (row) => format.number(row.cancelled),
      numeric: true,
    },
    {
      key: 'rate',
      header: t('breakdown.noShowRate'),
      cell: (row) =>
        format.rate(row.no_shows + row.attended === 0 ? null : row.no_shows / (row.no_shows + row.attended)),
      numeric: true,
    },
  ];
  const hours = (minutes: number) => format.decimal(minutes / 60);
  const days = (value: number | null) =>
    value === null ? t('figure.none') : t('figure.days', { days: format.decimal(value) });
  return (
    <Stack as="section" aria-labelledby="advanced-title" gap="2">
      <Heading as="h2" size="lg" id="advanced-title" mb="2">
        {t('advanced.title')}
      </Heading>
      <BarChart
        title={t('chart.perDay')}
        tableLabel={t('chart.perDayData')}
        keyHeader={t('chart.date')}
        bars={advanced.by_day.map((day) => ({
          key: day.date,
          label: day.date,
          value: day.visits,
          previous: day.previous,
        }))}
      />
      <BarChart
        title={t('chart.perWeek')}
        tableLabel={t('chart.perWeek')}
        keyHeader={t('chart.week')}
        bars={advanced.by_week.map((week) => ({ key: week.week, label: week.week, value: week.visits }))}
      />
      <SimpleGrid columns={{ base: 1, xl: 3 }} gap="4" mb="6">
        {(['provider', 'branch', 'appointment_type'] as const).map((group) => (
          <Stack key={group} as="section" gap="2" minW="0">
            <Heading as="h3" size="md">
              {t(`breakdown.${group}`)}
            </Heading>
            <DataTable
              label={t(`breakdown.${group}`)}
              columns={breakdownColumns}
              rows={advanced[`by_${group}`]}
              rowKey={(row) => row.key}
            />
          </Stack>
        ))}
      </SimpleGrid>
      <Stack as="section" gap="2" mb="6">
        <Heading as="h3" size="md">
          {t('utilisation.title')}
        </Heading>
        <DataTable
          label={t('utilisation.title')}
          rows={advanced.utilisation}
          rowKey={(row) => row.provider_id}
          columns={[
            { key: 'label', header: t('utilisation.provider'), cell: (row) => row.label },
            {
              key: 'available',
              header: t('utilisation.available'),
              cell: (row) => hours(row.available_minutes),
              numeric: true,
            },
            {
              key: 'booked',
              header: t('utilisation.booked'),
              cell: (row) => hours(row.booked_minutes),
              numeric: true,
            },
            {
              key: 'rate',
              header: t('utilisation.rate'),
              cell: (row) => format.rate(row.rate),
              numeric: true,
            },
          ]}
        />
      </Stack>
      <Heading as="h3" size="md" mb="2">
        {t('leadTime.title')}
      </Heading>
      <StatCards
        label={t('leadTime.title')}
        stats={[
          { key: 'lead-median', label: t('figure.leadMedian'), value: days(advanced.lead_time_days.median) },
          {
            key: 'lead-average',
            label: t('figure.leadAverage'),
            value: days(advanced.lead_time_days.average),
          },
        ]}
      />
    </Stack>
  );
}
