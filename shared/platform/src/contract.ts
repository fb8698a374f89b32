import {
  BRAND_DEFAULTS,
  BRAND_FALLBACK_TAGLINE,
  PRODUCT_NAME,
  type ExtensionSlot,
  type PublicConfig,
} from '@clinio/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LifeCycles } from 'single-spa';
import contract from '../contract.json';
import type { ApiClient } from './api-client';
import type { EventBus } from './event-bus';

/** The type marker every remote's exposed module carries. */
export const MFE_MODULE_MARKER = 'clinio.mfe';
/** The type marker of a module that fills another remote's extension slot. */
export const EXTENSION_MODULE_MARKER = 'clinio.extension';

/**
 * Version of the props and events below. A remote built for 1.x runs in a shell that speaks 1.y
 * with y >= x; a different major is refused.
 */
export const CONTRACT_VERSION: string = contract.contractVersion;

export type AuthStatus = 'loading' | 'signed-out' | 'staff' | 'patient';

export interface AuthUser {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profilePicture: string | null;
  role: { name: string; permissions: string[] };
}

/** What a remote may know about who is signed in. Never a token: the API client holds those. */
export interface AuthSnapshot {
  status: AuthStatus;
  user: AuthUser | null;
  tenantId: string | null;
  clinicId: string | null;
  branchId: string | null;
}

export interface FeatureAccess {
  isLoading: boolean;
  hasFeature: (featureKey: string) => boolean;
  /** The lowest plan that unlocks the feature, or null when it is already available. */
  requiredPlan: (featureKey: string) => string | null;
}

export interface TenantBranding {
  logo: string | null;
  primaryColor: string;
  secondaryColor: string;
  customHeaderText: string;
  showLogoInHeader: boolean;
  clinicName: string;
  tagline: string;
}

/** Spec 3 and 2.5: the branding before (or without) a tenant's own. */
export const DEFAULT_BRANDING: TenantBranding = {
  logo: null,
  primaryColor: BRAND_DEFAULTS.primaryColor,
  secondaryColor: BRAND_DEFAULTS.secondaryColor,
  customHeaderText: BRAND_DEFAULTS.customHeaderText,
  showLogoInHeader: BRAND_DEFAULTS.showLogoInHeader,
  clinicName: PRODUCT_NAME,
  tagline: BRAND_FALLBACK_TAGLINE,
};

/** A visitor with no tenant has no plan: every feature is closed. */
export const NO_FEATURES: FeatureAccess = {
  isLoading: false,
  hasFeature: () => false,
  requiredPlan: () => null,
};

export interface RemoteLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface NavigateFunction {
  (to: string, options?: NavigateOptions): void;
  (delta: number): void;
}

/** One component of a remote that fills a slot, as the registry declares it. */
export interface ExtensionFiller {
  remote: string;
  /** Its federation module, e.g. `./patient-chart-tab`. */
  module: string;
  slot: ExtensionSlot;
  title: string;
  order: number;
}

/** A filler mounted by the shell in an element of the host remote. */
export interface MountedExtension {
  update(slotProps: unknown): Promise<void>;
  unmount(): Promise<void>;
}

/**
 * What the shell offers a remote that hosts a slot: the fillers of the remotes in the registry
 * that this user may see (permission and plan), in order, and a way to mount one.
 */
export interface ExtensionHost {
  fillers(slot: ExtensionSlot): readonly ExtensionFiller[];
  mount(filler: ExtensionFiller, element: HTMLElement, slotProps: unknown): Promise<MountedExtension>;
}

/** No remote fills anything (standalone development, tests that do not care). */
export const NO_EXTENSIONS: ExtensionHost = {
  fillers: () => [],
  mount: () => Promise.reject(new Error('No extension host: the remote runs outside the shell')),
};

/** The props the shell hands to every remote on mount and on every update. */
export interface RemoteProps {
  /** The path under which the remote's router renders ('/' for marketing). */
  basePath: string;
  /** The shell owns the URL; this is its current location. */
  location: RemoteLocation;
  /** Navigation through the shell, also across areas. */
  navigate: NavigateFunction;
  api: ApiClient;
  bus: EventBus;
  auth: AuthSnapshot;
  logout: () => Promise<void>;
  /** Counts as user activity for the inactivity timer. */
  session: { touch: () => void };
  features: FeatureAccess;
  tenant: { branding: TenantBranding };
  config: PublicConfig;
  /** The fillers of extension slots this remote hosts (contract 1.1). */
  extensions: ExtensionHost;
  /**
   * The page's one cache of server reads (contract 1.1): a remote's reads are shared with the
   * shell and cleared with them on sign-out. Remotes use it through the screen kit's hooks.
   */
  queryClient: QueryClient;
}

