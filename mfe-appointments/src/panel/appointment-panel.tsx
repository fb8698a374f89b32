import {
  Badge,
  CloseButton,
  Dialog,
  HStack,
  Link,
  NativeSelect,
  Portal,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  APPOINTMENT_STATUS_LABELS,
  type Appointment,
  type AppointmentStatus,
  type SchedulingResources,
  type SeriesScope,
} from '@clinio/contracts';
import { Button, DateTimeText, FormAlert, FormField, useT } from '@clinio/design-system';
import { ApiError, useRemote } from '@clinio/platform';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAccess } from '../common/access';
import { STALE_MESSAGE } from '../calendar/move';
import { canCancel, statusActions } from './status-actions';
import { catalog } from '../catalog';

const SCOPE_LABELS: Record<SeriesScope, string> = {
  this: 'This appointment',
  following: 'This and following',
  all: 'All in the series',
};

export interface AppointmentPanelProps {
  appointment: Appointment;
  resources: SchedulingResources;
  onClose: () => void;
  /** After a change: the calendar reads again. */
  onChanged: () => void;
  onReschedule: (appointment: Appointment) => void;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack align="baseline" gap="3">
      <Text as="dt" fontWeight="semibold" minWidth="6rem">
        {label}
      </Text>
      <Text as="dd">{children}</Text>
    </HStack>
  );
}

/** The notes screen's "new note" request (mfe-patients, ADR 039): for this patient and visit. */
export function newNotePath(appointment: Pick<Appointment, 'id' | 'patient_id'>): string {
  const query = new URLSearchParams({
    new: '1',
    patient_id: appointment.patient_id,
    appointment_id: appointment.id,
  });
  return `/dashboard/provider-notes?${query.toString()}`;
}

/**
 * One appointment: details, links to the chart and the workflow, the status moves allowed from
 * its status, cancel with a reason, and for a series occurrence the scope of a change.
 */
