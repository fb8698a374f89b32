import type { TenantTx } from '../db/database';
import { emailDateTime, emailText } from '../email/email-texts';
import { message } from '../email/templates';
import { patientAccountLocale } from '../i18n/recipient-locale';
import { sendPatientEmail } from '../messaging/patient-email';
import { appUrl, type Services } from '../platform/services';

/**
 * A visit booked for a patient who has consents to sign (issue 16, ADR 050): the patient is asked
 * by e-mail, in their account's language, to read and sign them in the portal before the visit
 * (or at the desk). Queued in the booking's transaction; nothing is sent without an e-mail address.
 * The e-mail names the consents, never their text or anything of the patient's care.
 */
export async function requestSignatures(
  services: Services,
  tx: TenantTx,
  visit: { appointmentId: string; patientId: string; titles: string[] },
): Promise<void> {
  const [row, clinic, accountLocale] = await Promise.all([
    tx
      .selectFrom('appointments as a')
      .innerJoin('patients as p', 'p.id', 'a.patient_id')
      .innerJoin('branches as b', 'b.id', 'a.branch_id')
      .select(['a.start_time', 'p.email', 'b.timezone'])
      .where('a.id', '=', visit.appointmentId)
      .executeTakeFirst(),
    tx.selectFrom('clinics').select('name').orderBy('created_at').executeTakeFirst(),
    patientAccountLocale(tx, visit.patientId),
  ]);
  const to = row?.email.trim() ?? '';
  if (row === undefined || clinic === undefined || to === '' || visit.titles.length === 0) return;
  const locale = accountLocale ?? 'en';
  const when = emailDateTime(row.start_time, row.timezone, locale);
  await sendPatientEmail(
    services,
    tx,
    { patientId: visit.patientId, appointmentId: visit.appointmentId },
    message(
      to,
      emailText(locale, 'consents.subject', { clinic: clinic.name, when }),
      [
        emailText(locale, 'consents.body', { clinic: clinic.name, when, titles: visit.titles.join(', ') }),
        emailText(locale, 'consents.portal'),
      ],
      { label: emailText(locale, 'consents.action'), url: appUrl(services, '/patient-dashboard/consents') },
      locale,
    ),
  );
}
