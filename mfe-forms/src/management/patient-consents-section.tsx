import { Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { CONSENT_TYPE_LABELS, type PatientSummary } from '@clinio/contracts';
import { Button, DateTimeText, EmptyState, Pager, QueryState, useT } from '@clinio/design-system';
import { PatientPicker, useEndpointQuery, useLocalPage } from '@clinio/platform';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CONSENT_CREATE, consentEditPath } from '../common/paths';
import { ConsentStatusBadge } from '../common/status-badge';
import { staffCatalog } from '../staff-texts/catalog';

/** One patient's consents (`GET /api/consent-records/patient/{patientId}`), each with its status. */
export function PatientConsentList({ patientId }: { patientId: string }) {
  const t = useT(staffCatalog);
  const records = useEndpointQuery('listPatientConsentRecords', { params: { patientId } });
  const list = records.data ?? [];
  const paged = useLocalPage(list);
  return (
    <QueryState
      query={records}
      hasData={records.data !== null}
      isEmpty={list.length === 0}
      empty={<EmptyState title={t('patientConsents.empty')} />}
      label={t('patientConsents.loading')}
    >
      <List.Root variant="plain" gap="2" aria-label={t('patientConsents.list')}>
        {paged.items.map((consent) => (
          <List.Item key={consent.id} display="block" borderWidth="1px" borderRadius="md" p="3">
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Stack gap="1">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="semibold">{CONSENT_TYPE_LABELS[consent.consent_type]}</Text>
                  <ConsentStatusBadge status={consent.status} />
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {consent.signature ? (
                    <>
                      {t('patientConsents.signedBy', { name: consent.signature.signer_name })}{' '}
                      <DateTimeText value={consent.signature.signed_at} />
                    </>
                  ) : consent.expires_at ? (
                    <>
                      {t('patientConsents.expires')} <DateTimeText value={consent.expires_at} />
                    </>
                  ) : (
                    t('patientConsents.noExpiry')
                  )}
                </Text>
              </Stack>
              <Button asChild size="sm" variant="outline">
                <RouterLink
                  to={consentEditPath(consent.id)}
                  aria-label={t('patientConsents.editLabel', {
                    type: CONSENT_TYPE_LABELS[consent.consent_type],
                  })}
                >
                  {t('patientConsents.edit')}
                </RouterLink>
              </Button>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
      <Pager {...paged.pager} noun={t('patientConsents.noun')} />
    </QueryState>
  );
}

/** Find a patient and see, give or edit their consents. */
export function PatientConsentsSection() {
  const t = useT(staffCatalog);
  const [patient, setPatient] = useState<PatientSummary | null>(null);
  return (
    <Stack as="section" aria-labelledby="patient-consents" gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" id="patient-consents" fontSize="xl">
          {t('patientConsents.title')}
        </Heading>
        <Button asChild size="sm">
          <RouterLink to={CONSENT_CREATE}>{t('patientConsents.new')}</RouterLink>
        </Button>
      </HStack>
      <PatientPicker label={t('consent.patient')} value={patient} onChange={setPatient} />
      {patient ? <PatientConsentList patientId={patient.id} /> : null}
    </Stack>
  );
}
