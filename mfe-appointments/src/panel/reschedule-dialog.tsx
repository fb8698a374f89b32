import { SimpleGrid } from '@chakra-ui/react';
import type { Appointment, SchedulingResources } from '@clinio/contracts';
import { FormDialog, SelectField, type FormController, useT } from '@clinio/design-system';
import { useForm, useRemote, type CheckResult } from '@clinio/platform';
import { addMinutes } from 'date-fns';
import { useState } from 'react';
import { providerOptions, roomOptions, type Branch } from '../booking/booking-model';
import { WhenFields } from '../booking/when-fields';
import { moveAppointment, type MoveChanges } from '../calendar/move';
import {
  fromWallDate,
  parseWall,
  toWallDate,
  wallDateKey,
  wallTimeExists,
  wallTimeKey,
} from '../calendar/zone';
import { catalog } from '../catalog';

interface RescheduleDraft {
  date: string;
  time: string;
  duration: string;
  provider_id: string;
  room_id: string;
}

function draftOf(appointment: Appointment): RescheduleDraft {
  const start = toWallDate(appointment.start_time, appointment.timezone);
  const end = toWallDate(appointment.end_time, appointment.timezone);
  return {
    date: wallDateKey(start),
    time: wallTimeKey(start),
    duration: String(Math.round((end.getTime() - start.getTime()) / 60_000)),
    provider_id: appointment.provider_id,
    room_id: appointment.room_id ?? '',
  };
}

/** The draft as a move, read in the branch's zone; field issues otherwise. */
export function checkReschedule(draft: RescheduleDraft, timeZone: string): CheckResult<MoveChanges> {
  const start = parseWall(draft.date, draft.time);
  const minutes = /^\d{1,3}$/.test(draft.duration.trim()) ? Number(draft.duration) : 0;
  const issues: { path: string[]; message: string }[] = [];
  if (start === null) issues.push({ path: ['time'], message: 'Give a date and a time' });
  else if (!wallTimeExists(start, timeZone))
    issues.push({ path: ['time'], message: 'The clocks change at that time on this day: pick another time' });
  if (minutes < 5 || minutes > 720)
    issues.push({ path: ['duration'], message: 'Give a length between 5 and 720 minutes' });
  if (start === null || issues.length > 0) return { success: false, error: { issues } };
  return {
    success: true,
    data: {
      start_time: fromWallDate(start, timeZone),
      end_time: fromWallDate(addMinutes(start, minutes), timeZone),
      provider_id: draft.provider_id,
      room_id: draft.room_id === '' ? null : draft.room_id,
    },
  };
}

export interface RescheduleDialogProps {
  appointment: Appointment;
  branch: Branch;
  resources: SchedulingResources;
  onClose: () => void;
  onMoved: () => void;
}

/** Move an appointment by keyboard (the grid's drag is mouse-only): the same checks as a drag. */
export function RescheduleDialog({
  appointment,
  branch,
  resources,
  onClose,
  onMoved,
}: RescheduleDialogProps) {
  const t = useT(catalog);
  const { api } = useRemote();
  const [warningFor, setWarningFor] = useState<string | null>(null);
  const form: FormController<RescheduleDraft> = useForm<RescheduleDraft, MoveChanges>({
    initial: () => draftOf(appointment),
    check: (draft) => checkReschedule(draft, appointment.timezone),
    send: async (changes) => {
      const key = JSON.stringify(changes);
      const outcome = await moveAppointment(api, appointment, changes, { confirmed: warningFor === key });
      if (outcome.kind === 'saved') {
        onMoved();
        return;
      }
      if (outcome.kind === 'confirm') setWarningFor(key);
      if (outcome.kind === 'stale') onMoved();
      throw new Error(outcome.kind === 'confirm' ? `Please confirm: ${outcome.message}` : outcome.message);
    },
  });
  const current = checkReschedule(form.values, appointment.timezone);
  const isWarned = current.success && warningFor === JSON.stringify(current.data);
  return (
    <FormDialog
      isOpen
      title={t('reschedule.title', { patient: appointment.patient_name })}
      submitLabel={isWarned ? t('reschedule.moveAnyway') : t('reschedule.move')}
      pendingLabel={t('reschedule.moving')}
      form={form}
      onClose={onClose}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <WhenFields form={form} branch={branch} />
        <SelectField
          form={form}
          name="provider_id"
          label={t('reschedule.provider')}
          options={providerOptions(resources, branch)}
        />
        <SelectField form={form} name="room_id" label={t('reschedule.room')} options={roomOptions(branch)} />
      </SimpleGrid>
    </FormDialog>
  );
}