/** The module a remote exposes as `./mfe`. */
export interface MfeModule extends LifeCycles<RemoteProps> {
  kind: typeof MFE_MODULE_MARKER;
  name: string;
  version: string;
  contractVersion: string;
}

function parseVersion(version: string): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Can a shell speaking `shellVersion` host a remote built for `remoteVersion`? */
export function isContractCompatible(remoteVersion: string, shellVersion = CONTRACT_VERSION) {
  const remote = parseVersion(remoteVersion);
  const shell = parseVersion(shellVersion);
  if (!remote || !shell) return false;
  return remote[0] === shell[0] && remote[1] <= shell[1];
}

/** What a filler's module receives: the contract props plus the slot's own props. */
export type ExtensionParcelProps = RemoteProps & { slotProps: unknown };

/** A module a remote exposes to fill a slot (`defineExtension`). */
export interface ExtensionModule extends LifeCycles<ExtensionParcelProps> {
  kind: typeof EXTENSION_MODULE_MARKER;
  name: string;
  slot: ExtensionSlot;
  contractVersion: string;
}

export type MfeCheck = { ok: true; module: MfeModule } | { ok: false; reason: string };
export type ExtensionCheck = { ok: true; module: ExtensionModule } | { ok: false; reason: string };

/** Validates a filler's module before the shell mounts it in the host's element. */
export function checkExtensionModule(
  candidate: unknown,
  expected: { remote: string; slot: string },
): ExtensionCheck {
  const value =
    typeof candidate === 'object' && candidate !== null && 'default' in candidate
      ? candidate.default
      : candidate;
  if (typeof value !== 'object' || value === null)
    return { ok: false, reason: 'the module is not an object' };
  const extension = value as Partial<ExtensionModule>;
  if (extension.kind !== EXTENSION_MODULE_MARKER)
    return { ok: false, reason: 'the extension marker is missing' };
  if (extension.name !== expected.remote)
    return { ok: false, reason: `it names itself "${String(extension.name)}"` };
  if (extension.slot !== expected.slot) return { ok: false, reason: `it fills "${String(extension.slot)}"` };
  if (typeof extension.contractVersion !== 'string' || !isContractCompatible(extension.contractVersion)) {
    return {
      ok: false,
      reason: `contract ${String(extension.contractVersion)} is not compatible with ${CONTRACT_VERSION}`,
    };
  }
  for (const lifecycle of ['bootstrap', 'mount', 'unmount'] as const) {
    if (typeof extension[lifecycle] !== 'function')
      return { ok: false, reason: `the ${lifecycle} lifecycle is missing` };
  }
  return { ok: true, module: extension as ExtensionModule };
}

/** Validates what came out of a remote container before the shell mounts it. */
export function checkMfeModule(candidate: unknown, expectedName: string): MfeCheck {
  const value =
    typeof candidate === 'object' && candidate !== null && 'default' in candidate
      ? candidate.default
      : candidate;
  if (typeof value !== 'object' || value === null) {
    return { ok: false, reason: 'the exposed module is not an object' };
  }
  const mfe = value as Partial<MfeModule>;
  if (mfe.kind !== MFE_MODULE_MARKER) return { ok: false, reason: 'the type marker is missing' };
  if (mfe.name !== expectedName) {
    return { ok: false, reason: `it names itself "${String(mfe.name)}"` };
  }
  if (typeof mfe.contractVersion !== 'string' || !isContractCompatible(mfe.contractVersion)) {
    return {
      ok: false,
      reason: `contract ${String(mfe.contractVersion)} is not compatible with ${CONTRACT_VERSION}`,
    };
  }
  for (const lifecycle of ['bootstrap', 'mount', 'unmount'] as const) {
    if (typeof mfe[lifecycle] !== 'function') {
      return { ok: false, reason: `the ${lifecycle} lifecycle is missing` };
    }
  }
  return { ok: true, module: mfe as MfeModule };
}
