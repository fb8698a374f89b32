export interface Principle {
  title: string;
  text: string;
}

/** The commitments that decide product arguments for us. */
export const PRINCIPLES: readonly Principle[] = [
  {
    title: 'A booking is a promise',
    text: 'A double-booked room or a silently dropped appointment is a failure, not a bug to fix later. That is why recurring series are checked one date at a time and the database, not a screen, has the final word on clashes.',
  },
  {
    title: 'Patients own their identity',
    text: 'A patient decides which clinics may link to their portal, can withdraw that access, and can see who looked at their record. Trust is easier to keep when it is visible.',
  },
  {
    title: 'Your data can leave with you',
    text: 'Exports use open formats, FHIR R4 for clinical records and iCalendar for schedules. Software you cannot leave is software that no longer has to earn your business.',
  },
  {
    title: 'Everyone can use it',
    text: 'We design to WCAG 2.2 AA: keyboard access, readable contrast, labelled fields. The interface is also built to be translated, because clinics and their patients do not all speak one language.',
  },
];
