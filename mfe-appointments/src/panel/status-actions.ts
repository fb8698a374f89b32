import type { AppointmentStatus } from '@clinio/contracts';

export interface StatusAction {
  to: AppointmentStatus;
  label: string;
}

/**
 * The status moves the appointment's panel offers from each status (issue 11: booked -> confirmed
 * -> checked_in -> in_progress -> completed, plus no_show and cancelled). The server enforces the
 * same rule and refuses anything else; the panel only hides what would be refused.
 */
const NEXT: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  booked: ['confirmed', 'checked_in', 'no_show', 'cancelled'],
  confirmed: ['checked_in', 'no_show', 'cancelled'],
  checked_in: ['in_progress', 'cancelled'],
  in_progress: ['completed'],
  completed: [],
  cancelled: [],
  no_show: [],
};

const ACTION_LABELS: Record<AppointmentStatus, string> = {
  booked: 'Book',
  confirmed: 'Confirm',
  checked_in: 'Check in',
  in_progress: 'Start',
  completed: 'Complete',
  no_show: 'Mark no-show',
  cancelled: 'Cancel appointment',
};

/** The actions allowed from `status`, in the visit's order; cancelling is offered separately. */
export function statusActions(status: AppointmentStatus): StatusAction[] {
  return NEXT[status].filter((to) => to !== 'cancelled').map((to) => ({ to, label: ACTION_LABELS[to] }));
}

export function canCancel(status: AppointmentStatus): boolean {
  return NEXT[status].includes('cancelled');
}

/** Whether the appointment can still be moved in the calendar (not started, not over). */
export function isMovable(status: AppointmentStatus): boolean {
  return status === 'booked' || status === 'confirmed';
}
