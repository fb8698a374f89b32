import type { FeatureKey, Permission } from '@clinio/contracts';

export const SIDEBAR_GROUP_KEYS = ['core', 'clinical', 'analytics', 'admin', 'messaging'] as const;
export type SidebarGroupKey = (typeof SIDEBAR_GROUP_KEYS)[number];

export interface SidebarGroupDefinition {
  key: SidebarGroupKey;
  /** Null for the ungrouped core items at the top. */
  title: string | null;
  /** Spec 2.5: core and admin expanded; patient (clinical), analytics and messaging collapsed. */
  defaultExpanded: boolean;
}

/** Spec 2.5's groups, in its order, after the ungrouped core items. */
export const SIDEBAR_GROUPS: readonly SidebarGroupDefinition[] = [
  { key: 'core', title: null, defaultExpanded: true },
  { key: 'clinical', title: 'Clinical Operations', defaultExpanded: false },
  { key: 'analytics', title: 'Analytics & Reports', defaultExpanded: false },
  { key: 'admin', title: 'Administrative & Subscription', defaultExpanded: true },
  { key: 'messaging', title: 'Messaging & Campaigns', defaultExpanded: false },
];

export const DEFAULT_GROUP_STATE: Readonly<Record<SidebarGroupKey, boolean>> = Object.fromEntries(
  SIDEBAR_GROUPS.map((group) => [group.key, group.defaultExpanded]),
) as Record<SidebarGroupKey, boolean>;

export const SIDEBAR_ITEM_KEYS = [
  'dashboard',
  'appointments',
  'patients',
  'staff',
  'notifications',
  'user-settings',
  'provider-notes',
  'forms-management',
  'reminders',
  'clinical-billing',
  'analytics',
  'reports',
  'roles',
  'subscription-management',
  'settings',
  'integrations',
  'audit',
  'campaigns',
  'brand',
  'phone-numbers',
  'message-history',
  'templates',
] as const;
export type SidebarItemKey = (typeof SIDEBAR_ITEM_KEYS)[number];

export const QUICK_ACTION_KEYS = ['new-appointment', 'add-patient', 'quick-notes'] as const;
export type QuickActionKey = (typeof QUICK_ACTION_KEYS)[number];

export interface NavDefinition<K extends string = string> {
  key: K;
  label: string;
  /** Where it leads (may carry a query for the screen that opens). */
  to: string;
  /** Spec 6's permission string; null when none is needed. */
  permission: Permission | null;
  /** Spec 6's plan-gated feature; null when the plan does not matter. */
  feature: FeatureKey | null;
  /** The sidebar group (quick actions have none). */
  group?: SidebarGroupKey;
  /** Spec 6: roles are a super admin's only. */
  superAdminOnly?: boolean;
  /** Spec 2.5: shown to everyone, usable by super admins only ('View only'). */
  superAdminManaged?: boolean;
}

export interface SidebarItemDefinition extends NavDefinition<SidebarItemKey> {
  group: SidebarGroupKey;
}

/** The dashboard home of everyone but super admins, whose home is the tenant dashboard. */
export const DASHBOARD_HOME = '/dashboard';
export const SUPER_ADMIN_HOME = '/dashboard/tenant_dashboard';
/** Spec 2.2's subscription management screen, where blocked clicks lead (spec 4.3). */
export const SUBSCRIPTION_MANAGEMENT_PATH = '/dashboard/admin/subscription-management';

const item = (
  key: SidebarItemKey,
  label: string,
  group: SidebarGroupKey,
  permission: Permission | null,
  feature: FeatureKey | null,
  extra: Partial<Pick<SidebarItemDefinition, 'superAdminOnly' | 'superAdminManaged' | 'to'>> = {},
): SidebarItemDefinition => ({
  key,
  label,
  to: `/dashboard/${key}`,
  group,
  permission,
  feature,
  ...extra,
});

/**
 * Spec 2.5's items with spec 6's permission strings and plan gates. Where spec 6 names no
 * permission the item needs none, except Audit, whose screen and API need audit_read.
 */
export const SIDEBAR_ITEMS: readonly SidebarItemDefinition[] = [
  item('dashboard', 'Dashboard', 'core', null, null, { to: DASHBOARD_HOME }),
  item('appointments', 'Appointments', 'core', 'appointments_read', null),
  item('patients', 'Patients', 'core', 'patients_read', null),
  item('staff', 'Staff', 'core', 'staff_read', null),
  item('notifications', 'Notifications', 'core', null, null),
  item('user-settings', 'My Settings', 'core', null, null),
  item('provider-notes', 'Provider Notes', 'clinical', 'provider_notes_read', 'provider_notes'),
  item('forms-management', 'Forms Management', 'clinical', 'forms_read', 'forms_management'),
  item('reminders', 'Reminders', 'clinical', 'reminders_read', 'reminders'),
  item('clinical-billing', 'Clinical Billing', 'clinical', 'billing_read', 'clinical_billing'),
  item('analytics', 'Analytics', 'analytics', null, 'basic_analytics'),
  item('reports', 'Reports', 'analytics', null, 'advanced_analytics'),
  item('roles', 'Roles', 'admin', null, null, { superAdminOnly: true }),
  item('subscription-management', 'Subscription Management', 'admin', null, 'subscription_management', {
    to: SUBSCRIPTION_MANAGEMENT_PATH,
    superAdminManaged: true,
  }),
  item('settings', 'Clinic Settings', 'admin', null, 'clinic_settings'),
  item('integrations', 'Integrations', 'admin', null, 'integrations'),
  item('audit', 'Audit', 'admin', 'audit_read', 'audit_logging'),
  item('campaigns', 'Campaigns', 'messaging', 'campaigns_read', 'messaging'),
  item('brand', 'Brand', 'messaging', 'brand_read', 'brand_registration'),
  item('phone-numbers', 'Phone Numbers', 'messaging', 'phone_numbers_read', 'phone_numbers'),
  item('message-history', 'Message History', 'messaging', 'messages_read', 'messaging'),
  item('templates', 'Templates', 'messaging', 'templates_read', 'templates'),
];

/**
 * Spec 2.5's three quick actions. They open the screens that create the thing; `action=new` asks
 * the owning area to open its form at once.
 */
export const QUICK_ACTIONS: readonly NavDefinition<QuickActionKey>[] = [
  {
    key: 'new-appointment',
    label: 'New Appointment',
    to: '/dashboard/appointments?action=new',
    permission: 'appointments_create',
    feature: null,
  },
  {
    key: 'add-patient',
    label: 'Add Patient',
    to: '/dashboard/patients?action=new',
    permission: 'patients_create',
    feature: null,
  },
  {
    key: 'quick-notes',
    label: 'Quick Notes',
    to: '/dashboard/provider-notes?action=new',
    permission: 'provider_notes_read',
    feature: 'provider_notes',
  },
];
