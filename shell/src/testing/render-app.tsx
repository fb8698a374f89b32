import { ALL_ON_FLAGS, type LaunchFlags, type Registry } from '@clinio/contracts';
import { TEST_CONFIG } from '@clinio/platform/testing';
// Only the pure entry: the automatic one would turn React's act environment on for the whole
// file, and the toaster's own timers would then warn.
import { render } from '@testing-library/react/pure';
import { App } from '../app';
import { preloadShellPages } from '../routing/shell-pages';
import { createFakeBackend, type FakeBackend } from './fake-backend';
import { TEST_API_BASE, setupClients, type RenderedShell } from './shell-clients';
import { registryOf } from './shell-services';

/**
 * The whole shell at `path` (browser URL), with the real clients over a fake backend. Rendered
 * with Testing Library's pure entry, as remotes unmount from single-spa's promise chain: the
 * test file calls `afterEach(cleanupRemotes)`.
 */
// The shell's pages load on demand in the browser; tests have their code at hand before rendering.
beforeAll(() => preloadShellPages());

export function renderApp(
  path: string,
  options: { backend?: FakeBackend; registry?: Registry; flags?: Partial<LaunchFlags> } = {},
): RenderedShell {
  window.history.pushState({}, '', path);
  const backend = options.backend ?? createFakeBackend();
  const { bus, clients } = setupClients(backend);
  const config = {
    ...TEST_CONFIG,
    apiBaseUrl: TEST_API_BASE,
    flags: { ...ALL_ON_FLAGS, SHOW_COMING_SOON: false, ...options.flags },
  };
  const registry = options.registry ?? registryOf();
  const view = render(<App boot={{ config, registry, problems: [] }} bus={bus} clients={clients} />);
  return { backend, bus, clients, unmount: view.unmount };
}
