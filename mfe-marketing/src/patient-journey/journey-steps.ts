import {
  BellRing,
  CalendarCheck,
  ClipboardList,
  CreditCard,
  Stethoscope,
  UserRoundCheck,
  type LucideIcon,
} from 'lucide-react';

export interface JourneyStep {
  icon: LucideIcon;
  title: string;
  patient: string;
  team: string;
}

/** The visit in six steps, seen from both sides of the reception desk. */
export const JOURNEY_STEPS: readonly JourneyStep[] = [
  {
    icon: CalendarCheck,
    title: 'Booking',
    patient:
      'Books from your website through the clinic’s booking page, or by phone. If the week is full, joins the waitlist and receives an offer as soon as a slot opens.',
    team: 'Sees the appointment on the provider’s column with its type, room and branch. A recurring series is checked date by date, so a clash is shown before saving, not discovered on the day.',
  },
  {
    icon: BellRing,
    title: 'Reminders',
    patient:
      'Gets a friendly e-mail or text before the visit, with the time, the address and a way to confirm. Nothing clinical is written in the message.',
    team: 'Sets the rules once, such as 48 hours and 2 hours before, with quiet hours. Confirmations update the calendar; the message history shows what was delivered.',
  },
  {
    icon: ClipboardList,
    title: 'Forms and consent',
    patient:
      'Fills in the intake form and signs the consents in the portal at home, on a phone, in their own time.',
    team: 'Finds the answers in the chart before the patient arrives. Consents that have expired are flagged so re-consent happens before the next booking, not at the desk.',
  },
  {
    icon: UserRoundCheck,
    title: 'Arrival',
    patient: 'Gives their name at the desk. There is no clipboard to fill in.',
    team: 'Checks the patient in with one click. The provider sees the status change from booked or confirmed to checked in, then in progress.',
  },
  {
    icon: Stethoscope,
    title: 'The visit',
    patient: 'Spends the time with the provider, not repeating what they already wrote on the form.',
    team: 'The provider writes the note from a SOAP or free template and signs it; the signed note is locked and later changes are added as addenda. A note can be shared with the patient.',
  },
  {
    icon: CreditCard,
    title: 'Payment and follow-up',
    patient:
      'Pays by card at the desk or later from the portal, receives a receipt or superbill, and books the follow-up before leaving.',
    team: 'Issues the invoice from the appointment, sees it move to paid, and can run a recall campaign for everyone due for their next check.',
  },
];
