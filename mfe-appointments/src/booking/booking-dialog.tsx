import { List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { AppointmentCreate, BookingResult, SchedulingResources } from '@clinio/contracts';
import { FormDialog, FormNotice, SelectField, TextareaField, useT } from '@clinio/design-system';
import { PatientPicker, useEndpointQuery, useForm, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { useAccess } from '../common/access';
import {
  acceptedRequest,
  checkDraft,
  conflictVerdict,
  newDraft,
  providerOptions,
  roomOptions,
  type Branch,
  type BookingDraft,
  type ConflictVerdict,
  type DraftStart,
} from './booking-model';
import { ConflictList } from './conflict-list';
import { RepeatFields } from './repeat-fields';
import { WhenFields } from './when-fields';
import { catalog } from '../catalog';

interface Reviewed {
  /** The request the user reviewed; any change to the draft asks again. */
  key: string;
  verdict: ConflictVerdict;
  total: number;
}

export interface BookingDialogProps {
  resources: SchedulingResources;
  branch: Branch;
  slot: DraftStart;
  onClose: () => void;
  onBooked: (result: BookingResult) => void;
}

const withoutAcceptance = ({
  skip_occurrences: _skip,
  allow_outside_hours: _allow,
  ...rest
}: AppointmentCreate) => rest;

/**
 * Booking (issue 11): patient (with inline create), type, provider, room, time, notes and repeat.
 * Before saving it asks the server for conflicts per occurrence; conflicts are shown and the user
 * books the free occurrences (the rest skipped) or cancels; warnings (outside hours) are confirmed.
 */
export function BookingDialog({ resources, branch, slot, onClose, onBooked }: BookingDialogProps) {
  const t = useT(catalog);
  const { api } = useRemote();
  const { can } = useAccess();
  const [reviewed, setReviewed] = useState<Reviewed | null>(null);
  const form = useForm<BookingDraft, AppointmentCreate>({
    initial: () => newDraft(resources, slot),
    check: (draft) => checkDraft(draft, branch),
    send: async (request) => {
      const key = JSON.stringify(request);
      let accepted = reviewed?.key === key ? reviewed : null;
      if (accepted === null) {
        const check = await api.call('checkAppointmentConflicts', { body: withoutAcceptance(request) });
        if (check.has_conflicts) {
          accepted = { key, verdict: conflictVerdict(check), total: check.occurrences.length };
          setReviewed(accepted);
          throw new Error(
            accepted.verdict.canBook
              ? 'Review the conflicts below, then book or cancel.'
              : 'Nothing can be booked at this time: choose another time, provider or room.',
          );
        }
      } else if (!accepted.verdict.canBook) {
        throw new Error('Nothing can be booked at this time: choose another time, provider or room.');
      }
      const body = accepted === null ? request : acceptedRequest(request, accepted.verdict);
      onBooked(await api.call('createAppointment', { body }));
    },
  });
  const current = checkDraft(form.values, branch);
  const isReviewed = reviewed !== null && current.success && reviewed.key === JSON.stringify(current.data);
  const provider = resources.providers.find((candidate) => candidate.id === form.values.provider_id);
  const types = resources.appointment_types.filter(
    (type) => type.active && (provider === undefined || provider.appointment_types.includes(type.key)),
  );
  // Re-consent before booking (issue 16): staff book anyway, warned of what the patient must sign.
  const patientId = form.values.patient?.id;
  const appointmentType = form.values.appointment_type;
  const consentNeeds = useEndpointQuery(
    'getConsentNeeds',
    patientId !== undefined && appointmentType !== ''
      ? { params: { patientId }, query: { appointment_type: appointmentType } }
      : null,
  );
  const unsigned =
    consentNeeds.data !== null && consentNeeds.data.appointment_type === appointmentType
      ? consentNeeds.data.needs
      : [];
  const submitLabel = !isReviewed
    ? 'Book'
    : reviewed.verdict.blocked.length > 0
      ? `Book ${reviewed.total - reviewed.verdict.blocked.length}, skip ${reviewed.verdict.blocked.length}`
      : 'Book anyway';

  return (
    <FormDialog
      isOpen
      title={t('booking.title')}
      submitLabel={submitLabel}
      pendingLabel={t('booking.booking')}
      form={form}
      size="lg"
      onClose={onClose}
    >
      <PatientPicker
        label={t('booking.patient')}
        value={form.values.patient}
        onChange={(patient) => form.update('patient', patient)}
        allowCreate={can('patients_create')}
        error={form.errors.patient}
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <SelectField
          form={form}
          name="provider_id"
          label={t('booking.provider')}
          isRequired
          options={[{ value: '', label: t('booking.chooseProvider') }, ...providerOptions(resources, branch)]}
        />
        <SelectField
          form={form}
          name="appointment_type"
          label={t('booking.type')}
          isRequired
          options={[
            { value: '', label: t('booking.chooseType') },
            ...types.map((type) => ({
              value: type.key,
              label: t('booking.typeOption', { name: type.name, minutes: type.duration_minutes }),
            })),
          ]}
        />
        <SelectField form={form} name="room_id" label={t('booking.room')} options={roomOptions(branch)} />
        <WhenFields form={form} branch={branch} />
      </SimpleGrid>
      {unsigned.length > 0 && form.values.patient !== null ? (
        <FormNotice tone="warning">
          <Stack gap="1">
            <Text>
              {t('booking.consentsNeeded', {
                name: `${form.values.patient.first_name} ${form.values.patient.last_name}`,
                count: unsigned.length,
              })}
            </Text>
            <List.Root ps="5">
              {unsigned.map((need) => (
                <List.Item key={need.consent_type}>{need.title}</List.Item>
              ))}
            </List.Root>
            <Text fontSize="sm">{t('booking.consentsWhere')}</Text>
          </Stack>
        </FormNotice>
      ) : null}
      <RepeatFields form={form} />
      <TextareaField form={form} name="notes" label={t('booking.notes')} rows={2} />
      {isReviewed ? (
        <ConflictList verdict={reviewed.verdict} total={reviewed.total} timeZone={branch.timezone} />
      ) : null}
    </FormDialog>
  );
}
