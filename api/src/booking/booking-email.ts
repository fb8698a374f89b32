import type { PublicBookingConfirmation } from '@clinio/contracts';
import { ICalCalendarMethod, default as ical } from 'ical-generator';
import type { EmailMessage } from '../email/mailer';
import { message } from '../email/templates';

/** The appointment as an .ics file (UTC times: every calendar shows them in its own zone). */
export function appointmentIcs(input: {
  appointmentId: string;
  clinicName: string;
  confirmation: PublicBookingConfirmation;
  url: string;
}): string {
  const { confirmation } = input;
  const calendar = ical({
    name: input.clinicName,
    method: ICalCalendarMethod.PUBLISH,
    prodId: '//Clinio//Booking//EN',
  });
  calendar.createEvent({
    id: `${input.appointmentId}@clinio`,
    start: new Date(confirmation.start_time),
    end: new Date(confirmation.end_time),
    summary: `${confirmation.appointment_type} at ${input.clinicName}`,
    description: `With ${confirmation.provider_name}. To cancel or move it: ${input.url}`,
    location: confirmation.branch_name,
    url: input.url,
  });
  return calendar.toString();
}

/** The confirmation of an online booking: when, with whom, where, the .ics and the manage link. */
export function bookingEmail(input: {
  to: string;
  clinicName: string;
  confirmation: PublicBookingConfirmation;
  when: string;
  appointmentId: string;
  manageUrl: string;
}): EmailMessage {
  const { confirmation } = input;
  const mail = message(
    input.to,
    `Your appointment at ${input.clinicName}: ${input.when}`,
    [
      `Your ${confirmation.appointment_type.toLowerCase()} with ${confirmation.provider_name} at ${confirmation.branch_name} is booked for ${input.when} (${confirmation.timezone}).`,
      'The attached file adds it to your calendar. To cancel or move it, use the link below (until the clinic’s notice period).',
    ],
    { label: 'Cancel or reschedule', url: input.manageUrl },
  );
  return {
    ...mail,
    attachments: [
      {
        filename: 'appointment.ics',
        content: appointmentIcs({ ...input, url: input.manageUrl }),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}
