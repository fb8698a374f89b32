import { FormNotice, QueryState } from '@clinio/design-system';
import { Box, Heading, Stack } from '@chakra-ui/react';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import type { ReactNode } from 'react';
import { BrandingSection } from '../brand/branding-section';
import { useAccess } from '../common/access';
import { PageBody, PageHeader } from '../common/page-header';
import { BranchesSection } from './branches-section';
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

/** /dashboard/settings: the clinic's profile, its branches, online booking and branding (ADR 053). */
export function ClinicSettingsPage() {
  const { auth } = useRemote();
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
      <PageHeader
        title="Clinic settings"
        lead="Your practice profile, its locations, their time zones and opening hours."
      />
      <Stack gap="6">
        {!canEdit ? (
          <FormNotice>
            You can view these settings but not change them: that needs the “Change clinic settings”
            permission. Ask an administrator of your clinic.
          </FormNotice>
        ) : null}
        {auth.clinicId === null || auth.tenantId === null ? (
          <FormNotice tone="warning">Your account is not linked to a clinic.</FormNotice>
        ) : (
          <>
            <Section title="Clinic profile">
              <QueryState query={clinic} hasData={clinic.data !== null} label="Loading clinic profile…">
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
            <Section title="Branches">
              <QueryState query={branches} hasData={branches.data !== null} label="Loading branches…">
                <BranchesSection
                  tenantId={auth.tenantId}
                  branches={branchList}
                  clinicTimeZone={clinic.data?.timezone ?? 'UTC'}
                  canEdit={canEdit}
                  onChanged={branches.reload}
                />
              </QueryState>
            </Section>
            <Section title="Online booking">
              <QueryState query={booking} hasData={booking.data !== null} label="Loading online booking…">
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
            <Section title="Branding">
              <BrandingSection />
            </Section>
          </>
        )}
      </Stack>
    </PageBody>
  );
}
