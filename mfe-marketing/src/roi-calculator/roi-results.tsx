import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
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
          per month
        </Text>
      </Text>
      <Text color="fg.muted">{formatDollars(year)} per year</Text>
    </Box>
  );
}

function summaryOf(result: RoiResult | null, planName: string): string {
  if (result === null) return 'Correct the highlighted fields to see your estimate.';
  if (result.netSavingPerMonth >= 0) {
    return `After the ${planName} plan, reminders could leave you about ${formatDollars(result.netSavingPerMonth)} a month better off.`;
  }
  return `At these figures, the ${planName} plan costs about ${formatDollars(-result.netSavingPerMonth)} a month more than reminders would recover.`;
}

/** The estimate, or what to fix first. The summary sentence is announced, the boxes are not. */
export function RoiResults({ result, planName }: { result: RoiResult | null; planName: string }) {
  return (
    <Stack as="section" aria-labelledby="roi-results-heading" gap="4">
      <Heading as="h2" id="roi-results-heading" fontSize="2xl">
        Your estimate
      </Heading>
      <Text aria-live="polite" fontSize="lg" color={result === null ? 'fg.muted' : undefined}>
        {summaryOf(result, planName)}
      </Text>
      {result === null ? null : (
        <>
          <SimpleGrid columns={{ base: 1, md: 3, lg: 1 }} gap="4">
            <Figure
              label="Revenue lost to no-shows today"
              month={result.lostRevenuePerMonth}
              year={result.lostRevenuePerYear}
            />
            <Figure
              label="Recovered with reminders"
              month={result.savingPerMonth}
              year={result.savingPerYear}
            />
            <Figure
              label={`Net saving after the ${planName} plan`}
              month={result.netSavingPerMonth}
              year={result.netSavingPerYear}
              tone="strong"
            />
          </SimpleGrid>
          <Text fontSize="sm" color="fg.muted">
            About {Math.round(result.missedAppointmentsPerYear).toLocaleString('en-US')} missed appointments a
            year at today’s rate.
          </Text>
        </>
      )}
    </Stack>
  );
}
