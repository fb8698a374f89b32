import { sql } from 'kysely';
import type { TenantTx } from '../../db/database';

/**
 * What moves when two patient records are merged (ADR 033). Each domain that attaches rows to a
 * patient (appointments, forms, consents, notes, invoices, messages, ...) registers one mover:
 *
 * ```ts
 * // api/src/appointments/appointments.merge.ts, imported by appointments.routes.ts
 * registerMergeMover('appointments', async (tx, { survivorId, mergedId }) => {
 *   const result = await tx.updateTable('appointments').set({ patient_id: survivorId })
 *     .where('patient_id', '=', mergedId).executeTakeFirst();
 *   return Number(result.numUpdatedRows);
 * });
 * ```
 *
 * A mover runs inside the merge's transaction (the tenant's, row-level security applies), after
 * both patient rows are locked and before the merged record is archived; it moves everything of
 * `mergedId` to `survivorId` and answers how many rows it moved (the count is stored in
 * `patient_merges.moved` under its name and answered to the screen). It must respect its own
 * unique keys (merge or drop what would collide, as the clinic links do below) and must not
 * touch the `patients` rows themselves. A mover that throws rolls the whole merge back.
 * Registering a name again replaces the mover (module reloads, several apps in one test process).
 */
export interface MergeRecords {
  tenantId: string;
  survivorId: string;
  mergedId: string;
}

export type MergeMover = (tx: TenantTx, merge: MergeRecords) => Promise<number>;

const movers = new Map<string, MergeMover>();

export function registerMergeMover(name: string, mover: MergeMover): void {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`A merge mover's name is snake_case: ${name}`);
  movers.set(name, mover);
}

/** The registered movers, in registration order. */
export function mergeMovers(): ReadonlyMap<string, MergeMover> {
  return movers;
}

/** Runs every mover; answers what moved, by mover name. */
export async function runMergeMovers(tx: TenantTx, merge: MergeRecords): Promise<Record<string, number>> {
  const moved: Record<string, number> = {};
  for (const [name, mover] of movers) moved[name] = await mover(tx, merge);
  return moved;
}

/**
 * The portal links: a login that authorized the clinic on the merged record now reaches the
 * survivor. A link's key is (tenant, login), so one login has one link per clinic; should the same
 * login be linked to both records, the survivor's link is kept and the merged one dropped.
 */
registerMergeMover('patient_clinic_links', async (tx, { survivorId, mergedId }) => {
  await sql`
    delete from patient_clinic_links m
     where m.patient_id = ${mergedId}
       and exists (select 1 from patient_clinic_links s
                    where s.tenant_id = m.tenant_id and s.login_id = m.login_id and s.patient_id = ${survivorId})
  `.execute(tx);
  const result = await tx
    .updateTable('patient_clinic_links')
    .set({ patient_id: survivorId })
    .where('patient_id', '=', mergedId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
});
