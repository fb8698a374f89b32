import { HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import { noticeInWords, type PatientClinic, type PortalAppointment } from '@clinio/contracts';
import { Button, ConfirmDialog, DateTimeText, EmptyState, QueryState, toast } from '@clinio/design-system';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { BookingDialog } from './booking/booking-dialog';

/**
 * "Upcoming appointments", per authorized clinic: what is booked, with Reschedule and Cancel
 * while the clinic's notice allows it, and "Book an appointment" (ADR 040).
 */
export function AppointmentsSection() {
  const profile = useEndpointQuery('getPatientProfile', {});
  const clinics = profile.data?.clinics ?? [];
  return (
    <Stack as="section" aria-labelledby="portal-appointments" gap="3">
      <Heading as="h2" size="md" id="portal-appointments">
        Upcoming appointments
      </Heading>
      <QueryState
        query={profile}
        hasData={profile.data !== null}
        isEmpty={clinics.length === 0}
        empty={
          <EmptyState
            title="No upcoming appointments"
            message="Once a clinic can see your record, you can book with it here and see your visits."
          />
        }
        label="Loading your appointments…"
      >
        <List.Root gap="3" variant="plain">
          {clinics.map((clinic) => (
            <ClinicAppointments key={clinic.clinic_id} clinic={clinic} />
          ))}
        </List.Root>
      </QueryState>
    </Stack>
  );
}

function ClinicAppointments({ clinic }: { clinic: PatientClinic }) {
  const { api } = useRemote();
  const params = { patient_id: clinic.patient_id };
  const appointments = useEndpointQuery('listMyAppointments', { params, query: { limit: 100 } });
  const options = useEndpointQuery('getMyBookingOptions', { params });
  const [booking, setBooking] = useState<{ rescheduling: PortalAppointment | null } | null>(null);
  const [cancelling, setCancelling] = useState<PortalAppointment | null>(null);
  const list = appointments.data?.filter((appointment) => appointment.upcoming) ?? null;
  const notice = options.data ? noticeInWords(options.data.cancel_notice_minutes) : null;
  const canBook =
    (options.data?.appointment_types.length ?? 0) > 0 && (options.data?.providers.length ?? 0) > 0;

  return (
    <List.Item borderWidth="1px" borderRadius="md" px="4" py="3" display="block">
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text fontWeight="600">{clinic.clinic_name}</Text>
          {canBook ? (
            <Button size="sm" onClick={() => setBooking({ rescheduling: null })}>
              Book an appointment
            </Button>
          ) : null}
        </HStack>
        <QueryState
          query={appointments}
          hasData={list !== null}
          isEmpty={list?.length === 0}
          empty={
            <Text fontSize="sm" color="fg.muted">
              No upcoming appointments at {clinic.clinic_name}.
            </Text>
          }
          label={`Loading appointments at ${clinic.clinic_name}…`}
        >
          <List.Root gap="2" variant="plain" aria-label={`Appointments at ${clinic.clinic_name}`}>
            {(list ?? []).map((appointment) => (
              <List.Item key={appointment.id} borderTopWidth="1px" pt="2" display="block">
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Stack gap="0" minWidth="0">
                    <Text fontWeight="500">
                      <DateTimeText value={appointment.start_time} timeZone={appointment.timezone} showZone />
                    </Text>
                    <Text fontSize="sm">
                      {appointment.appointment_type_name} with {appointment.provider_name},{' '}
                      {appointment.branch_name}
                    </Text>
                    {!appointment.can_change && notice !== null ? (
                      <Text fontSize="sm" color="fg.muted">
                        Changes online close {notice} before the visit: please call the clinic.
                      </Text>
                    ) : null}
                  </Stack>
                  {appointment.can_change && options.data ? (
                    <HStack gap="2">
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setBooking({ rescheduling: appointment })}
                        aria-label={`Reschedule ${appointment.appointment_type_name} on ${new Date(appointment.start_time).toDateString()}`}
                      >
                        Reschedule
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        onClick={() => setCancelling(appointment)}
                        aria-label={`Cancel ${appointment.appointment_type_name} on ${new Date(appointment.start_time).toDateString()}`}
                      >
                        Cancel
                      </Button>
                    </HStack>
                  ) : null}
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        </QueryState>
      </Stack>
      {options.data ? (
        <BookingDialog
          isOpen={booking !== null}
          patientId={clinic.patient_id}
          options={options.data}
          rescheduling={booking?.rescheduling ?? null}
          onDone={() => {
            setBooking(null);
            appointments.reload();
          }}
          onClose={() => setBooking(null)}
        />
      ) : null}
      <ConfirmDialog
        isOpen={cancelling !== null}
        title="Cancel this appointment?"
        message={`${cancelling?.appointment_type_name ?? 'The appointment'} with ${cancelling?.provider_name ?? 'your provider'} will be cancelled and the time offered to others.`}
        confirmLabel="Cancel appointment"
        pendingLabel="Cancelling…"
        onConfirm={() =>
          api.call('cancelMyAppointment', {
            params: { patient_id: clinic.patient_id, id: cancelling?.id ?? '' },
          })
        }
        onDone={() => {
          toast.success('Your appointment was cancelled.', 'Cancelled');
          setCancelling(null);
          appointments.reload();
        }}
        onClose={() => setCancelling(null)}
      />
    </List.Item>
  );
}
