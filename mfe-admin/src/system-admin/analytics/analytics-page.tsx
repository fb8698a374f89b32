import { useEndpointQuery } from '@clinio/platform';
import { HStack, Input, NativeSelect, SimpleGrid, Text, chakra } from '@chakra-ui/react';
import { ANALYTICS_INTERVALS, ANALYTICS_MAX_DAYS } from '@clinio/contracts';
import { Button, FormField, QueryState } from '@clinio/design-system';
import { useState, type SubmitEvent } from 'react';
import type { FieldErrors } from '../../common/errors';
import { formatDateTime, humanize } from '../../common/format';
import { PageBody, PageHeader } from '../../common/page-header';
import { Section } from '../section';
import { AnalyticsSeries } from './analytics-series';
import { AnalyticsTotals } from './analytics-totals';
import { checkRange, defaultRange, isInterval, utcToday, type AnalyticsRange } from './analytics-query';

/** /system-admin/analytics: growth, sign-ins and storage across every clinic. */
export function PlatformAnalyticsPage() {
  const [draft, setDraft] = useState<AnalyticsRange>(() => defaultRange());
  const [applied, setApplied] = useState<AnalyticsRange>(draft);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Always both days and an interval: the default range, or one that checkRange let through.
  const analytics = useEndpointQuery('getPlatformAnalytics', { query: applied });
  const data = analytics.data;

  function apply(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = checkRange(draft);
    setErrors(problems);
    if (Object.keys(problems).length === 0) setApplied(draft);
  }

  const set = <K extends keyof AnalyticsRange>(key: K, value: AnalyticsRange[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  return (
    <PageBody>
      <PageHeader
        title="Platform analytics"
        lead="Tenants, people, sign-ins and storage across the platform. Days are UTC days."
      />
      <chakra.form aria-label="Analytics range" noValidate onSubmit={apply} mb="6">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <FormField label="From" error={errors.from}>
            <Input
              type="date"
              value={draft.from}
              max={utcToday()}
              onChange={(event) => set('from', event.target.value)}
            />
          </FormField>
          <FormField label="To" error={errors.to} helper={`At most ${ANALYTICS_MAX_DAYS} days, up to today.`}>
            <Input
              type="date"
              value={draft.to}
              max={utcToday()}
              onChange={(event) => set('to', event.target.value)}
            />
          </FormField>
          <FormField label="Interval">
            <NativeSelect.Root>
              <NativeSelect.Field
                value={draft.interval}
                onChange={(event) => {
                  if (isInterval(event.target.value)) set('interval', event.target.value);
                }}
              >
                {ANALYTICS_INTERVALS.map((interval) => (
                  <option key={interval} value={interval}>
                    {humanize(interval)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <HStack mt="4">
          <Button type="submit">Show</Button>
        </HStack>
      </chakra.form>
      <QueryState query={analytics} hasData={data !== null} label="Loading analytics…">
        {data ? (
          <>
            <Section title="Now">
              <AnalyticsTotals totals={data.totals} />
            </Section>
            <Section title={`From ${data.from} to ${data.to}, by ${data.interval}`}>
              <AnalyticsSeries buckets={data.buckets} interval={data.interval} />
              <Text fontSize="sm" color="fg.muted">
                Storage: {data.storage_note} Generated {formatDateTime(data.generated_at)}.
              </Text>
            </Section>
          </>
        ) : null}
      </QueryState>
    </PageBody>
  );
}
