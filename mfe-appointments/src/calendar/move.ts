import type { Appointment, SeriesScope } from '@clinio/contracts';
import { ApiError, type ApiClient } from '@clinio/platform';
import { conflictVerdict } from '../booking/booking-model';

export interface MoveChanges {
  start_time: string;
  end_time: string;
  provider_id?: string | undefined;
  room_id?: string | null | undefined;
}

export type MoveOutcome =
  | { kind: 'saved'; appointment: Appointment }
  | { kind: 'refused'; message: string }
  | { kind: 'confirm'; message: string }
  | { kind: 'stale'; message: string };

export const STALE_MESSAGE =
  'Someone else changed this appointment a moment ago. The calendar now shows the latest version; please try again.';

/**
 * Moves or resizes an appointment: the conflict check first (a busy provider or room refuses the
 * move, nothing is saved), then a warning the user must confirm (outside working hours), then the
 * PUT with the version read, so a change made meanwhile by someone else is refused, not overwritten.
 */
export async function moveAppointment(
  api: ApiClient,
  appointment: Appointment,
  changes: MoveChanges,
  { confirmed = false, scope = 'this' }: { confirmed?: boolean; scope?: SeriesScope } = {},
): Promise<MoveOutcome> {
  const providerId = changes.provider_id ?? appointment.provider_id;
  const roomId = changes.room_id === undefined ? appointment.room_id : changes.room_id;
  if (!confirmed) {
    const check = await api.call('checkAppointmentConflicts', {
      body: {
        appointment_id: appointment.id,
        patient_id: appointment.patient_id,
        provider_id: providerId,
        branch_id: appointment.branch_id,
        room_id: roomId,
        appointment_type: appointment.appointment_type,
        start_time: changes.start_time,
        end_time: changes.end_time,
      },
    });
    if (check.has_conflicts) {
      const verdict = conflictVerdict(check);
      const messages = check.occurrences.flatMap((occurrence) => occurrence.conflicts.map((c) => c.message));
      if (verdict.blocked.length > 0)
        return { kind: 'refused', message: `Not moved: ${messages.join('; ')}` };
      return { kind: 'confirm', message: messages.join('; ') };
    }
  }
  try {
    const saved = await api.call('updateAppointment', {
      params: { id: appointment.id },
      body: {
        start_time: changes.start_time,
        end_time: changes.end_time,
        provider_id: providerId,
        room_id: roomId,
        version: appointment.version,
        scope,
        ...(confirmed ? { allow_outside_hours: true } : {}),
      },
    });
    return { kind: 'saved', appointment: saved };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'stale_appointment')
      return { kind: 'stale', message: STALE_MESSAGE };
    if (error instanceof ApiError && error.status === 409)
      return { kind: 'refused', message: `Not moved: ${error.message}` };
    throw error;
  }
}
