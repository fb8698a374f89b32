import { useEndpointQuery } from '@clinio/platform';
import { HStack, Input, NativeSelect, SimpleGrid, Text, chakra } from '@chakra-ui/react';
import { ANALYTICS_INTERVALS, ANALYTICS_MAX_DAYS, type AnalyticsInterval } from '@clinio/contracts';
import { Button, FormField, QueryState, useT } from '@clinio/design-system';
import { useState, type SubmitEvent } from 'react';
import type { FieldErrors } from '../../common/errors';
import { formatDateTime } from '../../common/format';
import { PageBody, PageHeader } from '../../common/page-header';
import { catalog, type MessageKey } from '../catalog';
import { Section } from '../section';
import { AnalyticsSeries } from './analytics-series';
import { AnalyticsTotals } from './analytics-totals';
import { checkRange, defaultRange, isInterval, utcToday, type AnalyticsRange } from './analytics-query';

const INTERVAL_KEYS = {
  day: 'analytics.interval.day',
  week: 'analytics.interval.week',
  month: 'analytics.interval.month',
} as const satisfies Record<AnalyticsInterval, MessageKey>;

/** /system-admin/analytics: growth, sign-ins and storage across every clinic. */
export function PlatformAnalyticsPage() {
  const t = useT(catalog);
  const [draft, setDraft] = useState<AnalyticsRange>(() => defaultRange());
  const [applied, setApplied] = useState<AnalyticsRange>(draft);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Always both days and an interval: the default range, or one that checkRange let through.
  const analytics = useEndpointQuery('getPlatformAnalytics', { query: applied });
  const data = analytics.data;

  function apply(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = checkRange(draft, t);
    setErrors(problems);
    if (Object.keys(problems).length === 0) setApplied(draft);
  }

  const set = <K extends keyof AnalyticsRange>(key: K, value: AnalyticsRange[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  return (
    <PageBody>
      <PageHeader title={t('analytics.title')} lead={t('analytics.lead')} />
      <chakra.form aria-label={t('analytics.form')} noValidate onSubmit={apply} mb="6">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <FormField label={t('analytics.from')} error={errors.from}>
            <Input
              type="date"
              value={draft.from}
              max={utcToday()}
              onChange={(event) => set('from', event.target.value)}
            />
          </FormField>
          <FormField
            label={t('analytics.to')}
            error={errors.to}
            helper={t('analytics.toHelper', { days: ANALYTICS_MAX_DAYS })}
          >
            <Input
              type="date"
              value={draft.to}
              max={utcToday()}
              onChange={(event) => set('to', event.target.value)}
            />
          </FormField>
          <FormField label={t('analytics.interval')}>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={draft.interval}
                onChange={(event) => {
                  if (isInterval(event.target.value)) set('interval', event.target.value);
                }}
              >
                {ANALYTICS_INTERVALS.map((interval) => (
                  <option key={interval} value={interval}>
                    {t(INTERVAL_KEYS[interval])}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <HStack mt="4">
          <Button type="submit">{t('analytics.show')}</Button>
        </HStack>
      </chakra.form>
      <QueryState query={analytics} hasData={data !== null} label={t('analytics.loading')}>
        {data ? (
          <>
            <Section title={t('analytics.now')}>
              <AnalyticsTotals totals={data.totals} />
            </Section>
            <Section title={t('analytics.range', { from: data.from, to: data.to, interval: data.interval })}>
              <AnalyticsSeries buckets={data.buckets} interval={data.interval} />
              <Text fontSize="sm" color="fg.muted">
                {t('analytics.storageNote', {
                  note: data.storage_note,
                  generated: formatDateTime(data.generated_at),
                })}
              </Text>
            </Section>
          </>
        ) : null}
      </QueryState>
    </PageBody>
  );
}
