import {
  QUICK_ACTION_KEYS,
  SIDEBAR_GROUP_KEYS,
  type FeatureKey,
  type Permission,
  type QuickActionKey,
  type RegistryEntry,
  type SidebarGroupKey,
} from '@clinio/contracts';

export { QUICK_ACTION_KEYS, SIDEBAR_GROUP_KEYS, type QuickActionKey, type SidebarGroupKey };

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

/**
 * Spec 2.5's items in its order. The remotes declare the items (label, path, icon, permission,
 * feature, group); the shell only orders them by this list. An item the spec does not name goes
 * after the spec's items of its group, in the order the registry lists it.
 */
export const SPEC_ITEM_ORDER: readonly string[] = [
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
];

/** Spec 2.5's labels of the quick actions, in their order; remotes say which screen each opens. */
export const QUICK_ACTION_LABELS: Readonly<Record<QuickActionKey, string>> = {
  'new-appointment': 'New Appointment',
  'add-patient': 'Add Patient',
  'quick-notes': 'Quick Notes',
};

export interface NavDefinition {
  key: string;
  label: string;
  /** Where it leads (may carry a query for the screen that opens). */
  to: string;
  /** The icon's name (sidebar-icons.ts). */
  icon: string;
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
  /** The plan feature the owning remote needs as a whole (its area's requiredFeature). */
  areaFeature?: FeatureKey | null;
}

export interface SidebarItemDefinition extends NavDefinition {
  group: SidebarGroupKey;
}

/** The dashboard home of everyone but super admins, whose home is the tenant dashboard. */
export const DASHBOARD_HOME = '/dashboard';
export const SUPER_ADMIN_HOME = '/dashboard/tenant_dashboard';
/** Spec 2.2's subscription management screen, where blocked clicks lead (spec 4.3). */
export const SUBSCRIPTION_MANAGEMENT_PATH = '/dashboard/admin/subscription-management';

/** The shell's own item: the home. */
const DASHBOARD_ITEM: SidebarItemDefinition = {
  key: 'dashboard',
  label: 'Dashboard',
  to: DASHBOARD_HOME,
  icon: 'layout-dashboard',
  permission: null,
  feature: null,
  group: 'core',
};

function specRank(key: string): number {
  const index = SPEC_ITEM_ORDER.indexOf(key);
  return index === -1 ? SPEC_ITEM_ORDER.length : index;
}

/** The sidebar items of the registry's remotes plus the home, in spec 2.5's order. */
export function sidebarItemsOf(remotes: readonly RegistryEntry[]): SidebarItemDefinition[] {
  const declared = remotes.flatMap((remote) =>
    remote.nav.map((item): SidebarItemDefinition => ({
      key: item.key,
      label: item.label,
      to: item.path,
      icon: item.icon,
      permission: item.permission,
      feature: item.feature,
      group: item.group,
      areaFeature: remote.requiredFeature,
      // Spec 6 and 2.5's own rules, whoever serves the screen.
      ...(item.key === 'roles' ? { superAdminOnly: true } : {}),
      ...(item.key === 'subscription-management' ? { superAdminManaged: true } : {}),
    })),
  );
  const ordered = declared
    .map((item, index) => ({ item, index }))
    .sort((a, b) => specRank(a.item.key) - specRank(b.item.key) || a.index - b.index)
    .map(({ item }) => item);
  return [DASHBOARD_ITEM, ...ordered.filter((item) => item.key !== DASHBOARD_ITEM.key)];
}

/** The quick actions the registry's remotes serve, in spec 2.5's order and with its labels. */
export function quickActionsOf(remotes: readonly RegistryEntry[]): NavDefinition[] {
  return QUICK_ACTION_KEYS.flatMap((key) => {
    const owner = remotes.find((remote) => remote.quickActions.some((action) => action.key === key));
    const action = owner?.quickActions.find((candidate) => candidate.key === key);
    if (!owner || !action) return [];
    return [
      {
        key,
        label: QUICK_ACTION_LABELS[key],
        to: action.path,
        icon: key,
        permission: action.permission,
        feature: action.feature,
        areaFeature: owner.requiredFeature,
      },
    ];
  });
}
