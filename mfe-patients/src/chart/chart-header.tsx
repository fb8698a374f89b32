import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { PATIENT_SEX_LABELS, type PatientRecord } from '@clinio/contracts';
import { formatBirthDate, patientAge, patientName, useT } from '@clinio/design-system';
import { usePhoneFormat } from '@clinio/platform';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../common/page';
import { chartPath } from '../common/paths';
import { staffCatalog } from '../staff-texts/catalog';

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
  const t = useT(staffCatalog);
  const formatPhone = usePhoneFormat();
  const age = patientAge(patient.date_of_birth);
  const name = patientName(patient);
  return (
    <PageHeader
      tabTitle={t('header.tabTitle', { chartNumber: patient.chart_number })}
      title={
        <HStack as="span" gap="3" wrap="wrap">
          <span>{name}</span>
          {patient.archived_at !== null || !patient.is_active ? (
            <Badge colorPalette="gray" variant="solid" fontSize="sm">
              {t('header.archived')}
            </Badge>
          ) : null}
        </HStack>
      }
      lead={
        <Stack gap="1" color="fg">
          <HStack gap="4" wrap="wrap" fontSize="sm">
            <Fact label={t('header.chart')}>{patient.chart_number}</Fact>
            <Fact label={t('header.age')}>{age === null ? '—' : age}</Fact>
            <Fact label={t('header.born')}>{formatBirthDate(patient.date_of_birth)}</Fact>
            <Fact label={t('header.sex')}>{PATIENT_SEX_LABELS[patient.sex]}</Fact>
            {patient.preferred_name ? (
              <Fact label={t('header.preferredName')}>{patient.preferred_name}</Fact>
            ) : null}
          </HStack>
          <HStack gap="4" wrap="wrap" fontSize="sm">
            <Fact label={t('header.phone')}>{formatPhone(patient.phone_number, country) || '—'}</Fact>
            <Fact label={t('header.email')}>{patient.email || '—'}</Fact>
          </HStack>
          {patient.merged_into !== null ? (
            <Text fontSize="sm">
              {t('header.mergedInto')}{' '}
              <Link asChild textDecoration="underline" color="brand.fg">
                <RouterLink to={chartPath(patient.merged_into)}>{t('header.survivingRecord')}</RouterLink>
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
