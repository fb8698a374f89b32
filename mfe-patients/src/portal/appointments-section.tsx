import { HStack, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import {
  backToBookingOf,
  withoutBackToBooking,
  type PatientClinic,
  type PortalAppointment,
} from '@clinio/contracts';
import {
  Button,
  ConfirmDialog,
  DateTimeText,
  EmptyState,
  QueryState,
  toast,
  useFormattingLocale,
  useLocale,
  useT,
} from '@clinio/design-system';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { catalog } from '../catalog';
import { BookingDialog } from './booking/booking-dialog';

/** The clinic's notice in the unit it was set in (as `noticeInWords` reads it), for the catalog's plural. */
function noticeParts(minutes: number): { unit: 'days' | 'hours' | 'minutes'; count: number } {
  if (minutes % 1440 === 0 && minutes >= 2880) return { unit: 'days', count: minutes / 1440 };
  if (minutes % 60 === 0) return { unit: 'hours', count: minutes / 60 };
  return { unit: 'minutes', count: minutes };
}

/**
 * "Upcoming appointments", per authorized clinic: what is booked, with Reschedule and Cancel
 * while the clinic's notice allows it, and "Book an appointment" (ADR 040).
 */
export function AppointmentsSection() {
  const t = useT(catalog);
  const profile = useEndpointQuery('getPatientProfile', {});
  const clinics = profile.data?.clinics ?? [];
  return (
    <Stack as="section" aria-labelledby="portal-appointments" gap="3">
      <Heading as="h2" size="md" id="portal-appointments">
        {t('appointments.title')}
      </Heading>
      <QueryState
        query={profile}
        hasData={profile.data !== null}
        isEmpty={clinics.length === 0}
        empty={<EmptyState title={t('appointments.emptyTitle')} message={t('appointments.emptyMessage')} />}
        label={t('appointments.loading')}
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
  const t = useT(catalog);
  const locale = useLocale();
  const formatting = useFormattingLocale();
  const params = { patient_id: clinic.patient_id };
  const appointments = useEndpointQuery('listMyAppointments', { params, query: { limit: 100 } });
  const options = useEndpointQuery('getMyBookingOptions', { params });
  const [booking, setBooking] = useState<{
    rescheduling: PortalAppointment | null;
    presetType?: string;
  } | null>(null);
  // Back from signing what a visit needs (`backToBookingPath`): booking is open with that type
  // until the dialog closes, which spends the link.
  const [search, setSearch] = useSearchParams();
  const back = backToBookingOf(search);
  const bookType = back?.patientId === clinic.patient_id ? back.appointmentType : null;
  const open =
    booking ??
    (bookType !== null && options.data !== null ? { rescheduling: null, presetType: bookType } : null);
  const closeBooking = () => {
    setBooking(null);
    if (bookType === null) return;
    setSearch(withoutBackToBooking, { replace: true });
  };
  const [cancelling, setCancelling] = useState<PortalAppointment | null>(null);
  const list = appointments.data?.filter((appointment) => appointment.upcoming) ?? null;
  const notice = options.data
    ? t('appointments.notice', noticeParts(options.data.cancel_notice_minutes))
    : null;
  const dayOf = (iso: string) =>
    locale === 'en'
      ? new Date(iso).toDateString()
      : new Date(iso).toLocaleDateString(formatting, { dateStyle: 'full' });
  const canBook =
    (options.data?.appointment_types.length ?? 0) > 0 && (options.data?.providers.length ?? 0) > 0;

  return (
    <List.Item borderWidth="1px" borderRadius="md" px="4" py="3" display="block">
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text fontWeight="600">{clinic.clinic_name}</Text>
          {canBook ? (
            <Button size="sm" onClick={() => setBooking({ rescheduling: null })}>
              {t('appointments.book')}
            </Button>
          ) : null}
        </HStack>
        <QueryState
          query={appointments}
          hasData={list !== null}
          isEmpty={list?.length === 0}
          empty={
            <Text fontSize="sm" color="fg.muted">
              {t('appointments.noneAt', { clinic: clinic.clinic_name })}
            </Text>
          }
          label={t('appointments.loadingAt', { clinic: clinic.clinic_name })}
        >
          <List.Root
            gap="2"
            variant="plain"
            aria-label={t('appointments.at', { clinic: clinic.clinic_name })}
          >
            {(list ?? []).map((appointment) => (
              <List.Item key={appointment.id} borderTopWidth="1px" pt="2" display="block">
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Stack gap="0" minWidth="0">
                    <Text fontWeight="500">
                      <DateTimeText value={appointment.start_time} timeZone={appointment.timezone} showZone />
                    </Text>
                    <Text fontSize="sm">
                      {t('appointments.what', {
                        type: appointment.appointment_type_name,
                        provider: appointment.provider_name,
                        branch: appointment.branch_name,
                      })}
                    </Text>
                    {appointment.join_url ? (
                      <Link
                        href={appointment.join_url}
                        target="_blank"
                        rel="noopener noreferrer"
                        fontSize="sm"
                      >
                        {t('appointments.join', { type: appointment.appointment_type_name })}
                      </Link>
                    ) : null}
                    {!appointment.can_change && notice !== null ? (
                      <Text fontSize="sm" color="fg.muted">
                        {t('appointments.closed', { notice })}
                      </Text>
                    ) : null}
                  </Stack>
                  {appointment.can_change && options.data ? (
                    <HStack gap="2">
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setBooking({ rescheduling: appointment })}
                        aria-label={t('appointments.rescheduleLabel', {
                          type: appointment.appointment_type_name,
                          date: dayOf(appointment.start_time),
                        })}
                      >
                        {t('appointments.reschedule')}
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        onClick={() => setCancelling(appointment)}
                        aria-label={t('appointments.cancelLabel', {
                          type: appointment.appointment_type_name,
                          date: dayOf(appointment.start_time),
                        })}
                      >
                        {t('appointments.cancel')}
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
          isOpen={open !== null}
          patientId={clinic.patient_id}
          options={options.data}
          rescheduling={open?.rescheduling ?? null}
          presetType={open?.presetType}
          onDone={() => {
            closeBooking();
            appointments.reload();
          }}
          onClose={closeBooking}
        />
      ) : null}
      <ConfirmDialog
        isOpen={cancelling !== null}
        title={t('appointments.cancelTitle')}
        message={t('appointments.cancelMessage', {
          type: cancelling?.appointment_type_name ?? t('appointments.theAppointment'),
          provider: cancelling?.provider_name ?? t('appointments.yourProvider'),
        })}
        confirmLabel={t('appointments.cancelConfirm')}
        pendingLabel={t('appointments.cancelling')}
        onConfirm={() =>
          api.call('cancelMyAppointment', {
            params: { patient_id: clinic.patient_id, id: cancelling?.id ?? '' },
          })
        }
        onDone={() => {
          toast.success(t('appointments.cancelledMessage'), t('appointments.cancelledTitle'));
          setCancelling(null);
          appointments.reload();
        }}
        onClose={() => setCancelling(null)}
      />
    </List.Item>
  );
}
