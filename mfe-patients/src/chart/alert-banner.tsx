import { useT } from '@clinio/design-system';
import { Box, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import type { PatientSummary } from '@clinio/contracts';
import { useId } from 'react';
import { staffCatalog } from '../staff-texts/catalog';

/**
 * Allergies and alerts, above everything else on the chart, in high contrast (white on dark red,
 * well past WCAG AA). A labelled region rather than role="alert": it is there on every visit, so
 * it should be found, not shouted each time the chart opens.
 */
export function AlertBanner({ patient }: { patient: Pick<PatientSummary, 'allergies' | 'alerts'> }) {
  const t = useT(staffCatalog);
  const titleId = useId();
  const { allergies, alerts } = patient;
  if (allergies.length === 0 && alerts.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" mb="4">
        {t('alerts.none')}
      </Text>
    );
  }
  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      bg="red.800"
      color="white"
      borderRadius="md"
      px="4"
      py="3"
      mb="5"
    >
      <Heading as="h2" id={titleId} fontSize="md" mb="2" color="white">
        {t('alerts.title')}
      </Heading>
      <Stack gap="1.5">
        {allergies.length > 0 ? (
          <Text>
            <chakra.strong>{t('alerts.allergies')} </chakra.strong>
            {allergies.join(', ')}
          </Text>
        ) : null}
        {alerts.length > 0 ? (
          <Text>
            <chakra.strong>{t('alerts.alerts')} </chakra.strong>
            {alerts.join(', ')}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
