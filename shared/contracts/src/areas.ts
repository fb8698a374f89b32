import { z } from 'zod';
import { PERMISSION_NAMES, type Permission } from './identity/permissions';
import { FEATURE_KEYS, type FeatureKey } from './plans/features';

/**
 * A remote's area: what it owns and offers, declared once in its own package (`area.json`),
 * carried by its release into the registry, and read by the shell at run time. The shell keeps
 * only the spec's own facts (order and groups of the sidebar, its own screens, flags, the
 * unknown-path and 'Page Not Found' rules); everything about a remote's screens comes from here.
 */

/** Spec 2.5's sidebar groups, in order, after the ungrouped core items. */
export const SIDEBAR_GROUP_KEYS = ['core', 'clinical', 'analytics', 'admin', 'messaging'] as const;
export type SidebarGroupKey = (typeof SIDEBAR_GROUP_KEYS)[number];

/** Spec 2.5's three quick actions. */
export const QUICK_ACTION_KEYS = ['new-appointment', 'add-patient', 'quick-notes'] as const;
export type QuickActionKey = (typeof QUICK_ACTION_KEYS)[number];

/**
 * Named places where one remote renders components of others. Each slot's props are typed in
 * `ExtensionSlotProps`; a filler receives exactly those.
 */
export const EXTENSION_SLOTS = ['patient-chart.tab', 'tenant-dashboard.panel'] as const;
export type ExtensionSlot = (typeof EXTENSION_SLOTS)[number];

export interface ExtensionSlotProps {
  /** A tab of the patient chart (mfe-patients): appointments, forms, notes, invoices… */
  'patient-chart.tab': { patientId: string };
  /** A panel on a super admin's clinic overview (mfe-admin's tenant dashboard). */
  'tenant-dashboard.panel': { clinicId: string | null };
}

/**
 * A path pattern a remote owns: `/exact/path`, with `:param` segments, or ending in `/*` for the
 * prefix itself and everything below it (so deep links reach the remote).
 */
export const AreaRoutePattern = z
  .string()
  .regex(
    /^\/(?:[A-Za-z0-9_.-]+|:[A-Za-z]+)?(?:\/(?:[A-Za-z0-9_.-]+|:[A-Za-z]+))*(?:\/\*)?$/,
    'must be an absolute path such as /dashboard/patients, /blog/:slug or /dashboard/patients/*',
  );

const AppPath = z.string().regex(/^\/[^\s]*$/, 'must be an absolute path in this product');
const PermissionName = z.enum(PERMISSION_NAMES as [Permission, ...Permission[]]);
const FeatureName = z.enum(FEATURE_KEYS as unknown as [FeatureKey, ...FeatureKey[]]);
const IconName = z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be an icon name such as calendar-days');

/** A sidebar item (spec 2.5) that leads into the remote. */
export const NavItemDeclaration = z.object({
  /** Spec 2.5's key where the item is one of the spec's (the shell orders by it). */
  key: z.string().regex(/^[a-z][a-z0-9-]*$/),
  label: z.string().min(1).max(40),
  path: AppPath,
  icon: IconName,
  permission: PermissionName.nullable().default(null),
  feature: FeatureName.nullable().default(null),
  group: z.enum(SIDEBAR_GROUP_KEYS),
});
export type NavItemDeclaration = z.infer<typeof NavItemDeclaration>;

/** A spec 2.5 quick action this remote serves, and the screen it opens. */
export const QuickActionDeclaration = z.object({
  key: z.enum(QUICK_ACTION_KEYS),
  path: AppPath,
  permission: PermissionName.nullable().default(null),
  feature: FeatureName.nullable().default(null),
});
export type QuickActionDeclaration = z.infer<typeof QuickActionDeclaration>;

/** A component this remote exposes to fill another remote's slot. */
export const ExtensionDeclaration = z.object({
  slot: z.enum(EXTENSION_SLOTS),
  /** The federation module that holds it (`./patient-chart-tab`), built from `src/extensions/<name>.tsx`. */
  module: z.string().regex(/^\.\/[a-z][a-z0-9-]*$/, 'must be a module name such as ./patient-chart-tab'),
  title: z.string().min(1).max(40),
  /** Lower first. */
  order: z.number().int().min(0).max(1000).default(100),
  permission: PermissionName.nullable().default(null),
  feature: FeatureName.nullable().default(null),
});
export type ExtensionDeclaration = z.infer<typeof ExtensionDeclaration>;

export const AreaDeclaration = z
  .object({
    /** What users call the area ('Patients'), for messages about it such as its fallback. */
    title: z.string().min(1).max(40).nullable().default(null),
    routes: z.array(AreaRoutePattern).min(1),
    nav: z.array(NavItemDeclaration).default([]),
    quickActions: z.array(QuickActionDeclaration).default([]),
    /** The plan feature without which the remote is not even fetched. */
    requiredFeature: FeatureName.nullable().default(null),
    extensions: z.array(ExtensionDeclaration).default([]),
  })
  .strict();
export type AreaDeclaration = z.infer<typeof AreaDeclaration>;
export type AreaDeclarationInput = z.input<typeof AreaDeclaration>;

/** The route patterns of one area that the other areas already own, as readable sentences. */
export function routeOverlaps(
  candidate: { name: string; routes: readonly string[] },
  others: readonly { name: string; routes: readonly string[] }[],
): string[] {
  const problems: string[] = [];
  for (const other of others) {
    if (other.name === candidate.name) continue;
    for (const route of candidate.routes) {
      const clash = other.routes.find((owned) => patternsOverlap(route, owned));
      if (clash !== undefined) problems.push(`${route} (owned by ${other.name} as ${clash})`);
    }
  }
  return problems;
}

function segments(pattern: string): string[] {
  return pattern.split('/').filter((part) => part !== '');
}

/**
 * Could one path be served by both patterns? A parameter matches any segment; a trailing `*`
 * matches its prefix and everything below. Two patterns overlap only when the deciding route
 * would be ambiguous, so `/a/:id` and `/a/new` (the literal wins) do not.
 */
export function patternsOverlap(a: string, b: string): boolean {
  const left = segments(a);
  const right = segments(b);
  const leftWild = left.at(-1) === '*';
  const rightWild = right.at(-1) === '*';
  const leftFixed = leftWild ? left.slice(0, -1) : left;
  const rightFixed = rightWild ? right.slice(0, -1) : right;
  const shared = Math.min(leftFixed.length, rightFixed.length);
  for (let index = 0; index < shared; index += 1) {
    const l = leftFixed[index] ?? '';
    const r = rightFixed[index] ?? '';
    // A literal against a parameter is not ambiguous: the literal wins.
    if (l.startsWith(':') !== r.startsWith(':')) return false;
    if (!l.startsWith(':') && l !== r) return false;
  }
  if (leftFixed.length === rightFixed.length) return true;
  // One is longer: only a wildcard on the shorter one reaches into it.
  return leftFixed.length < rightFixed.length ? leftWild : rightWild;
}
