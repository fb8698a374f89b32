import { HStack, Text } from '@chakra-ui/react';
import type { Appointment, Paperwork } from '@clinio/contracts';
import { DateTimeText, FormNotice, QueryState, useT } from '@clinio/design-system';
import { useEndpointQuery } from '@clinio/platform';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Screen } from '../common/frame';
import { StaffOnly } from '../common/staff-only';
import { staffCatalog } from '../staff-texts/catalog';

function VisitPaperwork({
  appointmentId,
  children,
}: {
  appointmentId: string;
  children: (visit: Appointment, paperwork: Paperwork, reload: () => void) => ReactNode;
}) {
  const t = useT(staffCatalog);
  const visit = useEndpointQuery('getAppointment', { params: { id: appointmentId } });
  const paperwork = useEndpointQuery(
    'getPatientPaperwork',
    visit.data ? { params: { patientId: visit.data.patient_id } } : null,
    // The workflow moves when the patient submits or signs elsewhere: read again within 5 s.
    { refetchInterval: () => 5_000 },
  );
  return (
    <QueryState query={visit} hasData={visit.data !== null} label={t('manager.loading')}>
      {visit.data ? (
        <>
          <HStack gap="3" wrap="wrap" mb="4">
            <Text fontWeight="semibold">{visit.data.patient_name}</Text>
            <DateTimeText value={visit.data.start_time} timeZone={visit.data.timezone} />
          </HStack>
          <QueryState query={paperwork} hasData={paperwork.data !== null} label={t('manager.loading')}>
            {paperwork.data ? children(visit.data, paperwork.data, paperwork.reload) : null}
          </QueryState>
        </>
      ) : null}
    </QueryState>
  );
}

/**
 * The frame of spec 2.9's Manage pages (`/forms/manager`, `/consents/manager`, `?appointmentId=`):
 * breadcrumbs back to the visit's workflow, the visit, and its paperwork read again every 5 s.
 */
export function ManagerScreen({
  heading,
  children,
}: {
  heading: string;
  children: (visit: Appointment, paperwork: Paperwork, reload: () => void) => ReactNode;
}) {
  const t = useT(staffCatalog);
  const [params] = useSearchParams();
  const appointmentId = params.get('appointmentId') ?? '';
  return (
    <Screen
      heading={heading}
      crumbsLabel={t('common.breadcrumb')}
      crumbs={[
        { label: t('manager.appointments'), to: '/dashboard/appointments' },
        ...(appointmentId ? [{ label: t('manager.workflow'), to: `/workflow/${appointmentId}` }] : []),
        { label: heading },
      ]}
    >
      <StaffOnly>
        {appointmentId === '' ? (
          <FormNotice>{t('manager.noVisit')}</FormNotice>
        ) : (
          <VisitPaperwork appointmentId={appointmentId}>{children}</VisitPaperwork>
        )}
      </StaffOnly>
    </Screen>
  );
}
