import { Badge, Box, HStack, Link, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import type { PatientSummary } from '@clinio/contracts';
import { formatBirthDate, patientAge, patientName, useT } from '@clinio/design-system';
import { usePhoneFormat } from '@clinio/platform';
import { Link as RouterLink } from 'react-router-dom';
import { chartPath } from '../common/paths';
import { staffCatalog } from '../staff-texts/catalog';

export interface PatientListProps {
  patients: readonly PatientSummary[];
  country: string;
  branchName: (id: string | null) => string | null;
}

/** Alerts and allergies first, in high contrast: staff must not miss them. */
function Markers({ patient }: { patient: PatientSummary }) {
  const t = useT(staffCatalog);
  if (patient.allergies.length === 0 && patient.alerts.length === 0) return null;
  return (
    <HStack gap="1.5" wrap="wrap">
      {patient.allergies.length > 0 ? (
        <Badge bg="red.700" color="white" title={patient.allergies.join(', ')}>
          {t('list.allergies', { items: patient.allergies.join(', ') })}
        </Badge>
      ) : null}
      {patient.alerts.length > 0 ? (
        <Badge bg="orange.800" color="white" title={patient.alerts.join(', ')}>
          {t('list.alert', { items: patient.alerts.join(', ') })}
        </Badge>
      ) : null}
    </HStack>
  );
}

/**
 * The patients as cards: one column on a phone, a compact row from md up. Each name is a link to
 * the chart, so the list works by keyboard with Tab and Enter.
 */
export function PatientList({ patients, country, branchName }: PatientListProps) {
  const t = useT(staffCatalog);
  const formatPhone = usePhoneFormat();
  return (
    <chakra.ul listStyleType="none" display="grid" gap="2" aria-label={t('list.label')}>
      {patients.map((patient) => {
        const age = patientAge(patient.date_of_birth);
        const phone = formatPhone(patient.phone_number, country);
        const branch = branchName(patient.branch_id);
        return (
          <chakra.li key={patient.id} borderWidth="1px" borderRadius="md" px="4" py="3" bg="bg">
            <SimpleGrid columns={{ base: 1, md: 4 }} gap={{ base: '1', md: '4' }} alignItems="start">
              <Stack gap="1" gridColumn={{ md: 'span 2' }} minWidth="0">
                <HStack gap="2" wrap="wrap">
                  <Link asChild fontWeight="600" color="brand.fg" textDecoration="underline">
                    <RouterLink to={chartPath(patient.id)}>{patientName(patient)}</RouterLink>
                  </Link>
                  {patient.is_active ? null : (
                    <Badge colorPalette="gray" variant="solid">
                      {t('list.archived')}
                    </Badge>
                  )}
                </HStack>
                <Text fontSize="sm">
                  {age === null
                    ? t('list.noBirthDate')
                    : t('list.ageAndBirth', { age, born: formatBirthDate(patient.date_of_birth) })}
                </Text>
                <Markers patient={patient} />
              </Stack>
              <Box fontSize="sm">
                <Text>
                  <chakra.span srOnly>{t('list.chartNumber')}</chakra.span>
                  {patient.chart_number}
                </Text>
                {branch ? <Text color="fg.muted">{branch}</Text> : null}
              </Box>
              <Stack gap="1" fontSize="sm">
                <Text>
                  {phone === '' ? <chakra.span color="fg.muted">{t('list.noPhone')}</chakra.span> : phone}
                </Text>
                {patient.tags.length > 0 ? (
                  <HStack gap="1" wrap="wrap" role="group" aria-label={t('list.tags')}>
                    {patient.tags.map((tag) => (
                      <Badge key={tag} variant="outline" colorPalette="blue">
                        {tag}
                      </Badge>
                    ))}
                  </HStack>
                ) : null}
              </Stack>
            </SimpleGrid>
          </chakra.li>
        );
      })}
    </chakra.ul>
  );
}
