import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { catalog, type Translate } from './catalog';
import { formatDollars } from '../common/format';
import type { RoiResult } from './roi';

function Figure({
  label,
  month,
  year,
  tone = 'plain',
}: {
  label: string;
  month: number;
  year: number;
  tone?: 'plain' | 'strong';
}) {
  const t = useT(catalog);
  return (
    <Box
      borderWidth="1px"
      borderColor={tone === 'strong' ? 'brand.solid' : 'border'}
      bg={tone === 'strong' ? 'brand.subtle' : 'bg'}
      borderRadius="lg"
      p="4"
    >
      <Text fontSize="sm" fontWeight="600" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="800">
        {formatDollars(month)}
        <Text as="span" fontSize="md" fontWeight="500" color="fg.muted">
          {' '}
          {t('roi.perMonth')}
        </Text>
      </Text>
      <Text color="fg.muted">{t('roi.perYear', { amount: formatDollars(year) })}</Text>
    </Box>
  );
}

function summaryOf(result: RoiResult | null, planName: string, t: Translate): string {
  if (result === null) return t('roi.fixFields');
  if (result.netSavingPerMonth >= 0) {
    return t('roi.betterOff', { plan: planName, amount: formatDollars(result.netSavingPerMonth) });
  }
  return t('roi.worseOff', { plan: planName, amount: formatDollars(-result.netSavingPerMonth) });
}

/** The estimate, or what to fix first. The summary sentence is announced, the boxes are not. */
export function RoiResults({ result, planName }: { result: RoiResult | null; planName: string }) {
  const t = useT(catalog);
  return (
    <Stack as="section" aria-labelledby="roi-results-heading" gap="4">
      <Heading as="h2" id="roi-results-heading" fontSize="2xl">
        {t('roi.resultsHeading')}
      </Heading>
      <Text aria-live="polite" fontSize="lg" color={result === null ? 'fg.muted' : undefined}>
        {summaryOf(result, planName, t)}
      </Text>
      {result === null ? null : (
        <>
          <SimpleGrid columns={{ base: 1, md: 3, lg: 1 }} gap="4">
            <Figure
              label={t('roi.lost')}
              month={result.lostRevenuePerMonth}
              year={result.lostRevenuePerYear}
            />
            <Figure label={t('roi.recovered')} month={result.savingPerMonth} year={result.savingPerYear} />
            <Figure
              label={t('roi.net', { plan: planName })}
              month={result.netSavingPerMonth}
              year={result.netSavingPerYear}
              tone="strong"
            />
          </SimpleGrid>
          <Text fontSize="sm" color="fg.muted">
            {t('roi.missed', {
              count: Math.round(result.missedAppointmentsPerYear).toLocaleString('en-US'),
            })}
          </Text>
        </>
      )}
    </Stack>
  );
}