export function AppointmentPanel({
  appointment,
  resources,
  onClose,
  onChanged,
  onReschedule,
}: AppointmentPanelProps) {
  const t = useT(catalog);
  const { api, features } = useRemote();
  const { can } = useAccess();
  const [scope, setScope] = useState<SeriesScope>('this');
  const [isCancelling, setIsCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const type = resources.appointment_types.find(
    (candidate) => candidate.key === appointment.appointment_type,
  );
  const room = resources.branches
    .flatMap((branch) => branch.rooms)
    .find((candidate) => candidate.id === appointment.room_id);
  const mayWrite = can('appointments_create');
  const mayWriteNote = can('provider_notes_write') && features.hasFeature('provider_notes');

  async function run(label: string, action: () => Promise<unknown>) {
    setPending(label);
    setError(null);
    try {
      await action();
      onChanged();
      onClose();
    } catch (failure) {
      const isStale = failure instanceof ApiError && failure.code === 'stale_appointment';
      setError(
        isStale ? STALE_MESSAGE : failure instanceof Error ? failure.message : 'Something went wrong.',
      );
      if (isStale) onChanged();
    } finally {
      setPending(null);
    }
  }

  const changeStatus = (status: AppointmentStatus, label: string) =>
    run(label, () =>
      api.call('updateAppointment', {
        params: { id: appointment.id },
        body: { status, version: appointment.version, scope: 'this' },
      }),
    );
  const cancel = () =>
    run('cancel', () =>
      api.call('cancelAppointment', {
        params: { id: appointment.id },
        query: { ...(reason.trim() === '' ? {} : { reason: reason.trim() }), scope },
      }),
    );

  return (
    <Dialog.Root
      open
      placement="center"
      size={{ base: 'full', sm: 'md' }}
      onOpenChange={(details) => !details.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{appointment.patient_name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {error !== null ? <FormAlert>{error}</FormAlert> : null}
                <Stack as="dl" gap="1.5">
                  <Detail label={t('panel.when')}>
                    <DateTimeText value={appointment.start_time} timeZone={appointment.timezone} showZone />
                  </Detail>
                  <Detail label={t('panel.until')}>
                    <DateTimeText value={appointment.end_time} timeZone={appointment.timezone} style="time" />
                  </Detail>
                  <Detail label={t('panel.type')}>{type?.name ?? appointment.appointment_type}</Detail>
                  <Detail label={t('panel.provider')}>{appointment.provider_name}</Detail>
                  <Detail label={t('panel.room')}>{room?.name ?? t('panel.none')}</Detail>
                  <Detail label={t('panel.status')}>
                    <Badge colorPalette={appointment.status === 'cancelled' ? 'red' : 'blue'}>
                      {APPOINTMENT_STATUS_LABELS[appointment.status]}
                    </Badge>
                  </Detail>
                  {appointment.cancellation_reason ? (
                    <Detail label={t('panel.reason')}>{appointment.cancellation_reason}</Detail>
                  ) : null}
                  {appointment.notes ? <Detail label={t('panel.notes')}>{appointment.notes}</Detail> : null}
                  {appointment.series_id !== null ? (
                    <Detail label={t('panel.series')}>
                      {t('panel.occurrence', { index: appointment.series_index ?? '' })}
                    </Detail>
                  ) : null}
                </Stack>
                <HStack gap="4" wrap="wrap">
                  <Link asChild color="blue.700" textDecoration="underline">
                    <RouterLink to={`/dashboard/patients/${appointment.patient_id}`}>
                      {t('panel.openChart')}
                    </RouterLink>
                  </Link>
                  <Link asChild color="blue.700" textDecoration="underline">
                    <RouterLink to={`/workflow/${appointment.id}`}>{t('panel.openWorkflow')}</RouterLink>
                  </Link>
                  {mayWriteNote ? (
                    <Link asChild color="blue.700" textDecoration="underline">
                      <RouterLink to={newNotePath(appointment)}>{t('panel.writeNote')}</RouterLink>
                    </Link>
                  ) : null}
                </HStack>
                {mayWrite && appointment.series_id !== null && canCancel(appointment.status) ? (
                  <FormField label={t('panel.applyTo')}>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        value={scope}
                        onChange={(event) => setScope(event.target.value as SeriesScope)}
                      >
                        {(Object.keys(SCOPE_LABELS) as SeriesScope[]).map((value) => (
                          <option key={value} value={value}>
                            {SCOPE_LABELS[value]}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                ) : null}
                {mayWrite ? (
                  <HStack gap="2" wrap="wrap">
                    {statusActions(appointment.status).map((action) => (
                      <Button
                        key={action.to}
                        variant="outline"
                        loading={pending === action.to}
                        disabled={pending !== null}
                        onClick={() => void changeStatus(action.to, action.to)}
                      >
                        {action.label}
                      </Button>
                    ))}
                    {canCancel(appointment.status) ? (
                      <Button
                        variant="outline"
                        disabled={pending !== null}
                        onClick={() => onReschedule(appointment)}
                      >
                        {t('panel.reschedule')}
                      </Button>
                    ) : null}
                  </HStack>
                ) : null}
                {mayWrite && canCancel(appointment.status) ? (
                  isCancelling ? (
                    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3">
                      <FormField label={t('panel.cancelReason')}>
                        <Textarea
                          value={reason}
                          maxLength={500}
                          rows={2}
                          onChange={(event) => setReason(event.target.value)}
                        />
                      </FormField>
                      <HStack gap="2" justify="flex-end">
                        <Button
                          variant="outline"
                          onClick={() => setIsCancelling(false)}
                          disabled={pending !== null}
                        >
                          {t('panel.keep')}
                        </Button>
                        <Button
                          variant="danger"
                          loading={pending === 'cancel'}
                          loadingText={t('panel.cancelling')}
                          onClick={() => void cancel()}
                        >
                          {scope === 'this' ? t('panel.cancelOne') : t('panel.cancelMany')}
                        </Button>
                      </HStack>
                    </Stack>
                  ) : (
                    <Button variant="danger" alignSelf="flex-start" onClick={() => setIsCancelling(true)}>
                      {t('panel.cancelStart')}
                    </Button>
                  )
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('panel.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
