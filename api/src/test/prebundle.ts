import path from 'node:path';
import { prebundle, repositoryRoot } from '@clinio/build/jest-prebundle';

/**
 * The API tests' bundles (ADR 052, @clinio/build/jest-prebundle): kysely, pg-boss, zod and the
 * contracts, one CommonJS file each, which jest.config.cjs maps the package names to. Built by
 * globalSetup, which itself loads the packages unbundled (jest's module map does not apply to it).
 * Each bundle keeps the others external, so every package stays one instance.
 */
const api = path.join(repositoryRoot, 'api');
const others = (name: string) =>
  ['kysely', 'kysely/*', 'pg-boss', 'zod', 'zod/*', '@clinio/contracts']
    .filter((item) => item !== name && !item.startsWith(`${name}/`))
    .concat(['pg', 'pg-native']);

export function apiPrebundle(): Promise<void> {
  return prebundle({
    dir: path.join(api, 'node_modules', '.cache', 'clinio-jest'),
    platform: 'node',
    bundles: {
      kysely: {
        contents: "export * from 'kysely'; export * as __helpersPostgres from 'kysely/helpers/postgres';",
        resolveDir: api,
        external: others('kysely'),
      },
      'pg-boss': { contents: "export * from 'pg-boss';", resolveDir: api, external: others('pg-boss') },
      zod: {
        contents:
          "export * from 'zod'; export { default } from 'zod'; export * as __core from 'zod/v4/core';",
        resolveDir: api,
        external: others('zod'),
      },
      contracts: {
        contents: "export * from '@clinio/contracts';",
        resolveDir: api,
        external: others('@clinio/contracts'),
      },
    },
    // Subpaths: the same instance as their package's bundle.
    shims: {
      'kysely-helpers-postgres': "module.exports = require('kysely').__helpersPostgres;\n",
      'zod-core': "module.exports = require('zod').__core;\n",
    },
    watch: [path.join(repositoryRoot, 'shared', 'contracts', 'src')],
  });
}
