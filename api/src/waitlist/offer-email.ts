import { message } from '../email/templates';
import type { EmailMessage } from '../email/mailer';

/** "Tuesday 3 March 2026, 09:00" in the branch's zone. */
export function localDateTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant);
}

/** The offer of a freed slot to a patient on the waitlist, with the accept and decline links. */
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
): EmailMessage {
  return message(
    to,
    `A time opened up at ${offer.clinicName}`,
    [
      `Hello ${offer.firstName || 'there'},`,
      `You are on the waitlist of ${offer.clinicName}. A time for a ${offer.typeName.toLowerCase()} opened up: ${offer.when}, with ${offer.providerName} at ${offer.branchName}.`,
      `We hold it for you until ${offer.holdUntil}. After that, or if someone books it first, it goes to the next person on the list.`,
      `Not for you? Decline it here and keep your place on the waitlist: ${offer.declineUrl}`,
    ],
    { label: 'Book this time', url: offer.acceptUrl },
  );
}
