import type { TenantTx } from '../db/database';

/**
 * What keeps a patient record from being erased for good (ADR 032). A permanent erase is refused
 * while the record has something the clinic must keep: invoices (billing) and signed notes
 * (provider notes) today, by the law of most places. Those tables do not exist yet: each domain
 * that adds one registers its blocker here when its module loads, e.g.
 *
 * ```ts
 * registerEraseBlocker({
 *   key: 'invoices',
 *   message: 'The patient has invoices',
 *   async count(tx, patientId) {
 *     const row = await tx.selectFrom('invoices').select((eb) => eb.fn.countAll<string>().as('n'))
 *       .where('patient_id', '=', patientId).executeTakeFirstOrThrow();
 *     return Number(row.n);
 *   },
 * });
 * ```
 *
 * The erase runs every registered check in the caller's tenant transaction (the patient row is
 * locked first, so nothing can be attached meanwhile) and answers 409 naming every blocker found.
 * What merely hangs on the record (portal links, merge history, dismissed duplicate pairs) is not a
 * blocker: the erase deletes it with the record.
 */
export interface EraseBlocker {
  /** Stable name (`invoices`, `signed_notes`): one registration per key. */
  key: string;
  /** Plain words for the 409 message: "The patient has invoices". */
  message: string;
  /** How many rows block the erase (0: none). Runs in the tenant transaction. */
  count(tx: TenantTx, patientId: string): Promise<number>;
}

const blockers = new Map<string, EraseBlocker>();

/** Adds (or replaces, by key) a blocker. Domains call this once, at module load. */
export function registerEraseBlocker(blocker: EraseBlocker): void {
  blockers.set(blocker.key, blocker);
}

/** Removes a blocker (tests). */
export function unregisterEraseBlocker(key: string): void {
  blockers.delete(key);
}

/** The messages of the blockers that apply to this patient, in registration order. */
export async function eraseBlockersOf(tx: TenantTx, patientId: string): Promise<string[]> {
  const found: string[] = [];
  for (const blocker of blockers.values()) {
    if ((await blocker.count(tx, patientId)) > 0) found.push(blocker.message);
  }
  return found;
}
