import { sql } from 'kysely';
import { registerWorkflowStep } from '../appointments/workflow.service';
import type { TenantTx } from '../db/database';
import { registerMergeMover } from '../patients/merge/merge-movers';
import { registerEraseBlocker } from '../patients/erase-blockers';

/**
 * Where billing meets the rest of the record (issue 17, ADR 042/048):
 * - the visit's workflow counts its invoices: paid of every invoice of the visit that is not a
 *   draft or void (a draft is not yet owed; a void one never will be);
 * - an issued invoice keeps the patient's record from being erased for good;
 * - a merge moves the merged record's invoices to the surviving one (the ledger follows its invoices).
 */

async function countInvoices(tx: TenantTx, _tenantId: string, appointmentId: string) {
  const row = await tx
    .selectFrom('invoices')
    .select([
      sql<string>`count(*) filter (where status = 'paid')`.as('done'),
      sql<string>`count(*)`.as('total'),
    ])
    .where('appointment_id', '=', appointmentId)
    .where('status', 'not in', ['draft', 'void'])
    .executeTakeFirstOrThrow();
  return { done: Number(row.done), total: Number(row.total) };
}

let registered = false;

export function registerBillingHooks(): void {
  if (registered) return;
  registered = true;
  registerWorkflowStep('billing', countInvoices);
  registerEraseBlocker({
    key: 'invoices',
    message: 'The patient has issued invoices',
    async count(tx, patientId) {
      const row = await tx
        .selectFrom('invoices')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('patient_id', '=', patientId)
        .where('status', '<>', 'draft')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  });
  registerMergeMover('invoices', async (tx, { survivorId, mergedId }) => {
    await sql`select set_config('clinio.merge_move', ${`${mergedId}>${survivorId}`}, true)`.execute(tx);
    const result = await tx
      .updateTable('invoices')
      .set({ patient_id: survivorId })
      .where('patient_id', '=', mergedId)
      .executeTakeFirst();
    await sql`select set_config('clinio.merge_move', '', true)`.execute(tx);
    return Number(result.numUpdatedRows);
  });
}
