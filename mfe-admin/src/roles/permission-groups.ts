import { PERMISSIONS, isPermission } from '@clinio/contracts';

/** The areas a permission belongs to, in the order a clinic thinks about them. */
const GROUPS: readonly { label: string; prefixes: readonly string[] }[] = [
  { label: 'Appointments', prefixes: ['appointments_'] },
  { label: 'Patients', prefixes: ['patients_'] },
  { label: 'Clinical notes and forms', prefixes: ['provider_notes_', 'forms_'] },
  { label: 'Billing', prefixes: ['billing_'] },
  {
    label: 'Messaging',
    prefixes: ['reminders_', 'campaigns_', 'brand_', 'phone_numbers_', 'messages_', 'templates_'],
  },
  { label: 'Administration', prefixes: ['staff_', 'analytics_', 'audit_', 'settings_', 'roles_'] },
];

export interface PermissionItem {
  name: string;
  /** Readable text from the contracts ('Book appointments'); the raw name when unknown. */
  label: string;
}

export interface PermissionGroup {
  label: string;
  items: PermissionItem[];
}

function groupOf(name: string): string {
  return GROUPS.find((group) => group.prefixes.some((prefix) => name.startsWith(prefix)))?.label ?? 'Other';
}

/** Permissions grouped by area with readable names, in contract order; empty groups dropped. */
export function groupPermissions(names: readonly string[]): PermissionGroup[] {
  const wanted = new Set(names);
  const known = Object.keys(PERMISSIONS).filter((name) => wanted.has(name));
  const unknown = names.filter((name) => !isPermission(name));
  const groups = [...GROUPS.map((group) => group.label), 'Other'].map((label) => ({
    label,
    items: [] as PermissionItem[],
  }));
  for (const name of [...known, ...unknown]) {
    const label = isPermission(name) ? PERMISSIONS[name] : name;
    groups.find((group) => group.label === groupOf(name))?.items.push({ name, label });
  }
  return groups.filter((group) => group.items.length > 0);
}

/** Every permission of the product, grouped: the checklist of the role dialog. */
export const ALL_PERMISSION_GROUPS: PermissionGroup[] = groupPermissions(Object.keys(PERMISSIONS));
