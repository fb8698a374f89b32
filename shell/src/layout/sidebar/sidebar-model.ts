import {
  availableInPlanText,
  isSuperAdminRole,
  type FeatureAccessDecision,
  type RegistryEntry,
  type UpgradeInfo,
} from '@clinio/contracts';
import type { AuthUser } from '@clinio/platform';
import {
  SIDEBAR_GROUPS,
  SUPER_ADMIN_HOME,
  quickActionsOf,
  sidebarItemsOf,
  type NavDefinition,
  type SidebarGroupKey,
} from './sidebar-items';

/**
 * What a click on an entry does:
 * - open: it navigates;
 * - locked: the plan does not include it (lock, 'Upgrade Required', the plan and its price);
 * - view-only: subscription management for anyone but a super admin (spec 2.5);
 * - expired: the subscription has expired (spec 4.3: alert, then subscription management);
 * - unavailable: the feature data is loading, failed to load, or the feature is switched off.
 */
export type SidebarEntryState = 'open' | 'locked' | 'view-only' | 'expired' | 'unavailable';

export interface SidebarEntry {
  key: string;
  label: string;
  /** The icon's name (sidebar-icons.ts). */
  icon: string;
  to: string;
  state: SidebarEntryState;
  /** The plan that unlocks a locked entry, with its name and price. */
  upgrade: UpgradeInfo | null;
  /** The line under the label: 'Available in Pro plan', 'View only - …'; null for none. */
  hint: string | null;
  /** What to tell the user who clicks a locked entry. */
  message: string | null;
}

export interface SidebarSection {
  key: SidebarGroupKey;
  /** Null: a plain list (the core items, and the admin items of anyone but a super admin). */
  title: string | null;
  defaultExpanded: boolean;
  entries: SidebarEntry[];
}

export interface SidebarModel {
  quickActions: SidebarEntry[];
  sections: SidebarSection[];
}

export interface SidebarInput {
  user: Pick<AuthUser, 'role'>;
  /** The staff member's clinic (spec 6: a clinic admin sees the messaging items). */
  clinicId: string | null;
  /** The remotes in the registry: their areas declare the items and quick actions. */
  remotes: readonly RegistryEntry[];
  access: { isExpired: boolean; decide: (featureKey: string) => FeatureAccessDecision };
}

const VIEW_ONLY = 'View only - Contact support for changes';

function isClinicAdmin(input: SidebarInput): boolean {
  return input.user.role.name.trim().toLowerCase() === 'admin' && input.clinicId !== null;
}

function isPermitted(definition: NavDefinition, input: SidebarInput): boolean {
  if (definition.superAdminOnly === true && !isSuperAdminRole(input.user.role.name)) return false;
  if (definition.permission === null) return true;
  if (definition.group === 'messaging' && isClinicAdmin(input)) return true;
  return input.user.role.permissions.includes(definition.permission);
}

function entryOf(definition: NavDefinition, input: SidebarInput): SidebarEntry {
  const superAdmin = isSuperAdminRole(input.user.role.name);
  const plain = {
    key: definition.key,
    label: definition.label,
    icon: definition.icon,
    // Spec 2.2: a super admin's home in the sidebar is the tenant dashboard.
    to: definition.key === 'dashboard' && superAdmin ? SUPER_ADMIN_HOME : definition.to,
    upgrade: null,
    hint: null,
    message: null,
  };

  if (definition.superAdminManaged === true && !superAdmin) {
    return { ...plain, state: 'view-only', hint: VIEW_ONLY };
  }
  // An item without a feature of its own is gated by its remote's (the area is not even loaded).
  const feature = definition.feature ?? definition.areaFeature ?? null;
  if (feature === null) {
    // Spec 4.3: an expired subscription blocks everything but the features it keeps; the home
    // stays open, as it carries the banner that explains why.
    const blocked = input.access.isExpired && definition.key !== 'dashboard';
    return { ...plain, state: blocked ? 'expired' : 'open' };
  }
  const decision = input.access.decide(feature);
  if (decision.allowed) return { ...plain, state: 'open' };
  switch (decision.reason) {
    case 'subscription_expired':
      return { ...plain, state: 'expired', message: decision.message };
    case 'plan_excludes':
      return {
        ...plain,
        state: 'locked',
        upgrade: decision.upgrade,
        hint: decision.requiredPlan === null ? null : availableInPlanText(decision.requiredPlan),
        message: decision.message,
      };
    default:
      return { ...plain, state: 'unavailable', message: decision.message };
  }
}

/** The quick actions and the grouped items a staff member sees, each with what a click does. */
export function buildSidebar(input: SidebarInput): SidebarModel {
  const visible = (definition: NavDefinition) => isPermitted(definition, input);
  const items = sidebarItemsOf(input.remotes);
  const superAdmin = isSuperAdminRole(input.user.role.name);

  const sections = SIDEBAR_GROUPS.map((group): SidebarSection => {
    // Spec 2.5: the Administrative & Subscription group is a super admin's; anyone else sees the
    // admin items they may reach as a plain list (subscription management as view only).
    const title = group.key === 'admin' && !superAdmin ? null : group.title;
    const entries = items
      .filter((definition) => definition.group === group.key && visible(definition))
      .map((definition) => entryOf(definition, input));
    return { key: group.key, title, defaultExpanded: group.defaultExpanded, entries };
  }).filter((section) => section.entries.length > 0);
  // Without the group's title, the admin items close the list rather than sit between groups.
  if (!superAdmin) sections.sort((a, b) => Number(a.key === 'admin') - Number(b.key === 'admin'));

  const quickActions = quickActionsOf(input.remotes)
    .filter(visible)
    .map((definition) => entryOf(definition, input));
  return { quickActions, sections };
}
