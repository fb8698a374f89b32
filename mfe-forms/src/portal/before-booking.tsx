import { Heading, List, Stack, Text } from '@chakra-ui/react';
import { backToBookingPath, consentTitleIn, type PatientClinic } from '@clinio/contracts';
import { Button, FormNotice, QueryState, useLocale, useT } from '@clinio/design-system';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { catalog } from '../catalog';
import { SignConsent } from '../paperwork/sign-consent';

/**
 * Re-consent before booking (issue 16; `signBeforeBookingPath` from the booking dialog):
 * the consents a type of visit needs that the patient has not signed, or that have expired, one
 * after the other with the clinic's exact text, then the way back to booking that visit.
 */
export function BeforeBooking({
  clinic,
  appointmentType,
}: {
  clinic: PatientClinic;
  appointmentType: string;
}) {
  const t = useT(catalog);
  const locale = useLocale();
  const { api } = useRemote();
  const patientId = clinic.patient_id;
  const needs = useEndpointQuery('getMyConsentNeeds', {
    params: { patient_id: patientId },
    query: { appointment_type: appointmentType },
  });
  const [signed, setSigned] = useState(0);
  const waiting = needs.data?.needs ?? [];
  const next = waiting[0];
  return (
    <Stack as="section" aria-labelledby="before-booking" gap="4" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" id="before-booking" fontSize="xl">
        {t('beforeBooking.title', { clinic: clinic.clinic_name })}
      </Heading>
      <QueryState
        query={{ ...needs, error: needs.error === null ? null : t('beforeBooking.failed') }}
        hasData={needs.data !== null}
        label={t('beforeBooking.loading')}
      >
        {next === undefined ? (
          <Stack gap="3">
            <FormNotice>
              {signed > 0 ? t('beforeBooking.allSigned') : t('beforeBooking.nothingToSign')}
            </FormNotice>
            <Button asChild alignSelf="flex-start">
              <RouterLink to={backToBookingPath({ patientId, appointmentType })}>
                {t('beforeBooking.continue')}
              </RouterLink>
            </Button>
          </Stack>
        ) : (
          <Stack gap="4">
            <Text>{t('beforeBooking.lead', { count: waiting.length })}</Text>
            <List.Root ps="5" aria-label={t('beforeBooking.list')}>
              {waiting.map((need) => (
                <List.Item key={need.consent_type}>{consentTitleIn(need, locale)}</List.Item>
              ))}
            </List.Root>
            <SignConsent
              key={next.consent_type}
              consent={next}
              sign={(request) =>
                api.call('signMyConsentNeed', {
                  params: { patient_id: patientId, consentType: next.consent_type },
                  body: request,
                })
              }
              onSigned={() => {
                setSigned((count) => count + 1);
                needs.reload();
              }}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
