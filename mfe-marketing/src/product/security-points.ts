import { Database, ScrollText, Timer, type LucideIcon } from 'lucide-react';

export interface SecurityPoint {
  icon: LucideIcon;
  title: string;
  text: string;
}

/**
 * What we say about security. Stated as how the product is built, never as a certification or an
 * audit result: we hold none yet, and the page must not suggest otherwise.
 */
export const SECURITY_POINTS: readonly SecurityPoint[] = [
  {
    icon: Database,
    title: 'Tenant isolation in the database',
    text: 'Every row of clinic data carries its clinic account, and the database itself refuses to return rows of another account. Isolation does not depend on every screen remembering a filter.',
  },
  {
    icon: ScrollText,
    title: 'Every access to patient data is audited',
    text: 'Viewing, changing, exporting or deleting patient data writes an audit entry: who, which role, which branch, what, when and from where. The application cannot edit or delete those entries.',
  },
  {
    icon: Timer,
    title: 'Automatic logoff',
    text: 'Staff sessions end after a period of inactivity, 30 minutes unless your clinic sets another value, with a warning first. The server enforces it too, so a forgotten tab does not stay open.',
  },
];
