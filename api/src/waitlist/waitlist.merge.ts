import { registerMergeMover } from '../patients/merge/merge-movers';

/** A merge (ADR 033) moves the merged record's waitlist entries to the surviving record. */
registerMergeMover('waitlist_entries', async (tx, { survivorId, mergedId }) => {
  const result = await tx
    .updateTable('waitlist_entries')
    .set({ patient_id: survivorId, updated_at: new Date() })
    .where('patient_id', '=', mergedId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
});
