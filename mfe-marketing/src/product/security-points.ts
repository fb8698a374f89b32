import { Database, ScrollText, Timer, type LucideIcon } from 'lucide-react';
import type { MessageKey } from '../catalog';

/** The texts are keys of the remote's catalog. */
export interface SecurityPoint {
  icon: LucideIcon;
  titleKey: MessageKey;
  textKey: MessageKey;
}

/**
 * What we say about security. Stated as how the product is built, never as a certification or an
 * audit result: we hold none yet, and the page must not suggest otherwise.
 */
export const SECURITY_POINTS: readonly SecurityPoint[] = [
  {
    icon: Database,
    titleKey: 'security.isolation.title',
    textKey: 'security.isolation.text',
  },
  {
    icon: ScrollText,
    titleKey: 'security.audit.title',
    textKey: 'security.audit.text',
  },
  {
    icon: Timer,
    titleKey: 'security.logoff.title',
    textKey: 'security.logoff.text',
  },
];
