/** The options a clinic actually weighs. Categories, never named products. */
export const ALTERNATIVES = [
  { key: 'clinio', label: 'Clinio' },
  { key: 'paper', label: 'Paper and spreadsheets' },
  { key: 'generic', label: 'Generic scheduling tools' },
  { key: 'legacy', label: 'Legacy on-premise practice software' },
] as const;

export type AlternativeKey = (typeof ALTERNATIVES)[number]['key'];

export interface ComparisonRow {
  topic: string;
  cells: Record<AlternativeKey, string>;
}

export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  {
    topic: 'Double-booking protection',
    cells: {
      clinio: 'Enforced by the database; every date of a recurring series is checked',
      paper: 'Depends on whoever holds the diary',
      generic: 'Good for single bookings; recurring series vary',
      legacy: 'Usually good within one site',
    },
  },
  {
    topic: 'Reminders',
    cells: {
      clinio: 'E-mail and SMS rules, quiet hours, opt-out and delivery status',
      paper: 'Staff phone calls',
      generic: 'E-mail, sometimes SMS',
      legacy: 'Often a paid add-on',
    },
  },
  {
    topic: 'Intake forms and consent',
    cells: {
      clinio: 'Online, attached to appointment types; consents expire and ask again',
      paper: 'Clipboards in the waiting room',
      generic: 'Simple questionnaires, not linked to a chart',
      legacy: 'Often paper, scanned afterwards',
    },
  },
  {
    topic: 'Patient records and notes',
    cells: {
      clinio: 'Chart with alerts; signed notes are locked, with addenda',
      paper: 'Paper files',
      generic: 'Not designed for clinical records',
      legacy: 'Yes, sometimes with deep specialty charting',
    },
  },
  {
    topic: 'Billing and card payments',
    cells: {
      clinio: 'Invoices, online card payments, receipts and superbills',
      paper: 'A separate till or terminal',
      generic: 'Deposits or prepayment, rarely invoices',
      legacy: 'Yes; card payments may need extra hardware',
    },
  },
  {
    topic: 'Patient portal',
    cells: {
      clinio: 'Included; patients control which clinics are linked',
      paper: 'None',
      generic: 'A booking page',
      legacy: 'Sometimes, as a separate product',
    },
  },
  {
    topic: 'Several locations',
    cells: {
      clinio: 'Branches with their own hours, rooms and branding',
      paper: 'One diary per site',
      generic: 'Usually one calendar per location',
      legacy: 'Often one server per site',
    },
  },
  {
    topic: 'Record of who viewed patient data',
    cells: {
      clinio: 'Every view and change logged; entries cannot be edited',
      paper: 'None',
      generic: 'Limited or none',
      legacy: 'Varies by product',
    },
  },
  {
    topic: 'Where you can work',
    cells: {
      clinio: 'Any modern browser, nothing to install',
      paper: 'Only where the paper is',
      generic: 'Any browser',
      legacy: 'On site, or through a remote desktop',
    },
  },
  {
    topic: 'Getting your data out',
    cells: {
      clinio: 'FHIR R4, CSV and iCalendar exports',
      paper: 'A photocopier',
      generic: 'CSV of bookings',
      legacy: 'Often on request, in proprietary formats',
    },
  },
  {
    topic: 'Cost structure',
    cells: {
      clinio: 'Free trial, then $49 or $99 a month; Enterprise on request',
      paper: 'Low, paid in staff time',
      generic: 'Low monthly fee',
      legacy: 'Licences, a server and installation',
    },
  },
];

/** Where each alternative is genuinely the better choice. */
export const FAIR_POINTS: readonly { label: string; text: string }[] = [
  {
    label: 'Paper and spreadsheets',
    text: 'They never have an outage, need no training and cost almost nothing. For a practitioner seeing a handful of patients a week, they can be enough.',
  },
  {
    label: 'Generic scheduling tools',
    text: 'If all you need is online booking, they are quick to set up and inexpensive. They stop fitting when records, consent and billing have to join up.',
  },
  {
    label: 'Legacy on-premise practice software',
    text: 'Mature products may offer specialty charting, imaging links and integrations built over many years. Clinio is new, and we will not pretend otherwise.',
  },
];
