import { Badge, Box, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { APPOINTMENT_STATUS_LABELS, type Appointment, type AppointmentStatus } from '@clinio/contracts';
import { DateTimeText } from '@clinio/design-system';

const STATUS_PALETTE: Record<AppointmentStatus, string> = {
  booked: 'blue',
  confirmed: 'teal',
  checked_in: 'purple',
  in_progress: 'orange',
  completed: 'green',
  cancelled: 'red',
  no_show: 'gray',
};

export function StatusBadge({ status }: { status: AppointmentStatus }) {
  return <Badge colorPalette={STATUS_PALETTE[status]}>{APPOINTMENT_STATUS_LABELS[status]}</Badge>;
}

export interface AppointmentRowsProps {
  appointments: readonly Appointment[];
  /** Who a row names: the patient (calendar) or the provider (a patient's chart). */
  show: 'patient' | 'provider';
  typeNames: ReadonlyMap<string, string>;
  /** Makes each row a button opening the appointment. */
  onOpen?: (appointment: Appointment) => void;
  label: string;
}

/** Appointments as a list readable on a phone and usable by keyboard (each row one button). */
export function AppointmentRows({ appointments, show, typeNames, onOpen, label }: AppointmentRowsProps) {
  return (
    <chakra.ul listStyleType="none" aria-label={label} borderWidth="1px" borderRadius="md">
      {appointments.map((appointment) => {
        const body = (
          <HStack justify="space-between" align="flex-start" gap="3" width="full" textAlign="left">
            <Stack gap="0.5" minWidth="0">
              <Text fontWeight="semibold">
                <DateTimeText value={appointment.start_time} timeZone={appointment.timezone} />
                {' – '}
                <DateTimeText value={appointment.end_time} timeZone={appointment.timezone} style="time" />
              </Text>
              <Text>{show === 'patient' ? appointment.patient_name : appointment.provider_name}</Text>
              <Text fontSize="sm" color="fg.muted">
                {typeNames.get(appointment.appointment_type) ?? appointment.appointment_type}
                {show === 'patient' ? ` · ${appointment.provider_name}` : ''}
              </Text>
            </Stack>
            <StatusBadge status={appointment.status} />
          </HStack>
        );
        return (
          <Box as="li" key={appointment.id} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
            {onOpen ? (
              <chakra.button
                type="button"
                width="full"
                px="4"
                py="3"
                onClick={() => onOpen(appointment)}
                _hover={{ bg: 'gray.50' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '-2px' }}
              >
                {body}
              </chakra.button>
            ) : (
              <Box px="4" py="3">
                {body}
              </Box>
            )}
          </Box>
        );
      })}
    </chakra.ul>
  );
}
