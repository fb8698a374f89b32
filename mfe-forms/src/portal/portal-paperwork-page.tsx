import { Container, Heading, HStack, Link, Stack } from '@chakra-ui/react';
import { PRODUCT_NAME, signBeforeBookingOf, type PatientClinic } from '@clinio/contracts';
import { EmptyState, LanguageSwitch, Logo, QueryState, useT } from '@clinio/design-system';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { catalog } from '../catalog';
import type { PaperworkCalls } from '../paperwork/adapter';
import { PaperworkView } from '../paperwork/paperwork-view';
import { BeforeBooking } from './before-booking';

function ClinicPaperwork({ clinic, showName }: { clinic: PatientClinic; showName: boolean }) {
  const t = useT(catalog);
  const { api } = useRemote();
  const patientId = clinic.patient_id;
  const paperwork = useEndpointQuery('getMyPaperwork', { params: { patient_id: patientId } });
  const calls = useMemo<PaperworkCalls>(
    () => ({
      saveDraft: (form, answers) =>
        api.call('saveMyFormDraft', {
          params: { patient_id: patientId, template_id: form.template_id },
          body: { version: form.version, appointment_id: form.appointment_id, answers },
        }),
      submit: (form, answers) =>
        api.call('submitMyForm', {
          params: { patient_id: patientId },
          body: {
            template_id: form.template_id,
            version: form.version,
            appointment_id: form.appointment_id,
            answers,
          },
        }),
      sign: (consentId, body) =>
        api.call('signMyConsent', { params: { patient_id: patientId, consent_id: consentId }, body }),
    }),
    [api, patientId],
  );
  return (
    <Stack gap="3">
      {showName ? (
        <Heading as="h2" fontSize="lg">
          {clinic.clinic_name}
        </Heading>
      ) : null}
      <QueryState query={paperwork} hasData={paperwork.data !== null} label={t('paperwork.loading')}>
        {paperwork.data ? (
          <PaperworkView paperwork={paperwork.data} calls={calls} onChanged={paperwork.reload} />
        ) : null}
      </QueryState>
    </Stack>
  );
}

/**
 * `/patient-dashboard/consents` (spec 2.3): the forms the patient's upcoming visits need and the
 * consents to sign, at each clinic they authorised; filled and signed here, on a phone or a desktop.
 */
export function PortalPaperworkPage() {
  const t = useT(catalog);
  const profile = useEndpointQuery('getPatientProfile', {});
  const clinics = profile.data?.clinics ?? [];
  const [search] = useSearchParams();
  const signFor = signBeforeBookingOf(search);
  const bookingClinic = clinics.find((clinic) => clinic.patient_id === signFor?.patientId);
  const documentTitle = t('portal.documentTitle', { product: PRODUCT_NAME });
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return (
    <Container as="main" maxWidth="3xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <HStack justify="space-between" wrap="wrap" gap="4">
          <Logo size="sm" />
          <LanguageSwitch />
        </HStack>
        <Link asChild color="brand.fg" textDecoration="underline" alignSelf="flex-start">
          <RouterLink to="/patient-dashboard">{t('portal.back')}</RouterLink>
        </Link>
        <Heading as="h1" size="2xl">
          {t('portal.title')}
        </Heading>
        <QueryState
          query={profile}
          hasData={profile.data !== null}
          isEmpty={clinics.length === 0}
          empty={<EmptyState title={t('portal.noClinics')} />}
          label={t('paperwork.loading')}
        >
          <Stack gap="10">
            {signFor !== null && bookingClinic !== undefined ? (
              <BeforeBooking clinic={bookingClinic} appointmentType={signFor.appointmentType} />
            ) : null}
            {clinics.map((clinic) => (
              <ClinicPaperwork key={clinic.clinic_id} clinic={clinic} showName={clinics.length > 1} />
            ))}
          </Stack>
        </QueryState>
      </Stack>
    </Container>
  );
}
