import { Heading, List, Stack, Text } from '@chakra-ui/react';
import type { PatientClinic } from '@clinio/contracts';
import { EmptyState, QueryState } from '@clinio/design-system';
import { useEndpointQuery } from '@clinio/platform';

/**
 * "Upcoming appointments": what each authorized clinic has booked for the patient. Scheduling
 * arrives with the next release, so today the lists are empty and the section says so plainly.
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
            message="Once a clinic can see your record, the visits it books for you are listed here."
          />
        }
        label="Loading your appointments…"
      >
        <List.Root gap="2" variant="plain">
          {clinics.map((clinic) => (
            <ClinicAppointments key={clinic.clinic_id} clinic={clinic} />
          ))}
        </List.Root>
      </QueryState>
    </Stack>
  );
}

function ClinicAppointments({ clinic }: { clinic: PatientClinic }) {
  const appointments = useEndpointQuery('listMyAppointments', {
    params: { patient_id: clinic.patient_id },
    query: { limit: 20 },
  });
  const list = appointments.data;
  return (
    <List.Item borderWidth="1px" borderRadius="md" px="4" py="3" display="block">
      <Text fontWeight="600">{clinic.clinic_name}</Text>
      <QueryState
        query={appointments}
        hasData={list !== null}
        isEmpty={list?.length === 0}
        empty={
          <Text fontSize="sm" color="fg.muted">
            No upcoming appointments. Booking and reminders come with online scheduling in a later release.
          </Text>
        }
        label={`Loading appointments at ${clinic.clinic_name}…`}
      >
        <Text fontSize="sm">
          {list?.length === 1 ? 'One upcoming appointment.' : `${list?.length ?? 0} upcoming appointments.`}
        </Text>
      </QueryState>
    </List.Item>
  );
}
