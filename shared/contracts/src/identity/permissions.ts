/**
 * The permission strings of the product. The first fourteen are spec section 6's sidebar
 * permissions; the rest guard the writes and admin screens the spec leaves open.
 */
export const PERMISSIONS = {
  appointments_create: 'Book appointments',
  appointments_read: 'See the calendar and appointments',
  appointments_update: 'Change, move and cancel appointments',
  patients_create: 'Add patients',
  patients_read: 'See patient records',
  patients_update: 'Edit patient records',
  patients_delete: 'Archive patient records',
  staff_read: 'See the staff list',
  staff_manage: 'Invite, deactivate and reactivate staff',
  provider_notes_read: 'Read provider notes',
  provider_notes_write: 'Write and sign provider notes',
  forms_read: 'See forms and consents',
  forms_manage: 'Create and edit forms and consents',
  reminders_read: 'See reminders',
  reminders_manage: 'Set up reminders',
  billing_read: 'See invoices and payments',
  billing_manage: 'Create invoices and take payments',
  campaigns_read: 'See campaigns',
  campaigns_manage: 'Create and send campaigns',
  brand_read: 'See brand registration',
  brand_manage: 'Manage brand registration and branding',
  phone_numbers_read: 'See phone numbers',
  phone_numbers_manage: 'Manage phone numbers',
  messages_read: 'See message history',
  templates_read: 'See message templates',
  templates_manage: 'Edit message templates',
  analytics_read: 'See analytics and reports',
  audit_read: 'Read the audit log',
  settings_manage: 'Change clinic settings',
  roles_manage: 'Create and change roles',
} as const;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export function isPermission(value: string): value is Permission {
  return Object.prototype.hasOwnProperty.call(PERMISSIONS, value);
}

export const SYSTEM_ROLE_NAMES = ['super_admin', 'admin', 'provider', 'front_desk', 'billing'] as const;
export type SystemRoleName = (typeof SYSTEM_ROLE_NAMES)[number];

const ALL = PERMISSION_NAMES;

/** What each system role may do. super_admin alone manages roles (spec 6). */
export const SYSTEM_ROLES: Record<
  SystemRoleName,
  { description: string; permissions: readonly Permission[] }
> = {
  super_admin: {
    description: 'Owns the clinic account: everything, including roles and plans.',
    permissions: ALL,
  },
  admin: {
    description: 'Runs the clinic day to day: everything except roles.',
    permissions: ALL.filter((permission) => permission !== 'roles_manage'),
  },
  provider: {
    description: 'Clinician: schedule, patients, notes, forms.',
    permissions: [
      'appointments_read',
      'appointments_create',
      'appointments_update',
      'patients_read',
      'patients_update',
      'provider_notes_read',
      'provider_notes_write',
      'forms_read',
      'messages_read',
      'templates_read',
    ],
  },
  front_desk: {
    description: 'Reception: booking, check-in, patient details, payments.',
    permissions: [
      'appointments_read',
      'appointments_create',
      'appointments_update',
      'patients_read',
      'patients_create',
      'patients_update',
      'forms_read',
      'reminders_read',
      'billing_read',
      'messages_read',
      'staff_read',
    ],
  },
  billing: {
    description: 'Invoices, payments and the reports behind them.',
    permissions: ['billing_read', 'billing_manage', 'patients_read', 'appointments_read', 'analytics_read'],
  },
};

/** Spec 6: super_admin is compared case-insensitively. */
export function isSuperAdminRole(roleName: string | null | undefined): boolean {
  return (roleName ?? '').toLowerCase() === 'super_admin';
}

/** The synthetic role a patient login gets (spec 3). */
export const PATIENT_ROLE = { name: 'Patient', permissions: ['patient_read', 'patient_update'] } as const;

type PermissionLike = string | { name?: unknown };

/**
 * Spec 3: permissions come from role.permissions (objects with a name) or from permissions
 * (strings or objects with a name). Returns the distinct names.
 */
export function permissionNamesOf(profile: {
  role?: { permissions?: readonly PermissionLike[] | null } | null;
  permissions?: readonly PermissionLike[] | null;
}): string[] {
  const source = profile.role?.permissions ?? profile.permissions ?? [];
  const names = source
    .map((item) => (typeof item === 'string' ? item : typeof item.name === 'string' ? item.name : null))
    .filter((name): name is string => name !== null && name !== '');
  return [...new Set(names)];
}
