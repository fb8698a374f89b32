import { registerMergeMover } from '../patients/merge/merge-movers';

/** A merge moves the merged record's appointments (every status, history included) to the survivor. */
registerMergeMover('appointments', async (tx, { survivorId, mergedId }) => {
  const result = await tx
    .updateTable('appointments')
    .set({ patient_id: survivorId })
    .where('patient_id', '=', mergedId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
});
