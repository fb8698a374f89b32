import type { TenantTx } from '../db/database';
import type { ApiLocale } from './locale';

/**
 * The language a clinic's patient chose on their portal account (issue 22), read in the clinic's
 * tenant through the record's active link; null when the record has no account or no choice.
 * E-mails that no page asked for (a waitlist offer, a reminder) are written in it.
 */
export async function patientAccountLocale(tx: TenantTx, patientId: string): Promise<ApiLocale | null> {
  const row = await tx
    .selectFrom('patient_clinic_links as k')
    .innerJoin('patient_logins as l', 'l.id', 'k.login_id')
    .select('l.locale')
    .where('k.patient_id', '=', patientId)
    .where('k.revoked_at', 'is', null)
    .where('l.locale', 'is not', null)
    .orderBy('k.authorized_at')
    .executeTakeFirst();
  return row?.locale ?? null;
}
