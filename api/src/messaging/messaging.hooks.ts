import { sql } from 'kysely';
import { registerAppointmentFreedListener } from '../appointments/hooks';
import { registerMergeMover } from '../patients/merge/merge-movers';
import { recordEvent } from './message-store';

/**
 * A visit cancelled, marked no-show or moved: its queued reminders are cancelled in the same
 * transaction (the reminder job makes new ones for a new time). The send job checks again anyway.
 */
registerAppointmentFreedListener('messaging.reminders', async (tx, freed) => {
  const cancelled = await sql<{ id: string }>`
    update messages set status = 'cancelled', failure_reason = 'The visit was cancelled or moved', updated_at = now()
     where appointment_id = ${freed.appointmentId} and rule_id is not null and status = 'queued'
    returning id`.execute(tx);
  for (const { id } of cancelled.rows)
    await recordEvent(tx, freed.tenantId, id, 'cancelled', 'The visit was cancelled or moved');
});

/** A merge (ADR 033) moves the merged record's messages to the surviving record. */
registerMergeMover('messages', async (tx, { survivorId, mergedId }) => {
  const result = await tx
    .updateTable('messages')
    .set({ patient_id: survivorId })
    .where('patient_id', '=', mergedId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
});
