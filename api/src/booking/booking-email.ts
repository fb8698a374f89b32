import type { PublicBookingConfirmation } from '@clinio/contracts';
import { ICalCalendarMethod, default as ical } from 'ical-generator';
import { emailText } from '../email/email-texts';
import type { EmailMessage } from '../email/mailer';
import { message } from '../email/templates';
import type { ApiLocale } from '../i18n/locale';

/** The appointment as an .ics file (UTC times: every calendar shows them in its own zone). */
export function appointmentIcs(input: {
  appointmentId: string;
  clinicName: string;
  confirmation: PublicBookingConfirmation;
  url: string;
  locale?: ApiLocale;
}): string {
  const { confirmation } = input;
  const locale = input.locale ?? 'en';
  const calendar = ical({
    name: input.clinicName,
    method: ICalCalendarMethod.PUBLISH,
    prodId: '//Clinio//Booking//EN',
  });
  calendar.createEvent({
    id: `${input.appointmentId}@clinio`,
    start: new Date(confirmation.start_time),
    end: new Date(confirmation.end_time),
    summary: emailText(locale, 'booking.icsSummary', {
      type: confirmation.appointment_type,
      clinic: input.clinicName,
    }),
    description: emailText(locale, 'booking.icsDescription', {
      provider: confirmation.provider_name,
      url: input.url,
    }),
    location: confirmation.branch_name,
    url: input.url,
  });
  return calendar.toString();
}

/**
 * The confirmation of a booking made by the patient, in their language: when, with whom, where,
 * the .ics, and how to change it. From the booking page (`via: 'link'`) the button is the signed
 * manage link; from the portal (`via: 'portal'`) it opens their appointments there.
 */
export function bookingEmail(input: {
  to: string;
  clinicName: string;
  confirmation: PublicBookingConfirmation;
  when: string;
  appointmentId: string;
  manageUrl: string;
  via?: 'link' | 'portal';
  locale?: ApiLocale;
}): EmailMessage {
  const { confirmation } = input;
  const locale = input.locale ?? 'en';
  const portal = input.via === 'portal';
  const mail = message(
    input.to,
    emailText(locale, 'booking.subject', { clinic: input.clinicName, when: input.when }),
    [
      emailText(locale, 'booking.body', {
        type: confirmation.appointment_type.toLowerCase(),
        provider: confirmation.provider_name,
        branch: confirmation.branch_name,
        when: input.when,
        zone: confirmation.timezone,
      }),
      emailText(locale, portal ? 'booking.portal' : 'booking.manage'),
    ],
    {
      label: emailText(locale, portal ? 'booking.portalAction' : 'booking.manageAction'),
      url: input.manageUrl,
    },
    locale,
  );
  return {
    ...mail,
    attachments: [
      {
        filename: 'appointment.ics',
        content: appointmentIcs({ ...input, url: input.manageUrl, locale }),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}
