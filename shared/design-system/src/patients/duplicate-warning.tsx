import { Box, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { DUPLICATE_REASON_LABELS, type PatientDuplicate, type PatientSummary } from '@clinio/contracts';
import { useId, type ReactNode } from 'react';
import { Button } from '../button';
import { FormNotice } from '../screen-kit/notice';
import { describeBirth, patientName } from './patient-format';
import { kitCatalog } from '../i18n/kit-catalog';
import { useT } from '../i18n/locale-provider';

/** The sentence above the matching records. */
export const DUPLICATE_WARNING_MESSAGE =
  'This looks like a patient the clinic already has. Check the records below before creating another.';

export interface DuplicateWarningProps {
  duplicates: readonly PatientDuplicate[];
  /** Sends the create again with `allow_duplicate`. */
  onCreateAnyway: () => void;
  isSending: boolean;
  /** What each match offers: a link to its chart, or "Use this patient" in a picker. */
  renderAction: (patient: PatientSummary) => ReactNode;
}

/**
 * The duplicate warning of a create (409 `possible_duplicate`): the records it looks like, why,
 * an action per record, and "Create anyway", which resends with `allow_duplicate`.
 */
export function DuplicateWarning({
  duplicates,
  onCreateAnyway,
  isSending,
  renderAction,
}: DuplicateWarningProps) {
  const t = useT(kitCatalog);
  const titleId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      borderWidth="1px"
      borderColor="orange.300"
      borderRadius="md"
      p="4"
    >
      <Stack gap="3">
        <Heading as="h3" id={titleId} fontSize="md">
          {t('kit.duplicate.title')}
        </Heading>
        <FormNotice tone="warning">{DUPLICATE_WARNING_MESSAGE}</FormNotice>
        {duplicates.length > 0 ? (
          <chakra.ul listStyleType="none" display="grid" gap="2" aria-label={t('kit.duplicate.matches')}>
            {duplicates.map(({ patient, reasons }) => (
              <chakra.li key={patient.id} borderWidth="1px" borderRadius="md" px="3" py="2">
                <HStack justify="space-between" gap="3" wrap="wrap">
                  <Box minWidth="0">
                    <Text fontWeight="600">
                      {patientName(patient)} · {patient.chart_number}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {describeBirth(patient.date_of_birth)}
                    </Text>
                    <Text fontSize="sm">
                      {reasons.map((reason) => DUPLICATE_REASON_LABELS[reason]).join('; ')}
                    </Text>
                  </Box>
                  {renderAction(patient)}
                </HStack>
              </chakra.li>
            ))}
          </chakra.ul>
        ) : null}
        <HStack>
          <Button
            variant="warning"
            onClick={onCreateAnyway}
            loading={isSending}
            loadingText={t('kit.creating')}
          >
            {t('kit.duplicate.createAnyway')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
