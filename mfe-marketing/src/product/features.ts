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
import type { MessageKey } from '../catalog';

/** The texts are keys of the remote's catalog. */
export interface Feature {
  id: string;
  icon: LucideIcon;
  titleKey: MessageKey;
  summaryKey: MessageKey;
  detailKeys: readonly MessageKey[];
}

/** What the product does, in the words we use with clinic owners. Landing and product share it. */
export const FEATURES: readonly Feature[] = [
  {
    id: 'appointments',
    icon: CalendarCheck,
    titleKey: 'feature.appointments.title',
    summaryKey: 'feature.appointments.summary',
    detailKeys: [
      'feature.appointments.detail1',
      'feature.appointments.detail2',
      'feature.appointments.detail3',
      'feature.appointments.detail4',
      'feature.appointments.detail5',
    ],
  },
  {
    id: 'records',
    icon: Users,
    titleKey: 'feature.records.title',
    summaryKey: 'feature.records.summary',
    detailKeys: [
      'feature.records.detail1',
      'feature.records.detail2',
      'feature.records.detail3',
      'feature.records.detail4',
    ],
  },
  {
    id: 'portal',
    icon: UserRoundCheck,
    titleKey: 'feature.portal.title',
    summaryKey: 'feature.portal.summary',
    detailKeys: ['feature.portal.detail1', 'feature.portal.detail2', 'feature.portal.detail3'],
  },
  {
    id: 'forms',
    icon: ClipboardList,
    titleKey: 'feature.forms.title',
    summaryKey: 'feature.forms.summary',
    detailKeys: ['feature.forms.detail1', 'feature.forms.detail2', 'feature.forms.detail3'],
  },
  {
    id: 'consents',
    icon: Signature,
    titleKey: 'feature.consents.title',
    summaryKey: 'feature.consents.summary',
    detailKeys: ['feature.consents.detail1', 'feature.consents.detail2', 'feature.consents.detail3'],
  },
  {
    id: 'billing',
    icon: CreditCard,
    titleKey: 'feature.billing.title',
    summaryKey: 'feature.billing.summary',
    detailKeys: ['feature.billing.detail1', 'feature.billing.detail2', 'feature.billing.detail3'],
  },
  {
    id: 'reminders',
    icon: BellRing,
    titleKey: 'feature.reminders.title',
    summaryKey: 'feature.reminders.summary',
    detailKeys: ['feature.reminders.detail1', 'feature.reminders.detail2', 'feature.reminders.detail3'],
  },
  {
    id: 'campaigns',
    icon: Megaphone,
    titleKey: 'feature.campaigns.title',
    summaryKey: 'feature.campaigns.summary',
    detailKeys: ['feature.campaigns.detail1', 'feature.campaigns.detail2', 'feature.campaigns.detail3'],
  },
  {
    id: 'branches',
    icon: Store,
    titleKey: 'feature.branches.title',
    summaryKey: 'feature.branches.summary',
    detailKeys: ['feature.branches.detail1', 'feature.branches.detail2', 'feature.branches.detail3'],
  },
  {
    id: 'roles',
    icon: KeyRound,
    titleKey: 'feature.roles.title',
    summaryKey: 'feature.roles.summary',
    detailKeys: ['feature.roles.detail1', 'feature.roles.detail2'],
  },
  {
    id: 'audit',
    icon: ScrollText,
    titleKey: 'feature.audit.title',
    summaryKey: 'feature.audit.summary',
    detailKeys: ['feature.audit.detail1', 'feature.audit.detail2'],
  },
  {
    id: 'analytics',
    icon: ChartColumn,
    titleKey: 'feature.analytics.title',
    summaryKey: 'feature.analytics.summary',
    detailKeys: ['feature.analytics.detail1'],
  },
  {
    id: 'portability',
    icon: FileOutput,
    titleKey: 'feature.portability.title',
    summaryKey: 'feature.portability.summary',
    detailKeys: ['feature.portability.detail1', 'feature.portability.detail2'],
  },
];
