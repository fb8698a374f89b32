import { Box, HStack, Heading, Link, SimpleGrid, Text, chakra } from '@chakra-ui/react';
import {
  PATIENT_FIELD_LABELS,
  PATIENT_SEX_LABELS,
  type PatientField,
  type PatientRecord,
} from '@clinio/contracts';
import {
  Button,
  DateTimeText,
  QueryState,
  formatBirthDate,
  patientAge,
  patientName,
  useT,
} from '@clinio/design-system';
import { formatPhone, useEndpointQuery, usePhoneFormat } from '@clinio/platform';
import { Global } from '@emotion/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageBody, usePageTitle } from '../common/page';
import { chartPath } from '../common/paths';
import { useClinic, type ClinicFacts } from '../common/use-clinic';
import { staffCatalog } from '../staff-texts/catalog';

const PRINT_AREA = 'patient-print';

/** On paper only the record shows: the dashboard's sidebar, header and buttons are left out. */
const PRINT_CSS = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    [`#${PRINT_AREA}, #${PRINT_AREA} *`]: { visibility: 'visible' },
    [`#${PRINT_AREA}`]: { position: 'absolute', insetInlineStart: 0, top: 0, width: '100%', color: '#000' },
    '[data-print-hidden]': { display: 'none !important' },
  },
} as const;

const PRINTED_FIELDS: readonly PatientField[] = [
  'email',
  'phone_number',
  'address_line1',
  'address_line2',
  'city',
  'region',
  'postal_code',
  'country',
  'emergency_contact_name',
  'emergency_contact_phone',
  'emergency_contact_relationship',
  'insurance',
  'gender_identity',
  'branch_id',
  'tags',
  'notes',
];

function printed(patient: PatientRecord, field: PatientField, clinic: ClinicFacts): string {
  if (field === 'phone_number' || field === 'emergency_contact_phone')
    return formatPhone(patient[field], clinic.country);
  if (field === 'branch_id') return clinic.branchName(patient.branch_id) ?? '';
  if (field === 'tags') return patient.tags.join(', ');
  const value = patient[field];
  return typeof value === 'string' ? value : '';
}

function PrintSheet({ patient, clinic }: { patient: PatientRecord; clinic: ClinicFacts }) {
  const t = useT(staffCatalog);
  // Renders again once the phone formatter has loaded.
  usePhoneFormat();
  const age = patientAge(patient.date_of_birth);
  return (
    <Box id={PRINT_AREA}>
      <Heading as="h1" fontSize="2xl">
        {patientName(patient)}
      </Heading>
      <Text mb="4">
        {t('print.chartAndBirth', {
          chartNumber: patient.chart_number,
          born: formatBirthDate(patient.date_of_birth),
        })}
        {age === null ? '' : ` (${age})`} · {PATIENT_SEX_LABELS[patient.sex]}
        {patient.is_active ? '' : t('print.archivedSuffix')}
      </Text>
      <Box borderWidth="2px" borderColor="black" p="3" mb="4">
        <Text fontWeight="700">
          {t('print.allergies', { items: patient.allergies.join(', ') || t('print.noneRecorded') })}
        </Text>
        <Text fontWeight="700">
          {t('print.alerts', { items: patient.alerts.join(', ') || t('print.noneRecorded') })}
        </Text>
      </Box>
      <SimpleGrid as="dl" columns={2} gapX="6" gapY="2">
        {PRINTED_FIELDS.map((field) => {
          const value = printed(patient, field, clinic);
          return value.trim() === '' ? null : (
            <Box key={field}>
              <chakra.dt fontSize="sm" fontWeight="600">
                {PATIENT_FIELD_LABELS[field]}
              </chakra.dt>
              <chakra.dd whiteSpace="pre-wrap">{value}</chakra.dd>
            </Box>
          );
        })}
      </SimpleGrid>
      <Text mt="6" fontSize="sm">
        {t('print.printed')} <DateTimeText value={new Date()} timeZone={clinic.timeZone} showZone />
      </Text>
    </Box>
  );
}

/** /dashboard/patients/:id/print: the record on one clean sheet (read with purpose=print, audited as a print). */
export function PrintPage() {
  const t = useT(staffCatalog);
  const { id = '' } = useParams();
  const clinic = useClinic();
  const record = useEndpointQuery('getPatient', { params: { id }, query: { purpose: 'print' } });
  usePageTitle(
    record.data ? t('print.tabTitle', { chartNumber: record.data.chart_number }) : t('print.tabTitleLoading'),
  );
  return (
    <PageBody>
      <Global styles={PRINT_CSS} />
      <HStack gap="3" mb="4" data-print-hidden="">
        <Button onClick={() => window.print()} disabled={record.data === null}>
          {t('print.print')}
        </Button>
        <Link asChild textDecoration="underline" color="brand.fg">
          <RouterLink to={chartPath(id)}>{t('print.backToChart')}</RouterLink>
        </Link>
      </HStack>
      <QueryState query={record} hasData={record.data !== null} label={t('print.loading')}>
        {record.data ? <PrintSheet patient={record.data} clinic={clinic} /> : null}
      </QueryState>
    </PageBody>
  );
}
