import { HStack, Stack, chakra } from '@chakra-ui/react';
import { Button, EmptyState, Notice, Pager, QueryState, useT } from '@clinio/design-system';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import { useMemo, useState } from 'react';
import { BookingDialog } from '../booking/booking-dialog';
import { useAccess } from '../common/access';
import { AppointmentRows } from '../common/appointment-rows';
import { chosenBranch, livePolling } from '../calendar/use-calendar-data';
import { toWallDate } from '../calendar/zone';
import { catalog } from '../catalog';

const PAGE_SIZE = 10;
type When = 'upcoming' | 'past';

/**
 * A patient's appointments in their chart: upcoming or past, a page at a time, and "Book
 * appointment" with the patient already chosen.
 */
export function PatientAppointments({ patientId }: { patientId: string }) {
  const t = useT(catalog);
  const { auth } = useRemote();
  const { can } = useAccess();
  const [when, setWhen] = useState<When>('upcoming');
  const [page, setPage] = useState(1);
  const [isBooking, setIsBooking] = useState(false);
  const [booked, setBooked] = useState<string | null>(null);
  // One "now" per tab choice, so the query key stays stable between renders.
  const now = useMemo(() => new Date().toISOString(), [when]); // eslint-disable-line react-hooks/exhaustive-deps
  const appointments = useEndpointQuery(
    'listAppointments',
    {
      query: {
        patient_id: patientId,
        ...(when === 'upcoming' ? { start: now } : { end: now }),
        skip: (page - 1) * PAGE_SIZE,
        limit: PAGE_SIZE,
      },
    },
    { refetchInterval: livePolling },
  );
  const resources = useEndpointQuery('getSchedulingResources', {});
  const patient = useEndpointQuery('getPatient', isBooking ? { params: { id: patientId } } : null);
  const branch = chosenBranch(resources.data, null, auth.branchId);
  const typeNames = new Map((resources.data?.appointment_types ?? []).map((type) => [type.key, type.name]));
  const rows = appointments.data?.results ?? [];

  function show(next: When) {
    setWhen(next);
    setPage(1);
  }

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack role="group" aria-label={t('chart.which')} gap="1">
          {(['upcoming', 'past'] as const).map((choice) => (
            <chakra.button
              key={choice}
              type="button"
              aria-pressed={when === choice}
              onClick={() => show(choice)}
              px="3"
              py="1.5"
              borderRadius="md"
              borderWidth="1px"
              fontSize="sm"
              bg={when === choice ? 'gray.800' : 'transparent'}
              color={when === choice ? 'white' : 'gray.800'}
              _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '2px' }}
            >
              {choice === 'upcoming' ? t('chart.upcoming') : t('chart.past')}
            </chakra.button>
          ))}
        </HStack>
        {can('appointments_create') && branch !== null ? (
          <Button size="sm" onClick={() => setIsBooking(true)}>
            {t('chart.book')}
          </Button>
        ) : null}
      </HStack>
      {booked !== null ? <Notice tone="success">{booked}</Notice> : null}
      <QueryState
        query={appointments}
        hasData={appointments.data !== null}
        label={t('chart.loading')}
        isEmpty={rows.length === 0}
        empty={
          <EmptyState
            title={when === 'upcoming' ? t('chart.noUpcoming') : t('chart.noPast')}
            message={when === 'upcoming' ? t('chart.bookHint') : undefined}
          />
        }
      >
        <AppointmentRows
          appointments={rows}
          show="provider"
          typeNames={typeNames}
          label={when === 'upcoming' ? t('chart.upcomingList') : t('chart.pastList')}
        />
        <Pager
          page={page}
          pageSize={PAGE_SIZE}
          total={appointments.data?.total ?? 0}
          noun="appointments"
          onPage={setPage}
        />
      </QueryState>
      {isBooking && resources.data !== null && branch !== null && patient.data !== null ? (
        <BookingDialog
          resources={resources.data}
          branch={branch}
          slot={{ start: nextHour(branch.timezone), patient: patient.data }}
          onClose={() => setIsBooking(false)}
          onBooked={(result) => {
            setIsBooking(false);
            setBooked(`Booked with ${result.appointment.provider_name}.`);
            appointments.reload();
          }}
        />
      ) : null}
    </Stack>
  );
}

function nextHour(timeZone: string): Date {
  const now = toWallDate(new Date(), timeZone);
  return new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours() + 1);
}
