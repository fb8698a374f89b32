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

/** `patientAccountLocale` of many patients in one query (a campaign's audience); absent: none chosen. */
export async function patientAccountLocales(
  tx: TenantTx,
  patientIds: readonly string[],
): Promise<Map<string, ApiLocale>> {
  const locales = new Map<string, ApiLocale>();
  if (patientIds.length === 0) return locales;
  const rows = await tx
    .selectFrom('patient_clinic_links as k')
    .innerJoin('patient_logins as l', 'l.id', 'k.login_id')
    .select(['k.patient_id', 'l.locale'])
    .where('k.patient_id', 'in', [...patientIds])
    .where('k.revoked_at', 'is', null)
    .where('l.locale', 'is not', null)
    .orderBy('k.authorized_at', 'desc')
    .execute();
  // Oldest link last, so it wins, as in patientAccountLocale.
  for (const row of rows) if (row.locale !== null) locales.set(row.patient_id, row.locale);
  return locales;
}
