// The one list of modules that the shell and every remote share through Module Federation.
// Both sides read it from here, so a remote can never disagree with the shell about what is a
// singleton. Remotes declare `import: false`: they never bundle their own copy and always use the
// shell's, which is what makes "exactly one React in the page" true by construction.
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Framework packages: one instance per page. Sub-paths are listed because webpack matches shared
 * requests exactly. 'react-router' is deliberately absent: react-router-dom re-exports it with
 * `export *`, and a star re-export of a consumed shared module loses its names in production
 * builds. It lives inside the react-router-dom singleton; code imports 'react-router-dom' only
 * (lint enforces it).
 */
export const FRAMEWORK_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@emotion/react',
  '@chakra-ui/react',
  'single-spa',
  'rxjs',
  // The page's one query cache (ADR 028): its React context must be the shell's.
  '@tanstack/react-query',
  // Message catalogs (ADR 045): one formatter runtime; each package brings its own catalog.
  '@lingui/core',
];

/** Our own shared packages: the contract, the API client, the event bus and the design system. */
export const WORKSPACE_SINGLETONS = ['@clinio/contracts', '@clinio/platform', '@clinio/design-system'];

export const SHARE_STRATEGY = 'loaded-first';

function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Version of a package as installed for the package at `packageDir`. */
function installedVersion(packageDir, request) {
  const requireFromPackage = createRequire(path.join(packageDir, 'package.json'));
  const name = packageNameOf(request);
  // Workspace packages and some frameworks do not export package.json; walk from the entry.
  let entry;
  try {
    return requireFromPackage(`${name}/package.json`).version;
  } catch {
    entry = requireFromPackage.resolve(name);
  }
  let dir = path.dirname(entry);
  for (;;) {
    try {
      const manifest = createRequire(path.join(dir, 'noop.js'))('./package.json');
      if (manifest.name === name) return manifest.version;
    } catch {
      // keep walking up
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the version of ${name}`);
    dir = parent;
  }
}

/**
 * The version of every shared package as this package's build resolves it, one entry per
 * package (`react/jsx-runtime` counts as `react`). The shell publishes what it provides; a
 * remote's release records `^version` of what it was built against (ADR 024).
 * @param {string} packageDir
 * @returns {Record<string, string>}
 */
export function sharedPackageVersions(packageDir) {
  const versions = {};
  for (const request of [...FRAMEWORK_SINGLETONS, ...WORKSPACE_SINGLETONS]) {
    const name = packageNameOf(request);
    versions[name] ??= installedVersion(packageDir, request);
  }
  return versions;
}

/**
 * The `shared` option of the federation plugin. The host provides each singleton (surfaced
 * packages through their surface module, see shared-surfaces.js); remotes only consume.
 * @param {{ role: 'host' | 'remote', packageDir: string, surfaceFiles?: Record<string, string> }} options
 */
export function createSharedConfig({ role, packageDir, surfaceFiles = {} }) {
  const shared = {};
  for (const request of [...FRAMEWORK_SINGLETONS, ...WORKSPACE_SINGLETONS]) {
    const version = installedVersion(packageDir, request);
    const provided =
      role === 'remote'
        ? { import: false }
        : surfaceFiles[request]
          ? { import: surfaceFiles[request], shareKey: request }
          : {};
    shared[request] = {
      singleton: true,
      version,
      requiredVersion: `^${version}`,
      strictVersion: false,
      ...provided,
    };
  }
  return shared;
}
