import { registerEraseBlocker } from '../patients/erase-blockers';

/**
 * A signed note is part of the medical record the clinic must keep: a patient with one cannot be
 * erased for good (ADR 032's blocker list). Drafts go with the record.
 */
export function registerSignedNotesBlocker(): void {
  registerEraseBlocker({
    key: 'signed_notes',
    message: 'The patient has signed notes',
    async count(tx, patientId) {
      const row = await tx
        .selectFrom('provider_notes')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('patient_id', '=', patientId)
        .where('status', '=', 'signed')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  });
}
