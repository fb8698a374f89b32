import { registerAppointmentFreedListener } from '../appointments/hooks';
import type { TenantTx } from '../db/database';
import type { Services } from '../platform/services';

/**
 * An appointment's time was freed (cancelled, no-show, moved away): queue the waitlist's job in
 * the same transaction, so the job exists exactly when the change commits, once per change. The
 * time as it was (branch, provider, start) travels with the job; a move has already changed the row.
 */
export async function queueFreedSlot(
  services: Services,
  tx: TenantTx,
  tenantId: string,
  freed: { appointmentId: string; branchId: string; providerId: string; start: Date },
): Promise<void> {
  if (freed.start.getTime() <= Date.now()) return;
  await services.jobs.enqueue(tx, 'waitlist.slot_freed', {
    tenantId,
    appointmentId: freed.appointmentId,
    branchId: freed.branchId,
    providerId: freed.providerId,
    start: freed.start.toISOString(),
  });
}

/**
 * The waitlist hears every freed time of the appointments module (cancel, no-show, move: its
 * hooks run in the change's transaction) and of the portal's own cancel and reschedule.
 */
export function listenForFreedTimes(services: Services): void {
  registerAppointmentFreedListener('waitlist', (tx, freed) =>
    queueFreedSlot(services, tx, freed.tenantId, {
      appointmentId: freed.appointmentId,
      branchId: freed.branchId,
      providerId: freed.providerId,
      start: freed.start,
    }),
  );
}
