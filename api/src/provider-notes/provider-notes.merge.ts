import { sql } from 'kysely';
import { registerMergeMover } from '../patients/merge/merge-movers';

/**
 * A merge (ADR 033) moves every note of the merged record, signed ones included, to the surviving
 * record. The signing lock (0014) refuses a signed note's patient change unless the transaction
 * names exactly this move first; the setting is local to the merge's transaction and cleared after.
 * The content hash does not cover the patient, so a moved note still verifies.
 */
registerMergeMover('provider_notes', async (tx, { survivorId, mergedId }) => {
  await sql`select set_config('clinio.merge_move', ${`${mergedId}>${survivorId}`}, true)`.execute(tx);
  const result = await tx
    .updateTable('provider_notes')
    .set({ patient_id: survivorId })
    .where('patient_id', '=', mergedId)
    .executeTakeFirst();
  await sql`select set_config('clinio.merge_move', '', true)`.execute(tx);
  return Number(result.numUpdatedRows);
});
