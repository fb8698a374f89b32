import type { AppointmentStatus } from './appointments';

/**
 * The appointment's life (ADR 036): booked -> confirmed -> checked_in -> in_progress -> completed,
 * with cancelled and no_show on the side. The server enforces this table on every change; screens
 * read it to offer only the actions that apply.
 *
 * - A booking may skip confirmation (a walk-in checks in straight from booked).
 * - Cancelled and completed are final: rebooking makes a new appointment, so the cancelled one
 *   stays in the history as it was.
 * - no_show is set once the start has passed (`canTransition` with `now`); a patient who arrives
 *   late after all is checked in from no_show (which holds the time again, so the database refuses
 *   it if someone was booked in the freed time meanwhile).
 * - A visit that has begun (checked_in, in_progress) can still be cancelled (the patient left),
 *   but an in-progress one only completes.
 */
export const STATUS_TRANSITIONS: Readonly<Record<AppointmentStatus, readonly AppointmentStatus[]>> = {
  booked: ['confirmed', 'checked_in', 'cancelled', 'no_show'],
  confirmed: ['checked_in', 'cancelled', 'no_show'],
  checked_in: ['in_progress', 'cancelled'],
  in_progress: ['completed'],
  completed: [],
  cancelled: [],
  no_show: ['checked_in'],
};

/** What a status change is called on the buttons and in the audit log. */
export const STATUS_ACTION_LABELS: Readonly<Record<AppointmentStatus, string>> = {
  booked: 'Book',
  confirmed: 'Confirm',
  checked_in: 'Check in',
  in_progress: 'Start',
  completed: 'Complete',
  cancelled: 'Cancel',
  no_show: 'Mark no-show',
};

/** Statuses after which the appointment can no longer be moved or edited (only read). */
export const FINAL_STATUSES: readonly AppointmentStatus[] = ['completed', 'cancelled'];

export type TransitionRefusal = { ok: false; message: string };
export type TransitionCheck = { ok: true } | TransitionRefusal;

/**
 * Whether `from` may become `to`. With `timing` (the appointment's start and now), a no-show
 * before the start is refused as well.
 */
export function canTransition(
  from: AppointmentStatus,
  to: AppointmentStatus,
  timing?: { start: Date; now: Date },
): boolean {
  return checkTransition(from, to, timing).ok;
}

/** `canTransition` with the message the API answers when it is refused. */
export function checkTransition(
  from: AppointmentStatus,
  to: AppointmentStatus,
  timing?: { start: Date; now: Date },
): TransitionCheck {
  if (from === to) return { ok: true };
  if (!STATUS_TRANSITIONS[from].includes(to)) {
    const allowed = STATUS_TRANSITIONS[from];
    const name = from.replace('_', ' ');
    const a = /^[aeiou]/.test(name) ? 'An' : 'A';
    return {
      ok: false,
      message:
        allowed.length === 0
          ? `${a} ${name} appointment cannot change status.`
          : `${a} ${name} appointment can only become ${allowed.map((s) => s.replace('_', ' ')).join(', ')}.`,
    };
  }
  if (to === 'no_show' && timing && timing.now.getTime() < timing.start.getTime()) {
    return { ok: false, message: 'You can mark a no-show once the appointment has started.' };
  }
  return { ok: true };
}

/** The statuses a user may pick next (for the appointment's panel). */
export function nextStatuses(from: AppointmentStatus): readonly AppointmentStatus[] {
  return STATUS_TRANSITIONS[from];
}
