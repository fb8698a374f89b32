import type { TenantTx } from '../db/database';

/**
 * What other modules hear when an appointment is booked (ADR 044): the forms and consents domain
 * attaches the consents the visit's type requires and starts its workflow. Listeners run in the
 * booking's transaction, after the row is written, so what they write commits with it.
 */
export interface BookedAppointment {
  tenantId: string;
  appointmentId: string;
  patientId: string;
  appointmentType: string;
  status: string;
  startTime: Date;
}

export type AppointmentBookedListener = (tx: TenantTx, booked: BookedAppointment) => Promise<void>;

const listeners = new Map<string, AppointmentBookedListener>();

/** Adds (or replaces, by key) a listener. Modules call this once, at load. */
export function registerAppointmentBookedListener(key: string, listener: AppointmentBookedListener): void {
  listeners.set(key, listener);
}

/** Tells every listener, in registration order, inside the caller's transaction. */
export async function onAppointmentBooked(tx: TenantTx, booked: BookedAppointment): Promise<void> {
  for (const listener of listeners.values()) await listener(tx, booked);
}
