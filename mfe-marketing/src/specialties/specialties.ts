import {
  Activity,
  Brain,
  HeartPulse,
  Footprints,
  Sparkles,
  Speech,
  Stethoscope,
  Apple,
  type LucideIcon,
} from 'lucide-react';

export interface Specialty {
  icon: LucideIcon;
  name: string;
  fit: string;
  useful: readonly string[];
  /** What Clinio does not do for this specialty: said up front so nobody finds out after signing. */
  limits?: string;
}

export const SPECIALTIES: readonly Specialty[] = [
  {
    icon: Activity,
    name: 'Physiotherapy and rehabilitation',
    fit: 'Courses of treatment are recurring series, so the per-occurrence conflict check and the waitlist matter most here.',
    useful: [
      'Weekly series booked in one go, clashes listed before saving',
      'Rooms and equipment as bookable rooms',
      'Exercise notes shared with the patient',
    ],
  },
  {
    icon: Brain,
    name: 'Counselling and mental health',
    fit: 'Privacy and continuity come first: discreet reminders, telemedicine consent and video sessions through the Zoom integration.',
    useful: [
      'Reminders that never mention the reason for the visit',
      'Telemedicine consent with an expiry date',
      'Notes that stay locked once signed',
    ],
  },
  {
    icon: Stethoscope,
    name: 'General and family practice',
    fit: 'Several providers, many short appointment types and a busy front desk that needs the day at a glance.',
    useful: [
      'Provider columns and colour-coded appointment types',
      'Alerts banner for allergies on every chart',
      'Recall campaigns for routine checks',
    ],
  },
  {
    icon: Sparkles,
    name: 'Dental and oral health',
    fit: 'Hygiene recalls, treatment consents and payment at the desk fit Clinio’s reminders, consents and billing well.',
    useful: [
      'Six-month recall campaigns',
      'Treatment and photography consents',
      'Superbills for patients who claim from insurance',
    ],
    limits: 'Clinio does not include a tooth chart or imaging; keep your imaging software alongside it.',
  },
  {
    icon: HeartPulse,
    name: 'Dermatology and aesthetics',
    fit: 'Photography consent, procedure appointments and deposits are everyday needs.',
    useful: [
      'Photography consent that expires and asks again',
      'Procedure appointment types with longer durations',
      'Card payments and partial payments on invoices',
    ],
  },
  {
    icon: Footprints,
    name: 'Chiropractic, osteopathy and podiatry',
    fit: 'High-volume, short repeat visits where no-shows hurt and quick check-in matters.',
    useful: [
      'Reminders 48 and 2 hours before each visit',
      'One-click check-in',
      'No-show rate per provider in analytics',
    ],
  },
  {
    icon: Speech,
    name: 'Speech and occupational therapy',
    fit: 'Regular sessions, often for children, with parents or carers handling the paperwork.',
    useful: [
      'Intake forms completed at home',
      'Weekly sessions booked as one series',
      'Progress notes shared with the family',
    ],
  },
  {
    icon: Apple,
    name: 'Nutrition and dietetics',
    fit: 'Often a mix of in-person and video consultations, with questionnaires before the first visit.',
    useful: [
      'Custom questionnaires in the form builder',
      'Video consultations through Zoom',
      'Campaigns for group programmes',
    ],
  },
];
