import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { PATIENT_SEX_LABELS, type PatientRecord } from '@clinio/contracts';
import { formatBirthDate, patientAge, patientName } from '@clinio/design-system';
import { usePhoneFormat } from '@clinio/platform';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../common/page';
import { chartPath } from '../common/paths';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text as="span" whiteSpace="nowrap">
      <Text as="span" color="fg.muted">
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}

/** The chart's header: who this is, at a glance. */
export function ChartHeader({
  patient,
  country,
  actions,
}: {
  patient: PatientRecord;
  country: string;
  actions: ReactNode;
}) {
  const formatPhone = usePhoneFormat();
  const age = patientAge(patient.date_of_birth);
  const name = patientName(patient);
  return (
    <PageHeader
      tabTitle={`${patient.chart_number} · Patient chart`}
      title={
        <HStack as="span" gap="3" wrap="wrap">
          <span>{name}</span>
          {patient.archived_at !== null || !patient.is_active ? (
            <Badge colorPalette="gray" variant="solid" fontSize="sm">
              Archived
            </Badge>
          ) : null}
        </HStack>
      }
      lead={
        <Stack gap="1" color="fg">
          <HStack gap="4" wrap="wrap" fontSize="sm">
            <Fact label="Chart">{patient.chart_number}</Fact>
            <Fact label="Age">{age === null ? '—' : age}</Fact>
            <Fact label="Born">{formatBirthDate(patient.date_of_birth)}</Fact>
            <Fact label="Sex">{PATIENT_SEX_LABELS[patient.sex]}</Fact>
            {patient.preferred_name ? <Fact label="Preferred name">{patient.preferred_name}</Fact> : null}
          </HStack>
          <HStack gap="4" wrap="wrap" fontSize="sm">
            <Fact label="Phone">{formatPhone(patient.phone_number, country) || '—'}</Fact>
            <Fact label="Email">{patient.email || '—'}</Fact>
          </HStack>
          {patient.merged_into !== null ? (
            <Text fontSize="sm">
              This record was merged into{' '}
              <Link asChild textDecoration="underline" color="brand.fg">
                <RouterLink to={chartPath(patient.merged_into)}>the surviving record</RouterLink>
              </Link>
              .
            </Text>
          ) : null}
        </Stack>
      }
      actions={actions}
    />
  );
}
