import { sql } from 'kysely';
import { registerMergeMover } from '../patients/merge/merge-movers';

/**
 * A merge (ADR 033) moves the merged record's answers, drafts and consents to the surviving record
 * (ADR 044). A draft the survivor already has for the same form and visit is kept, the merged one
 * dropped. Signed consents move only in the move the merge names (migration 0021).
 */
registerMergeMover('form_submissions', async (tx, { survivorId, mergedId }) => {
  const result = await tx
    .updateTable('form_submissions')
    .set({ patient_id: survivorId })
    .where('patient_id', '=', mergedId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
});

registerMergeMover('form_drafts', async (tx, { survivorId, mergedId }) => {
  await sql`
    delete from form_drafts m
     where m.patient_id = ${mergedId}
       and exists (select 1 from form_drafts s
                    where s.patient_id = ${survivorId} and s.template_id = m.template_id
                      and s.appointment_id is not distinct from m.appointment_id)`.execute(tx);
  const result = await tx
    .updateTable('form_drafts')
    .set({ patient_id: survivorId })
    .where('patient_id', '=', mergedId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
});

registerMergeMover('consents', async (tx, { survivorId, mergedId }) => {
  await sql`select set_config('clinio.merge_move', ${`${mergedId}>${survivorId}`}, true)`.execute(tx);
  const result = await tx
    .updateTable('consents')
    .set({ patient_id: survivorId })
    .where('patient_id', '=', mergedId)
    .executeTakeFirst();
  await sql`select set_config('clinio.merge_move', '', true)`.execute(tx);
  return Number(result.numUpdatedRows);
});
