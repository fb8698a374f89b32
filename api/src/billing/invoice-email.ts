import { formatMoney, type InvoiceSent } from '@clinio/contracts';
import type { StaffContext } from '../auth/staff-guard';
import { emailText } from '../email/email-texts';
import type { EmailMessage } from '../email/mailer';
import { message } from '../email/templates';
import { AppError } from '../errors/app-error';
import type { ApiLocale } from '../i18n/locale';
import { patientAccountLocale } from '../i18n/recipient-locale';
import { sendPatientEmail } from '../messaging/patient-email';
import { appUrl, type Services } from '../platform/services';
import { presentSummary } from './invoices.queries';
import { auditInvoice, invoiceState, visibleInvoice } from './invoices.service';

/**
 * "Send by e-mail" (issue 17, ADR 048): the patient is told, in their account's language, that
 * the clinic sent them an invoice, what is left to pay, and where to see it. The e-mail carries no
 * PDF and no line of care: the portal shows those after sign-in. Queued in the request's
 * transaction through the job queue, so it leaves only if the request commits, and audited.
 */

const MONEY_LOCALES: Record<ApiLocale, string> = { en: 'en-US', es: 'es-ES' };
const DATE_LOCALES: Record<ApiLocale, string> = { en: 'en-GB', es: 'es-ES' };

export function invoiceEmail(input: {
  to: string;
  clinicName: string;
  number: string;
  currency: string;
  totalMinor: number;
  balanceMinor: number;
  dueDate: string | null;
  url: string;
  locale: ApiLocale;
}): EmailMessage {
  const { locale } = input;
  const money = (amountMinor: number) =>
    formatMoney({ amountMinor, currency: input.currency, locale: MONEY_LOCALES[locale] });
  const due =
    input.dueDate === null
      ? ''
      : new Intl.DateTimeFormat(DATE_LOCALES[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(`${input.dueDate}T00:00:00Z`),
        );
  const owed =
    input.balanceMinor <= 0
      ? emailText(locale, 'invoice.paid')
      : due === ''
        ? emailText(locale, 'invoice.balance', { balance: money(input.balanceMinor) })
        : emailText(locale, 'invoice.balanceDue', { balance: money(input.balanceMinor), due });
  return message(
    input.to,
    emailText(locale, 'invoice.subject', { clinic: input.clinicName, number: input.number }),
    [
      emailText(locale, 'invoice.body', {
        clinic: input.clinicName,
        number: input.number,
        total: money(input.totalMinor),
      }),
      owed,
      emailText(locale, 'invoice.portal'),
    ],
    { label: emailText(locale, 'invoice.action'), url: input.url },
    locale,
  );
}

export async function sendInvoiceByEmail(
  ctx: StaffContext,
  services: Services,
  id: string,
): Promise<InvoiceSent> {
  const row = await visibleInvoice(ctx, id);
  if (row.status === 'draft') throw invoiceState('Issue the invoice before sending it');
  if (row.status === 'void') throw invoiceState('A void invoice is not sent');
  const [patient, clinic, accountLocale] = await Promise.all([
    ctx.tx.selectFrom('patients').select('email').where('id', '=', row.patient_id).executeTakeFirstOrThrow(),
    ctx.tx.selectFrom('clinics').select('name').orderBy('created_at').executeTakeFirstOrThrow(),
    patientAccountLocale(ctx.tx, row.patient_id),
  ]);
  const to = patient.email.trim();
  if (to === '')
    throw new AppError(409, 'conflict', 'The patient has no e-mail address: add one to their record first');
  const summary = presentSummary(row);
  await sendPatientEmail(
    services,
    ctx.tx,
    { patientId: row.patient_id, appointmentId: row.appointment_id },
    invoiceEmail({
      to,
      clinicName: clinic.name,
      number: summary.number ?? '',
      currency: summary.currency,
      totalMinor: summary.total_amount,
      balanceMinor: summary.balance,
      dueDate: summary.due_date,
      url: appUrl(services, '/patient-dashboard/billing'),
      locale: accountLocale ?? 'en',
    }),
  );
  await auditInvoice(ctx, 'invoice.sent', summary);
  return { sent_to: to };
}
