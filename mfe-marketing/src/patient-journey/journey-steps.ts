import {
  BellRing,
  CalendarCheck,
  ClipboardList,
  CreditCard,
  Stethoscope,
  UserRoundCheck,
  type LucideIcon,
} from 'lucide-react';
import type { MessageKey } from './catalog';

/** The texts are keys of the remote's catalog. */
export interface JourneyStep {
  icon: LucideIcon;
  titleKey: MessageKey;
  patientKey: MessageKey;
  teamKey: MessageKey;
}

/** The visit in six steps, seen from both sides of the reception desk. */
export const JOURNEY_STEPS: readonly JourneyStep[] = [
  {
    icon: CalendarCheck,
    titleKey: 'journey.1.title',
    patientKey: 'journey.1.patient',
    teamKey: 'journey.1.team',
  },
  {
    icon: BellRing,
    titleKey: 'journey.2.title',
    patientKey: 'journey.2.patient',
    teamKey: 'journey.2.team',
  },
  {
    icon: ClipboardList,
    titleKey: 'journey.3.title',
    patientKey: 'journey.3.patient',
    teamKey: 'journey.3.team',
  },
  {
    icon: UserRoundCheck,
    titleKey: 'journey.4.title',
    patientKey: 'journey.4.patient',
    teamKey: 'journey.4.team',
  },
  {
    icon: Stethoscope,
    titleKey: 'journey.5.title',
    patientKey: 'journey.5.patient',
    teamKey: 'journey.5.team',
  },
  {
    icon: CreditCard,
    titleKey: 'journey.6.title',
    patientKey: 'journey.6.patient',
    teamKey: 'journey.6.team',
  },
];
