import {
  BellRing,
  CalendarCheck,
  ChartColumn,
  ClipboardList,
  CreditCard,
  FileOutput,
  KeyRound,
  Megaphone,
  ScrollText,
  Signature,
  Store,
  UserRoundCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface Feature {
  id: string;
  icon: LucideIcon;
  title: string;
  summary: string;
  details: readonly string[];
}

/** What the product does, in the words we use with clinic owners. Landing and product share it. */
export const FEATURES: readonly Feature[] = [
  {
    id: 'appointments',
    icon: CalendarCheck,
    title: 'Appointments without double bookings',
    summary:
      'Day, week, month and list views by provider and room. Recurring series are checked occurrence by occurrence, and a waitlist offers freed slots to the next patient.',
    details: [
      'Appointment types such as consultation, follow-up, procedure, emergency and routine visit, each with its own duration and colour.',
      'Statuses follow the visit: booked, confirmed, checked in, in progress, completed, or cancelled and no-show.',
      'A weekly series of twelve sessions is checked date by date before it is saved; clashes are listed so you can move them, never booked on top of another patient.',
      'When a slot is cancelled, the waitlist offers it to the next suitable patient automatically.',
      'Each branch keeps its own time zone and opening hours.',
    ],
  },
  {
    id: 'records',
    icon: Users,
    title: 'Patient records',
    summary:
      'Demographics, contacts, allergies and alerts, tags and a chart with appointments, forms, consents, notes, invoices and messages.',
    details: [
      'Search by name, phone, e-mail or date of birth.',
      'An alerts banner keeps allergies and important notes in front of every provider.',
      'Provider notes with SOAP and free templates; a signed note is locked and later changes are added as addenda.',
      'Import your existing list from CSV, export it again at any time, and merge duplicates.',
    ],
  },
  {
    id: 'portal',
    icon: UserRoundCheck,
    title: 'A patient portal patients control',
    summary:
      'Patients see their appointments, forms, consents, shared notes and invoices. They authorize a clinic with its code and can revoke that access.',
    details: [
      'One patient login can be linked to several clinics; each link is granted by the patient with the clinic’s authorization code.',
      'Patients can see who viewed their record.',
      'Forms to fill, consents to sign and invoices to pay are waiting in one place before the visit.',
    ],
  },
  {
    id: 'forms',
    icon: ClipboardList,
    title: 'Intake forms',
    summary:
      'Build intake and medical-history forms with text, choice, date, number and yes/no fields, and attach them to the appointment types that need them.',
    details: [
      'Form types for patient intake, medical history, consent, billing and custom forms.',
      'Mark a form as required so it is requested before the visit.',
      'Answers land in the patient chart, not in an inbox.',
    ],
  },
  {
    id: 'consents',
    icon: Signature,
    title: 'E-consents that expire',
    summary:
      'Privacy, treatment, billing, research, photography and telemedicine consents, signed online, with an expiry date that triggers re-consent before the next booking.',
    details: [
      'Each consent shows whether it is pending, signed, expired or inactive.',
      'Set an expiry date, or none, per consent.',
      'Consents can be limited to the appointment types they apply to.',
    ],
  },
  {
    id: 'billing',
    icon: CreditCard,
    title: 'Billing and card payments',
    summary:
      'Invoices with line items, discounts and tax, numbered per clinic account, paid by card online or recorded manually at the desk.',
    details: [
      'Invoices move from draft to issued, partially paid and paid, or are voided with a trace.',
      'Card payments through Stripe Connect go to your own Stripe account; refunds are recorded against the invoice.',
      'PDF invoices, receipts and superbills for patients who claim from their insurer.',
    ],
  },
  {
    id: 'reminders',
    icon: BellRing,
    title: 'Reminders by e-mail and SMS',
    summary:
      'Rules such as 48 hours and 2 hours before the visit, quiet hours, opt-out honoured, and a delivery status you can check.',
    details: [
      'Templates with variables for the patient’s name, time, provider and branch.',
      'Each reminder is queued durably and sent once, even if a server restarts.',
      'Replies of STOP are honoured automatically.',
    ],
  },
  {
    id: 'campaigns',
    icon: Megaphone,
    title: 'Campaigns',
    summary:
      'Send a message to a filtered group of patients, for example everyone due for a six-month check, scheduled and throttled.',
    details: [
      'Choose the audience with filters on the patient list.',
      'Schedule the send and let Clinio pace it so your phone line is not flooded.',
      'Message history shows what was delivered and what bounced.',
    ],
  },
  {
    id: 'branches',
    icon: Store,
    title: 'Several branches, one account',
    summary:
      'Each location has its address, time zone, hours, rooms and, if you wish, its own logo and colours.',
    details: [
      'Staff work in the branches you assign them to.',
      'Reports can be read per branch or for the whole clinic.',
      'Branch branding appears in the staff area and on patient-facing pages.',
    ],
  },
  {
    id: 'roles',
    icon: KeyRound,
    title: 'Roles and permissions',
    summary:
      'Built-in roles for admins, providers, front desk and billing staff, plus custom roles assembled from individual permissions.',
    details: [
      'Give the front desk the calendar and check-in without opening clinical notes.',
      'Deactivating a staff member ends their sessions at once.',
    ],
  },
  {
    id: 'audit',
    icon: ScrollText,
    title: 'Audit log',
    summary:
      'Every view, change and export of patient data, every sign-in and every role change is recorded, and the record cannot be edited.',
    details: [
      'Search and filter by person, patient, action or date, and export the results.',
      'The audit entry records who did what and when, never the clinical content itself.',
    ],
  },
  {
    id: 'analytics',
    icon: ChartColumn,
    title: 'Analytics and reports',
    summary:
      'Appointments per day, no-show rate, new patients, revenue and outstanding balances, per provider and per branch.',
    details: ['Export any report as CSV for your accountant or your own spreadsheets.'],
  },
  {
    id: 'portability',
    icon: FileOutput,
    title: 'Your data, portable',
    summary:
      'Export a patient as FHIR R4, subscribe to a provider’s calendar as an iCalendar feed, and connect Google Calendar and Zoom.',
    details: [
      'The FHIR export covers Patient, Appointment, Consent, QuestionnaireResponse and Invoice resources.',
      'If you ever leave, your records leave with you in an open format.',
    ],
  },
];
