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
import type { MessageKey } from './catalog';

/** The texts are keys of the remote's catalog. */
export interface Specialty {
  icon: LucideIcon;
  nameKey: MessageKey;
  fitKey: MessageKey;
  usefulKeys: readonly MessageKey[];
  /** What Clinio does not do for this specialty: said up front so nobody finds out after signing. */
  limitsKey?: MessageKey;
}

export const SPECIALTIES: readonly Specialty[] = [
  {
    icon: Activity,
    nameKey: 'specialty.1.name',
    fitKey: 'specialty.1.fit',
    usefulKeys: ['specialty.1.useful1', 'specialty.1.useful2', 'specialty.1.useful3'],
  },
  {
    icon: Brain,
    nameKey: 'specialty.2.name',
    fitKey: 'specialty.2.fit',
    usefulKeys: ['specialty.2.useful1', 'specialty.2.useful2', 'specialty.2.useful3'],
  },
  {
    icon: Stethoscope,
    nameKey: 'specialty.3.name',
    fitKey: 'specialty.3.fit',
    usefulKeys: ['specialty.3.useful1', 'specialty.3.useful2', 'specialty.3.useful3'],
  },
  {
    icon: Sparkles,
    nameKey: 'specialty.4.name',
    fitKey: 'specialty.4.fit',
    usefulKeys: ['specialty.4.useful1', 'specialty.4.useful2', 'specialty.4.useful3'],
    limitsKey: 'specialty.4.limits',
  },
  {
    icon: HeartPulse,
    nameKey: 'specialty.5.name',
    fitKey: 'specialty.5.fit',
    usefulKeys: ['specialty.5.useful1', 'specialty.5.useful2', 'specialty.5.useful3'],
  },
  {
    icon: Footprints,
    nameKey: 'specialty.6.name',
    fitKey: 'specialty.6.fit',
    usefulKeys: ['specialty.6.useful1', 'specialty.6.useful2', 'specialty.6.useful3'],
  },
  {
    icon: Speech,
    nameKey: 'specialty.7.name',
    fitKey: 'specialty.7.fit',
    usefulKeys: ['specialty.7.useful1', 'specialty.7.useful2', 'specialty.7.useful3'],
  },
  {
    icon: Apple,
    nameKey: 'specialty.8.name',
    fitKey: 'specialty.8.fit',
    usefulKeys: ['specialty.8.useful1', 'specialty.8.useful2', 'specialty.8.useful3'],
  },
];
