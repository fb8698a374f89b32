import { emailDateTime, emailText } from '../email/email-texts';
import type { EmailMessage } from '../email/mailer';
import { message } from '../email/templates';
import type { ApiLocale } from '../i18n/locale';

/** "Tuesday 3 March 2026, 09:00" in the branch's zone (staff notices; e-mails take the reader's language). */
export function localDateTime(instant: Date, timeZone: string, locale: ApiLocale = 'en'): string {
  return emailDateTime(instant, timeZone, locale);
}

/**
 * The offer of a freed slot to a patient on the waitlist, with the accept and decline links, in
 * the patient's language (their portal account's choice; English without one).
 */
export function waitlistOfferEmail(
  to: string,
  offer: {
    firstName: string;
    clinicName: string;
    typeName: string;
    providerName: string;
    branchName: string;
    when: string;
    holdUntil: string;
    acceptUrl: string;
    declineUrl: string;
  },
  locale: ApiLocale = 'en',
): EmailMessage {
  const greeting =
    offer.firstName === ''
      ? emailText(locale, 'helloAnyone')
      : emailText(locale, 'hello', { name: offer.firstName });
  return message(
    to,
    emailText(locale, 'offer.subject', { clinic: offer.clinicName }),
    [
      greeting,
      emailText(locale, 'offer.body', {
        clinic: offer.clinicName,
        type: offer.typeName.toLowerCase(),
        when: offer.when,
        provider: offer.providerName,
        branch: offer.branchName,
      }),
      emailText(locale, 'offer.hold', { until: offer.holdUntil }),
      emailText(locale, 'offer.decline', { url: offer.declineUrl }),
    ],
    { label: emailText(locale, 'offer.action'), url: offer.acceptUrl },
    locale,
  );
}
