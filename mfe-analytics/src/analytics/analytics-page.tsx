import { Box, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { AnalyticsOverview } from '@clinio/contracts';
import { EmptyState, MoneyText, PageSpinner, QueryState, useT } from '@clinio/design-system';
import { useEndpointQuery } from '@clinio/platform';
import { Suspense, lazy, useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { catalog } from '../catalog';
import { useFormat } from '../common/format';
import { rangeQuery, useRangeParams } from '../common/range';
import { RangeNote, RangePicker } from '../common/range-picker';
import { StatCards, type Stat } from '../common/stat-card';

// The charts and breakdowns load with this page only, never with the remote's first chunk.
const AdvancedSection = lazy(() => import('./advanced-section'));

function useHeadline(data: AnalyticsOverview): Stat[] {
  const t = useT(catalog);
  const format = useFormat();
  const h = data.headline;
  const count = (key: string, label: string, pair: { current: number; previous: number }): Stat => ({
    key,
    label,
    value: format.number(pair.current),
    compare: { ...pair, previousText: format.number(pair.previous) },
  });
  const rate = (
    key: string,
    label: string,
    pair: { current: number | null; previous: number | null },
  ): Stat => ({
    key,
    label,
    value: format.rate(pair.current),
    compare: { ...pair, previousText: format.rate(pair.previous) },
  });
  return [
    count('visits', t('figure.visits'), h.visits),
    count('attended', t('figure.attended'), h.attended),
    rate('no-show-rate', t('figure.noShowRate'), h.no_show_rate),
    rate('cancellation-rate', t('figure.cancellationRate'), h.cancellation_rate),
    count('new-patients', t('figure.newPatients'), h.new_patients),
    count('returning-patients', t('figure.returningPatients'), h.returning_patients),
  ];
}

function Business({ data }: { data: AnalyticsOverview }) {
  const t = useT(catalog);
  const format = useFormat();
  const business = data.business;
  if (business === null)
    return (
      <Text color="fg.muted" mb="6">
        {t('business.locked')}
      </Text>
    );
  const money = (amount: number) => <MoneyText amountMinor={amount} currency={data.currency} />;
  const pair = (key: string, label: string, value: { current: number; previous: number }): Stat => ({
    key,
    label,
    value: money(value.current),
    compare: { ...value, previousText: format.number(value.previous / 100) },
  });
  return (
    <StatCards
      label={t('business.title')}
      stats={[
        pair('invoiced', t('figure.invoiced'), business.invoiced),
        pair('collected', t('figure.collected'), business.collected),
        { key: 'outstanding', label: t('figure.outstanding'), value: money(business.outstanding) },
        {
          key: 'forecast',
          label: t('figure.forecast'),
          value: money(business.forecast),
          note: t('figure.forecastVisits', { count: business.forecast_visits }),
        },
      ]}
    />
  );
}

function Figures({ data }: { data: AnalyticsOverview }) {
  const t = useT(catalog);
  const stats = useHeadline(data);
  return (
    <>
      <RangeNote previous={data.previous} zone={data.time_zone} />
      <Heading as="h2" size="lg" mb="2">
        {t('analytics.headline')}
      </Heading>
      <StatCards label={t('analytics.headline')} stats={stats} />
      <Heading as="h2" size="lg" mb="2">
        {t('business.title')}
      </Heading>
      <Business data={data} />
      {data.advanced === null ? (
        <Text color="fg.muted">{t('advanced.locked')}</Text>
      ) : (
        <Suspense fallback={<PageSpinner label={t('analytics.loading')} fullPage={false} />}>
          <AdvancedSection advanced={data.advanced} />
        </Suspense>
      )}
    </>
  );
}

/** /dashboard/analytics: the headline figures of a range beside the previous period, then what the plan adds. */
export function AnalyticsPage() {
  const t = useT(catalog);
  const list = useRangeParams();
  const query = rangeQuery(list.query.filters);
  const overview = useEndpointQuery('getAnalyticsOverview', { query });
  const title = t('analytics.documentTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  const data = overview.data;
  const empty = data !== null && data.headline.visits.current === 0 && data.headline.cancelled.current === 0;
  return (
    <Box as="main" px={{ base: '4', md: '8' }} py="6">
      <HStack justify="space-between" wrap="wrap" gap="3" mb="4">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            {t('analytics.title')}
          </Heading>
          <Text color="fg.muted">{t('analytics.lead')}</Text>
        </Stack>
        <HStack gap="4">
          <Link asChild>
            <RouterLink to="/dashboard/reports">{t('analytics.reportsLink')}</RouterLink>
          </Link>
          <Link asChild>
            <RouterLink to="/dashboard/system-analytics">{t('analytics.systemLink')}</RouterLink>
          </Link>
        </HStack>
      </HStack>
      <RangePicker
        from={query.from}
        to={query.to}
        label={t('range.label')}
        onChange={(range) => list.setFilters(range)}
      />
      <QueryState
        query={{ ...overview, error: overview.error === null ? null : t('analytics.failed') }}
        hasData={data !== null}
        isEmpty={empty}
        empty={<EmptyState title={t('analytics.empty')} message={t('analytics.emptyBody')} />}
        label={t('analytics.loading')}
      >
        {data ? <Figures data={data} /> : null}
      </QueryState>
    </Box>
  );
}
