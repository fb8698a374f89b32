import { STATUS_ACTION_LABELS, nextStatuses, type AppointmentStatus } from '@clinio/contracts';

export interface StatusAction {
  to: AppointmentStatus;
  label: string;
}

/**
 * The status moves the appointment's panel offers: the contracts' transition table (the one the
 * server enforces), so the panel never offers what would be refused. Cancelling has its own
 * button (it asks for a reason and, in a series, a scope).
 */
export function statusActions(status: AppointmentStatus): StatusAction[] {
  return nextStatuses(status)
    .filter((to) => to !== 'cancelled')
    .map((to) => ({ to, label: STATUS_ACTION_LABELS[to] }));
}

export function canCancel(status: AppointmentStatus): boolean {
  return nextStatuses(status).includes('cancelled');
}

/** Whether the appointment can still be moved in the calendar (not begun, not over). */
export function isMovable(status: AppointmentStatus): boolean {
  return status === 'booked' || status === 'confirmed';
}
