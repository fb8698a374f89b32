import { ALL_ON_FLAGS, Registry, type LaunchFlags } from '@clinio/contracts';
import {
  CONTRACT_VERSION,
  DEFAULT_BRANDING,
  NO_FEATURES,
  createEventBus,
  createQueryClient,
} from '@clinio/platform';
import { TEST_CONFIG, createMockApi } from '@clinio/platform/testing';
import { SIGNED_OUT } from '../auth/auth-state';
import type { ShellServices } from '../shell-context';
import { TEST_AREAS } from './test-areas';

/** A registry listing `names`, each at 1.0.0 with a compatible contract and its test area. */
export function registryOf(...names: string[]): Registry {
  return Registry.parse({
    schemaVersion: 1,
    remotes: names.map((name) => ({
      name,
      version: '1.0.0',
      manifestUrl: `/mfe/${name}/1.0.0/mf-manifest.json`,
      contractVersion: CONTRACT_VERSION,
      ...(TEST_AREAS[name] ?? { routes: [`/dashboard/${name}/*`] }),
    })),
  });
}

/** What the shell lends its screens, for tests: signed out, a mock API, a real bus. */
export function createShellServices(
  overrides: Partial<ShellServices> & { flags?: Partial<LaunchFlags> } = {},
): ShellServices {
  const { flags, ...rest } = overrides;
  return {
    config: { ...TEST_CONFIG, flags: { ...ALL_ON_FLAGS, ...flags } },
    registry: registryOf(),
    api: createMockApi(),
    systemApi: createMockApi(),
    bus: createEventBus(),
    auth: SIGNED_OUT,
    logout: () => Promise.resolve(),
    features: NO_FEATURES,
    branding: DEFAULT_BRANDING,
    queryClient: createQueryClient(),
    systemQueryClient: createQueryClient(),
    ...rest,
  };
}
