import { createElement } from 'react';
import {
  AlarmClock,
  BadgeCheck,
  Bell,
  CalendarDays,
  CalendarPlus,
  ChartColumn,
  ClipboardList,
  CreditCard,
  FileChartColumn,
  LayoutDashboard,
  LayoutGrid,
  LayoutTemplate,
  Megaphone,
  MessagesSquare,
  NotebookPen,
  Phone,
  Plug,
  Receipt,
  ScrollText,
  Settings,
  ShieldCheck,
  SlidersHorizontal,
  StickyNote,
  UserCog,
  UserPlus,
  Users,
  type LucideIcon,
} from 'lucide-react';

/**
 * The icons a remote may name for its sidebar items (lucide's names) and the quick actions' own.
 * A name the shell does not know yet gets a neutral icon: a remote never waits for a shell release.
 */
const ICONS: Readonly<Record<string, LucideIcon>> = {
  'layout-dashboard': LayoutDashboard,
  'calendar-days': CalendarDays,
  users: Users,
  'user-cog': UserCog,
  bell: Bell,
  'sliders-horizontal': SlidersHorizontal,
  'notebook-pen': NotebookPen,
  'clipboard-list': ClipboardList,
  'alarm-clock': AlarmClock,
  receipt: Receipt,
  'chart-column': ChartColumn,
  'file-chart-column': FileChartColumn,
  'shield-check': ShieldCheck,
  'credit-card': CreditCard,
  settings: Settings,
  plug: Plug,
  'scroll-text': ScrollText,
  megaphone: Megaphone,
  'badge-check': BadgeCheck,
  phone: Phone,
  'messages-square': MessagesSquare,
  'layout-template': LayoutTemplate,
  // Spec 2.5's quick actions, by key
  'new-appointment': CalendarPlus,
  'add-patient': UserPlus,
  'quick-notes': StickyNote,
};

/** The icon of a sidebar entry, by name. */
export function SidebarIcon({ name, size }: { name: string; size: number }) {
  return createElement(ICONS[name] ?? LayoutGrid, { size });
}
