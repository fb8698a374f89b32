import { registerEraseBlocker } from '../patients/erase-blockers';

/**
 * Signed consents and submitted forms are part of the record the clinic must keep: a patient with
 * either cannot be erased for good (ADR 032's blocker list, ADR 044). Unsigned consents and drafts
 * go with the record.
 */
export function registerFormsAndConsentsBlockers(): void {
  registerEraseBlocker({
    key: 'signed_consents',
    message: 'The patient has signed consents',
    async count(tx, patientId) {
      const row = await tx
        .selectFrom('consents as c')
        .innerJoin('consent_signatures as s', (join) =>
          join.onRef('s.tenant_id', '=', 'c.tenant_id').onRef('s.consent_id', '=', 'c.id'),
        )
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('c.patient_id', '=', patientId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  });
  registerEraseBlocker({
    key: 'form_submissions',
    message: 'The patient has submitted forms',
    async count(tx, patientId) {
      const row = await tx
        .selectFrom('form_submissions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('patient_id', '=', patientId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  });
}
