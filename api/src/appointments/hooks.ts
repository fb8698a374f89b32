import type { TenantTx } from '../db/database';
import type { NewAppointmentRow } from './insert';

/**
 * What other modules hear when an appointment frees time (ADR 036): it was cancelled, marked a
 * no-show, or moved away (to another time, provider or room). The waitlist registers a listener to
 * offer the freed slot; listeners run in the same tenant transaction as the change, so whatever they
 * write (a durable job: the queue's `enqueue(tx, ...)`) commits or rolls back with it.
 */
export interface FreedTime {
  tenantId: string;
  appointmentId: string;
  reason: 'cancelled' | 'no_show' | 'moved';
  /** The time that is free now: the appointment's provider, branch, type and (old) start and end. */
  providerId: string;
  branchId: string;
  roomId: string | null;
  appointmentType: string;
  start: Date;
  end: Date;
}

/** The columns of an appointment row the freed time is read from (its old time, before a move). */
export type FreedRow = { id: string } & Pick<
  NewAppointmentRow,
  'provider_id' | 'branch_id' | 'room_id' | 'appointment_type' | 'start_time' | 'end_time'
>;

/** The freed time of an appointment row: one shape for every path that cancels or moves one. */
export function freedTimeOf(tenantId: string, row: FreedRow, reason: FreedTime['reason']): FreedTime {
  return {
    tenantId,
    appointmentId: row.id,
    reason,
    providerId: row.provider_id,
    branchId: row.branch_id,
    roomId: row.room_id,
    appointmentType: row.appointment_type,
    start: row.start_time,
    end: row.end_time,
  };
}

export type AppointmentFreedListener = (tx: TenantTx, freed: FreedTime) => Promise<void>;

const listeners = new Map<string, AppointmentFreedListener>();

/** Adds (or replaces, by key) a listener. Modules call this once, at load. */
export function registerAppointmentFreedListener(key: string, listener: AppointmentFreedListener): void {
  listeners.set(key, listener);
}

/** Removes a listener (tests). */
export function unregisterAppointmentFreedListener(key: string): void {
  listeners.delete(key);
}

/** Tells every listener, in registration order, inside the caller's transaction. */
export async function onAppointmentFreed(tx: TenantTx, freed: FreedTime): Promise<void> {
  for (const listener of listeners.values()) await listener(tx, freed);
}
