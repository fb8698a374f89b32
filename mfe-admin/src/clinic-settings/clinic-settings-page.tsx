import { FormNotice, QueryState, useT } from '@clinio/design-system';
import { Box, Heading, Stack } from '@chakra-ui/react';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import type { ReactNode } from 'react';
import { BrandingSection } from '../brand/branding-section';
import { useAccess } from '../common/access';
import { PageBody, PageHeader } from '../common/page-header';
import { AppointmentTypesSection } from './appointment-types-section';
import { BranchesSection } from './branches-section';
import { catalog } from './catalog';
import { ClinicProfileForm } from './clinic-profile-form';
import { OnlineBookingForm } from './online-booking-form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }}>
      <Heading as="h2" fontSize="xl" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** /dashboard/settings: the clinic's profile, branches, online booking, appointment types and branding (ADR 053). */
export function ClinicSettingsPage() {
  const { auth } = useRemote();
  const t = useT(catalog);
  const canEdit = useAccess().can('settings_manage');
  const clinic = useEndpointQuery(
    'getClinic',
    auth.clinicId ? { params: { clinicId: auth.clinicId } } : null,
  );
  const branches = useEndpointQuery(
    'listBranches',
    auth.tenantId ? { params: { tenantId: auth.tenantId } } : null,
  );
  const branchList = branches.data ?? clinic.data?.branches ?? [];
  const booking = useEndpointQuery('getBookingSettings', auth.clinicId ? {} : null);

  return (
    <PageBody>
      <PageHeader title={t('page.title')} lead={t('page.lead')} />
      <Stack gap="6">
        {!canEdit ? <FormNotice>{t('page.readOnly')}</FormNotice> : null}
        {auth.clinicId === null || auth.tenantId === null ? (
          <FormNotice tone="warning">{t('page.noClinic')}</FormNotice>
        ) : (
          <>
            <Section title={t('page.profile')}>
              <QueryState query={clinic} hasData={clinic.data !== null} label={t('page.profileLoading')}>
                {clinic.data ? (
                  <ClinicProfileForm
                    key={clinic.data.id}
                    clinic={clinic.data}
                    branches={branchList}
                    canEdit={canEdit}
                    onSaved={branches.reload}
                  />
                ) : null}
              </QueryState>
            </Section>
            <Section title={t('page.branches')}>
              <QueryState query={branches} hasData={branches.data !== null} label={t('page.branchesLoading')}>
                <BranchesSection
                  tenantId={auth.tenantId}
                  branches={branchList}
                  clinicTimeZone={clinic.data?.timezone ?? 'UTC'}
                  canEdit={canEdit}
                  onChanged={branches.reload}
                />
              </QueryState>
            </Section>
            <Section title={t('page.booking')}>
              <QueryState query={booking} hasData={booking.data !== null} label={t('page.bookingLoading')}>
                {booking.data ? (
                  <OnlineBookingForm
                    key={booking.data.clinic_id}
                    settings={booking.data}
                    canEdit={canEdit}
                    onSaved={booking.reload}
                  />
                ) : null}
              </QueryState>
            </Section>
            <Section title={t('page.types')}>
              <AppointmentTypesSection canEdit={canEdit} />
            </Section>
            <Section title={t('page.branding')}>
              <BrandingSection />
            </Section>
          </>
        )}
      </Stack>
    </PageBody>
  );
}
