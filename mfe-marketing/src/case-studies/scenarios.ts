export interface Scenario {
  id: string;
  title: string;
  /** The imagined clinic. These are assumptions we chose, not facts about a real customer. */
  practice: string;
  setup: readonly string[];
  week: readonly string[];
  watchFor: string;
}

export const SCENARIOS: readonly Scenario[] = [
  {
    id: 'physiotherapy',
    title: 'How a three-provider physiotherapy practice would run on Clinio',
    practice:
      'Picture a practice with three physiotherapists, two treatment rooms and a gym, one receptionist in the mornings, and most patients on courses of six to twelve weekly sessions.',
    setup: [
      'Appointment types for initial assessment (60 minutes) and follow-up (30 minutes), with the gym and both rooms set up as bookable rooms.',
      'An intake form and a treatment consent attached to the initial assessment, so both arrive completed.',
      'Reminder rules at 48 hours and 2 hours, by SMS for patients who agreed to texts and by e-mail otherwise.',
    ],
    week: [
      'On Monday the receptionist books a ten-session series for a new knee patient. Clinio checks every date; two Thursdays clash with a room booking, so those two are moved to Friday before saving instead of surfacing as double bookings in week six.',
      'On Tuesday a patient phones to cancel after the 48-hour reminder. The waitlist offers the slot to the next patient who asked for an earlier appointment, and the calendar fills without a phone call.',
      'Patients who finish a course pay the final invoice by card in the portal; the physiotherapist shares the home-exercise note with them at the same time.',
    ],
    watchFor:
      'Waitlist offers work best when patients keep their contact details current, so the front desk should confirm phone numbers at the first visit.',
  },
  {
    id: 'two-location',
    title: 'How a family clinic with two locations would run on Clinio',
    practice:
      'Imagine a family clinic that has opened a second site across town. Two of its five providers split their week between both locations, and each site has its own front desk.',
    setup: [
      'Two branches with their own addresses, hours and rooms; the second site uses its own logo on patient-facing pages.',
      'Providers assigned to both branches with working hours per branch, so they can only be booked where they are that day.',
      'Front-desk staff given a role that covers the calendar, check-in and payments, but not clinical notes.',
    ],
    week: [
      'A provider who works at the main site on Monday and the new site on Tuesday appears in each branch’s calendar only on the right days.',
      'The owner reads the no-show rate and revenue per branch on Friday and compares the two sites side by side, then exports the figures as CSV for the accountant.',
      'A patient who moved closer to the new site is booked there without creating a second record.',
    ],
    watchFor:
      'Shared providers need their hours set per branch from the start; decide who maintains them before the second site opens.',
  },
  {
    id: 'solo-counsellor',
    title: 'How a solo counsellor offering video sessions would run on Clinio',
    practice:
      'Consider a counsellor working alone, seeing clients weekly, about half of them by video, with no receptionist.',
    setup: [
      'The Zoom integration connected, so video appointments carry their link automatically.',
      'A telemedicine consent that expires after a year, and reminders worded so they never mention the reason for the visit.',
      'A public booking page for first consultations, with later sessions booked by the counsellor.',
    ],
    week: [
      'New clients book a first consultation from the counsellor’s website and complete the intake form at home.',
      'When a client’s telemedicine consent reaches its expiry date, Clinio asks for re-consent before the next video session can be booked.',
      'Notes are written and signed after each session and stay locked; an addendum is added when something needs correcting.',
    ],
    watchFor:
      'A solo practitioner is also the administrator. Turning on two-factor sign-in and keeping the automatic logoff short is worth the small inconvenience.',
  },
];
